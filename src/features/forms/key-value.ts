/**
 * Name/value rows over a JSON object of strings (environment variables, headers, a skill's extra
 * details). Rows may hold what an object cannot — a name not typed yet, a name twice — so the rows
 * are the draft and the object is what gets written: empty names are skipped, the first of a
 * repeated name wins.
 */

export interface KeyValueRow {
  /** Stable while the row exists, so its inputs keep the focus while its name is typed. */
  readonly id: number;
  readonly key: string;
  readonly value: string;
}

/** The rows of an object in its own order; values that are not text are shown as their JSON. */
export function rowsFromObject(object: unknown, firstId = 0): KeyValueRow[] {
  if (!object || typeof object !== 'object' || Array.isArray(object)) return [];
  return Object.entries(object).map(([key, value], index) => ({
    id: firstId + index,
    key,
    value: typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
  }));
}

function normalized(key: string, ignoreCase: boolean): string {
  return ignoreCase ? key.toLowerCase() : key;
}

/** The object the rows stand for: rows without a name are left out, a repeated name keeps its first row. */
export function objectFromRows(rows: readonly KeyValueRow[], ignoreCase = false): Record<string, string> {
  const object: Record<string, string> = {};
  const seen = new Set<string>();
  for (const row of rows) {
    const key = row.key.trim();
    if (key === '' || seen.has(normalized(key, ignoreCase))) continue;
    seen.add(normalized(key, ignoreCase));
    // A defined property, so a name such as "__proto__" is an ordinary member.
    Object.defineProperty(object, key, {
      value: row.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

/** The ids of rows whose name repeats an earlier row's (those rows are not written). */
export function repeatedRows(rows: readonly KeyValueRow[], ignoreCase = false): Set<number> {
  const seen = new Set<string>();
  const repeated = new Set<number>();
  for (const row of rows) {
    const key = normalized(row.key.trim(), ignoreCase);
    if (key === '') continue;
    if (seen.has(key)) repeated.add(row.id);
    else seen.add(key);
  }
  return repeated;
}

/** Whether two objects of strings have the same members in the same order. */
export function sameEntries(
  a: Readonly<Record<string, unknown>>,
  b: Readonly<Record<string, unknown>>,
): boolean {
  const left = Object.entries(a);
  const right = Object.entries(b);
  return (
    left.length === right.length &&
    left.every(([key, value], i) => right[i]![0] === key && right[i]![1] === value)
  );
}
