/**
 * The install dialog as Bailey shows it: the documents it asks for (with their file types and
 * whether they are needed), the keys and settings its tools need, the skills people get
 * separately, and the tools that ask before they change anything. A picture of the dialog: nothing in it can be clicked.
 */
import { FileText, Globe, KeyRound, Monitor, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ShowMore, useListPage, type ListPage } from '../../ui/list-page';
import { acceptsText, type PreviewData, type PreviewServer } from './preview-data';

interface PartProps {
  readonly title: string;
  /** A line under the title, before the list. */
  readonly intro?: string;
  /** What the part says when its list is empty; without it, an empty part is not shown. */
  readonly none?: string;
  /** The list's page, and what its "Show more" names. */
  readonly page: ListPage;
  readonly what: string;
  readonly children: ReactNode;
}

/** One part of the dialog: its title, a line about it, its list and the list's "Show more". */
function Part({ title, intro, none, page, what, children }: PartProps) {
  if (page.total === 0 && none === undefined) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
        {title}
      </p>
      {page.total === 0 ? (
        <p className="text-sm text-neutral-500 dark:text-neutral-400">{none}</p>
      ) : (
        <>
          {intro && <p className="text-sm text-neutral-600 dark:text-neutral-400">{intro}</p>}
          {children}
        </>
      )}
      <ShowMore page={page} what={what} />
    </div>
  );
}

/** One thing the dialog asks for: what it is, a line about it, and what the person does there. */
function Asked({
  icon: Icon,
  label,
  detail,
  action,
}: {
  icon: LucideIcon;
  label: ReactNode;
  detail: string;
  action?: ReactNode;
}) {
  return (
    <li className="flex items-start gap-2 rounded-lg border border-neutral-200 p-2.5 dark:border-neutral-800">
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-neutral-500" />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-sm font-medium break-words">{label}</span>
        <span className="text-xs break-words text-neutral-500 dark:text-neutral-400">{detail}</span>
      </div>
      {action}
    </li>
  );
}

function asksText(server: PreviewServer): string {
  if (server.asks === 'all') return 'May change things — Bailey will ask each time';
  if (server.asks.length === 0) return 'Only looks things up';
  return `Asks before: ${server.asks.join(', ')}`;
}

export function InstallPreview({ data }: { data: PreviewData }) {
  const slots = useListPage(data.slots.length);
  const soldSeparately = useListPage(data.soldSeparately.length);
  const toSet = useListPage(data.toSet.length);
  const servers = useListPage(data.servers.length);
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-neutral-200 bg-white p-5 shadow-lg dark:border-neutral-800 dark:bg-neutral-950">
      <p className="text-base font-semibold break-words">Install “{data.title}”</p>
      <Part title="Documents it asks for" none="None." page={slots} what="documents">
        <ul className="flex flex-col gap-2">
          {data.slots.slice(0, slots.shown).map((slot, index) => (
            <Asked
              key={index}
              icon={FileText}
              label={
                <>
                  {slot.label}
                  {slot.required && (
                    <span className="text-red-700 dark:text-red-300" aria-hidden>
                      {' '}
                      *
                    </span>
                  )}
                </>
              }
              detail={`${acceptsText(slot.accepts)} · ${slot.required ? 'Required' : 'Optional'}`}
              action={
                <span
                  aria-hidden
                  className="shrink-0 rounded-md px-2 py-1 text-xs ring-1 ring-neutral-300 dark:ring-neutral-700"
                >
                  Choose file
                </span>
              }
            />
          ))}
        </ul>
      </Part>
      <Part
        title="Keys and settings to enter"
        intro="Its tools need these from whoever installs it; they are never part of the download:"
        page={toSet}
        what="settings"
      >
        <ul className="flex flex-col gap-2">
          {data.toSet.slice(0, toSet.shown).map((setting, index) => (
            <Asked
              key={index}
              icon={KeyRound}
              label={setting.what}
              detail={`${setting.server}${setting.description !== undefined ? ` · ${setting.description}` : ''}`}
            />
          ))}
        </ul>
      </Part>
      <Part
        title="Skills sold separately"
        intro="It works without them, and better with them:"
        page={soldSeparately}
        what="skills"
      >
        <ul className="flex flex-wrap gap-1.5">
          {data.soldSeparately.slice(0, soldSeparately.shown).map((skill) => (
            <li key={skill} className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs dark:bg-neutral-800">
              {skill}
            </li>
          ))}
        </ul>
      </Part>
      <Part title="Tools" none="It uses no tools." page={servers} what="tools">
        <ul className="flex flex-col gap-2">
          {data.servers.slice(0, servers.shown).map((server, index) => {
            const Icon = server.online ? Globe : Monitor;
            return (
              <li key={index} className="flex items-start gap-2">
                <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-neutral-500" />
                <div className="flex min-w-0 flex-col">
                  <span className="text-sm font-medium break-words">
                    {server.title}
                    <span className="font-normal text-neutral-500 dark:text-neutral-400">
                      {' '}
                      · {server.online ? 'online service' : 'runs on this computer'}
                    </span>
                  </span>
                  <span className="flex items-start gap-1 text-xs break-words text-neutral-600 dark:text-neutral-400">
                    <ShieldCheck aria-hidden className="mt-px size-3.5 shrink-0" /> {asksText(server)}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      </Part>
      <div aria-hidden className="flex justify-end gap-2 text-sm">
        <span className="rounded-lg px-3 py-1.5 ring-1 ring-neutral-300 dark:ring-neutral-700">Cancel</span>
        <span className="rounded-lg bg-accent-600 px-3 py-1.5 text-white">Install</span>
      </div>
    </div>
  );
}
