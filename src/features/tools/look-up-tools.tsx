/**
 * "Look up its tools" on a server's card. Only when the person presses it, and only for an online
 * service this page may reach, a frame holding the lookup's own document (lookup.html, a policy of
 * its own) asks the service for its tools; every request it sends is listed ("Sent"), and the
 * answer opens the paste of this server's tools, filled in, so nothing changes before the person
 * adds them. When the page cannot ask (a program on the computer, an address completed when
 * installing) or the service refuses, one sentence says why and the way round is a command that
 * lists the tools in a terminal, whose output pasted does the rest.
 */
import { Check, Copy, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { readFromLookup, type ToLookup } from '../../conversation/mcp-lookup-bridge';
import type { LookupFailure } from '../../conversation/mcp-lookup';
import { failureSentence, lookupPlan } from '../../conversation/mcp-lookup-way-round';
import type { SentRequest } from '../../conversation/recording-fetch';
import { Button } from '../../ui/button';
import { helpClass } from '../../ui/field-classes';
import { Notice } from '../../ui/notice';
import { SentList } from '../../ui/sent-list';

export interface LookUpToolsProps {
  readonly server: string;
  readonly title: string;
  /** The server's entry in mcp.json, as written. */
  readonly config: unknown;
  /** Opens the paste of this server's tools, filled in with `text` when the lookup found them. */
  readonly onPasteTools: (server: string, text?: string) => void;
}

/** Where the lookup is; `command` is the way round it was for (a changed server drops it). */
type Step =
  | { readonly step: 'idle' }
  | { readonly step: 'asking'; readonly address: string; readonly command: string }
  | {
      readonly step: 'way-round';
      readonly why: string;
      readonly command: string;
      readonly failure?: LookupFailure;
    };

export function LookUpTools({ server, title, config, onPasteTools }: LookUpToolsProps) {
  const plan = useMemo(() => lookupPlan(config), [config]);
  const [step, setStep] = useState<Step>({ step: 'idle' });
  const [sent, setSent] = useState<readonly SentRequest[]>([]);
  const [copied, setCopied] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const commandId = useId();

  useEffect(() => {
    if (step.step !== 'asking') return;
    const listen = (event: MessageEvent) => {
      const lookup = frame.current?.contentWindow;
      if (event.origin !== window.location.origin || !lookup || event.source !== lookup) return;
      const message = readFromLookup(event.data);
      if (message?.type === 'ready') {
        const ask: ToLookup = { type: 'look-up', address: step.address };
        lookup.postMessage(ask, window.location.origin);
      } else if (message?.type === 'sent') {
        setSent((all) => [...all, message.request]);
      } else if (message?.type === 'looked-up') {
        const { outcome } = message;
        if (outcome.ok) {
          setStep({ step: 'idle' });
          onPasteTools(server, JSON.stringify(outcome.answer, null, 2));
        } else {
          const why = failureSentence(outcome.failure, step.address, outcome.status);
          setStep({ step: 'way-round', why, command: step.command, failure: outcome.failure });
        }
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [step, server, onPasteTools]);

  if (!plan) return null;
  const host = plan.address === undefined ? undefined : new URL(plan.address).host;
  const wayRound = step.step === 'way-round' && step.command === plan.command ? step : undefined;
  const lookUp = () => {
    setCopied(false);
    setStep(
      plan.address === undefined
        ? { step: 'way-round', why: plan.cannot ?? '', command: plan.command }
        : { step: 'asking', address: plan.address, command: plan.command },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <Button className="self-start" onClick={lookUp} disabled={step.step === 'asking'}>
        <Search aria-hidden className="size-4" /> Look up its tools
        <span className="sr-only"> of “{title}”</span>
      </Button>
      {host && !wayRound && (
        <p className={helpClass}>
          Asks {host} for the list of its tools, from a page of this builder kept apart for it. Nothing else
          is sent: no key, nothing of your assistant. The list is shown before anything changes.
        </p>
      )}
      {step.step === 'asking' && (
        <>
          <p role="status" className="text-sm">
            Asking {host} for its tools…
          </p>
          <iframe ref={frame} src="./lookup.html" title={`Looking up the tools of “${title}”`} hidden />
        </>
      )}
      {wayRound && (
        <Notice as="div" role="status" className="flex w-full flex-col items-start gap-2">
          <p>{wayRound.why}</p>
          <p>
            To list them anyway, run this in a terminal
            {plan.setFirst.length > 0 &&
              ` where ${plan.setFirst.join(', ')} ${plan.setFirst.length === 1 ? 'is' : 'are'} set`}
            , then paste what it prints:
          </p>
          <code
            id={commandId}
            className="w-full rounded-md bg-white/70 px-2 py-1 font-mono text-xs break-words text-neutral-900 dark:bg-neutral-900 dark:text-neutral-100"
          >
            {plan.command}
          </code>
          {wayRound.failure === 'sign-in' && (
            <p>
              The MCP Inspector asks you to sign in there; only what you paste comes back to this builder.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              aria-describedby={commandId}
              onClick={() =>
                void navigator.clipboard?.writeText(plan.command).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
              {copied ? 'Copied' : 'Copy the command'}
            </Button>
            <Button onClick={() => onPasteTools(server)}>
              Paste what it prints<span className="sr-only"> for “{title}”</span>
            </Button>
          </div>
        </Notice>
      )}
      {sent.length > 0 && <SentList sent={sent} />}
    </div>
  );
}
