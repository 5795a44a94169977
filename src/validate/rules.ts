/**
 * The catalogue of every rule the validator can report: code, severity and a one-line summary,
 * kept as data in rule-catalogue.json (ordered by code) and checked once, when this module loads.
 * A rule module takes its rules from here by code; docs/rules.md documents each code (a test
 * holds the two together) and the UI may read the catalogue for filters and tooltips.
 */
import type { Severity } from './diagnostic';
import type { RuleInfo } from './rule';
import catalogue from './rule-catalogue.json' with { type: 'json' };

/** A code the catalogue lists; naming any other in a rule module does not compile. */
export type RuleCode = keyof typeof catalogue;

/** A catalogue as its file holds it: each code's severity and summary. */
type CatalogueEntries = Readonly<Record<string, { readonly severity: string; readonly summary: string }>>;

// Every severity, once: a Record over the union, so a new severity must be added here.
const SEVERITIES: Record<Severity, true> = { error: true, warning: true, info: true };

/**
 * The rules of a catalogue, in its order. Throws when a code is not in the family.name form or
 * comes before the one above it (the file is ordered by code), when a severity is not error,
 * warning or info, or when a summary is empty: a mistake in the file stops every use of the
 * validator at once rather than reaching a person as a wrong message. (A code written twice is
 * read once, the last copy winning; rules.test.ts reads the file's text for that.)
 */
export function readCatalogue(entries: CatalogueEntries): RuleInfo[] {
  const rules: RuleInfo[] = [];
  for (const [code, { severity, summary }] of Object.entries(entries)) {
    const previous = rules.at(-1)?.code;
    const mistake = !/^[a-z]+\.[a-z0-9-]+$/.test(code)
      ? 'is not in the family.name form'
      : previous !== undefined && code < previous
        ? `comes after ${previous}: keep the codes in order`
        : !Object.hasOwn(SEVERITIES, severity)
          ? `has the severity "${severity}", which is none of ${Object.keys(SEVERITIES).join(', ')}`
          : summary.trim() === ''
            ? 'has no summary'
            : undefined;
    if (mistake) throw new Error(`The rule catalogue's ${code} ${mistake}.`);
    rules.push({ code, severity: severity as Severity, summary });
  }
  return rules;
}

/** Every rule, ordered by code. */
export const RULES: readonly RuleInfo[] = readCatalogue(catalogue);

const byCode = new Map(RULES.map((rule) => [rule.code, rule]));

/** The rule with `code`, or undefined when there is none. */
export function ruleFor(code: string): RuleInfo | undefined {
  return byCode.get(code);
}

/** The catalogue's rule with `code`, for a rule module to report under. */
export function rule(code: RuleCode): RuleInfo {
  const found = byCode.get(code);
  if (!found) throw new Error(`The rule catalogue has no ${code}.`);
  return found;
}
