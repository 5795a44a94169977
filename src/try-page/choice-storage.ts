/**
 * What the person chose for "Try it", remembered per browser: where the answers come from, the
 * service, its model and address. The key is kept only when she ticks "Remember on this device",
 * under its own name, and removed when she unticks it; it is never part of the solution, its
 * versions, the journal or anything exported (all of those are written by the editor, which never
 * sees it).
 */
import { SERVICES, type ServiceChoice, type ServiceKind } from '../conversation/services';

export type Source = 'device' | 'service';

export interface StoredChoice {
  readonly source: Source;
  readonly service: ServiceChoice;
  readonly rememberKey: boolean;
}

const CHOICE = 'try-it.choice';
const keyName = (kind: ServiceKind) => `try-it.key.${kind}`;

function read(storage: Storage, name: string): string | null {
  try {
    return storage.getItem(name);
  } catch {
    return null;
  }
}

function write(storage: Storage, name: string, value: string | undefined): void {
  try {
    if (value === undefined) storage.removeItem(name);
    else storage.setItem(name, value);
  } catch {
    // Storage full or refused: the choice simply is not remembered.
  }
}

/** The starting settings for `kind`. */
export function serviceDefaults(kind: ServiceKind, key = ''): ServiceChoice {
  return { kind, model: SERVICES[kind].model, address: SERVICES[kind].address, key };
}

/** The remembered choice, or the first one. */
export function loadChoice(storage: Storage): StoredChoice {
  const fallback: StoredChoice = { source: 'device', service: serviceDefaults('openai'), rememberKey: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(read(storage, CHOICE) ?? 'null');
  } catch {
    return fallback;
  }
  if (typeof parsed !== 'object' || parsed === null) return fallback;
  const raw = parsed as Record<string, unknown>;
  const kind = typeof raw.kind === 'string' && raw.kind in SERVICES ? (raw.kind as ServiceKind) : 'openai';
  const key = read(storage, keyName(kind)) ?? '';
  return {
    source: raw.source === 'service' ? 'service' : 'device',
    service: {
      kind,
      model: typeof raw.model === 'string' && raw.model.trim() ? raw.model : SERVICES[kind].model,
      address: typeof raw.address === 'string' && raw.address.trim() ? raw.address : SERVICES[kind].address,
      key,
    },
    rememberKey: key !== '',
  };
}

/** Remembers `choice`; its key only when asked to, else any key kept for that service goes. */
export function saveChoice(storage: Storage, choice: StoredChoice): void {
  const { kind, model, address, key } = choice.service;
  write(storage, CHOICE, JSON.stringify({ source: choice.source, kind, model, address }));
  write(storage, keyName(kind), choice.rememberKey && key.trim() !== '' ? key : undefined);
}
