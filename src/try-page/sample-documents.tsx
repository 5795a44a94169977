/**
 * The sample documents of a conversation in "Try it": a file per document the solution asks for at
 * install, read as text for this conversation only (never saved or exported), and a sentence
 * when a required one has no sample.
 */
import { useState } from 'react';
import { labelClass } from '../ui/field-classes';
import type { AssistantBrief } from '../conversation/brief';
import { missingRequired, type SampleDocument } from '../conversation/bailey-context';

/** The largest sample document read, far more than a model takes in one message. */
const MAX_SAMPLE_BYTES = 1_000_000;
const SAMPLE_TYPES = '.txt,.md,.markdown,.csv,text/plain,text/markdown,text/csv';

export interface SampleDocumentsProps {
  readonly brief: AssistantBrief;
  readonly samples: readonly SampleDocument[];
  readonly onSamples: (change: (all: readonly SampleDocument[]) => readonly SampleDocument[]) => void;
}

export function SampleDocuments({ brief, samples, onSamples }: SampleDocumentsProps) {
  const [problem, setProblem] = useState<string | undefined>();
  const missing = missingRequired(brief, samples);

  const addSample = async (slot: string, file: File | undefined) => {
    setProblem(undefined);
    if (!file) return;
    if (file.size > MAX_SAMPLE_BYTES) {
      setProblem(`“${file.name}” is larger than 1 MB; use a shorter sample for trying the assistant.`);
      return;
    }
    const text = await file.text();
    if (text.includes('\u0000')) {
      setProblem(`“${file.name}” is not text. Samples here are text, Markdown or CSV files.`);
      return;
    }
    onSamples((all) => [...all.filter((item) => item.slot !== slot), { slot, fileName: file.name, text }]);
  };

  return (
    <>
      {brief.documents.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">
            Sample documents ({samples.length} of {brief.documents.length})
          </summary>
          <p className="mt-2 text-neutral-600 dark:text-neutral-400">
            For this conversation only: they stay in this tab and are never saved or exported.
          </p>
          <ul className="mt-2 flex flex-col gap-2">
            {brief.documents.map((slot) => {
              const sample = samples.find((item) => item.slot === slot.name);
              return (
                <li key={slot.name} className="flex flex-col gap-1">
                  <label className={labelClass}>
                    {slot.label}
                    {slot.required ? ' (needed)' : ''}
                    <input
                      type="file"
                      accept={SAMPLE_TYPES}
                      className="mt-1 block text-sm"
                      onChange={(event) => void addSample(slot.name, event.target.files?.[0])}
                    />
                  </label>
                  {sample && (
                    <span className="text-neutral-600 dark:text-neutral-400">Using {sample.fileName}</span>
                  )}
                </li>
              );
            })}
          </ul>
          {problem && (
            <p role="alert" className="mt-2 text-red-800 dark:text-red-300">
              {problem}
            </p>
          )}
        </details>
      )}
      {missing.length > 0 && (
        <p className="text-sm text-amber-800 dark:text-amber-300">{missingSentence(missing)}</p>
      )}
    </>
  );
}

/** The required documents with no sample, in a sentence. */
function missingSentence(labels: readonly string[]): string {
  const named = labels.map((label) => `“${label}”`);
  const list =
    named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
  const one = named.length === 1;
  return `An install asks for ${list}, which ${one ? 'is' : 'are'} missing here, so the assistant answers without ${one ? 'it' : 'them'}. Add a sample under “Sample documents”.`;
}
