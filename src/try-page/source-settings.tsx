/**
 * Where the answers come from: the model built into this browser, when it has one, or a model
 * service with the person's own key (or a model server on her own computer). The key field is a
 * password field, kept in memory unless "Remember on this device" is ticked.
 */
import { useId, useState } from 'react';
import { Button } from '../ui/button';
import { inputClass, labelClass } from '../ui/field-classes';
import { DialogInput } from '../ui/form-dialog';
import {
  browserModelState,
  downloadBrowserModel,
  type BrowserModelState,
} from '../conversation/browser-model';
import { LOCAL_SERVER_SETTINGS } from '../conversation/failures';
import { isLoopback, SERVICES, type ServiceKind } from '../conversation/services';
import { serviceDefaults, type Source, type StoredChoice } from './choice-storage';

export interface SourceSettingsProps {
  readonly choice: StoredChoice;
  readonly onChange: (choice: StoredChoice) => void;
  readonly device: BrowserModelState | 'checking';
  /** Hears the browser's model state after the person had it downloaded. */
  readonly onDevice: (device: BrowserModelState) => void;
}

/** What the browser's model state means for the person, in a sentence. */
export function deviceSentence(state: BrowserModelState | 'checking'): string {
  switch (state) {
    case 'checking':
      return 'Looking for a model in this browser…';
    case 'available':
      return 'This browser has a model of its own: answers are worked out on this device and nothing is sent anywhere.';
    case 'downloadable':
      return 'This browser can download a model of its own, once, and then answer on this device without sending anything.';
    case 'downloading':
      return 'This browser is downloading its model…';
    case 'unavailable':
    case 'absent':
      return 'This browser has no model of its own here. Choose a model service with your own key instead, or a model running on this computer.';
  }
}

export function SourceSettings({ choice, onChange, device, onDevice }: SourceSettingsProps) {
  /** How much of the browser's model has come, while it downloads. */
  const [download, setDownload] = useState<{ share: number } | undefined>();
  const onDownload = () => {
    setDownload({ share: 0 });
    void downloadBrowserModel((share) => setDownload({ share }))
      .then(() => browserModelState().then(onDevice))
      .catch(() => onDevice('unavailable'))
      .finally(() => setDownload(undefined));
  };
  const radio = useId();
  const ids = { service: useId(), remember: useId() };
  const service = choice.service;
  const info = SERVICES[service.kind];
  const setService = (change: Partial<typeof service>) =>
    onChange({ ...choice, service: { ...service, ...change } });
  const sourceRadio = (source: Source, label: string) => (
    <label className="flex items-start gap-2">
      <input
        type="radio"
        name={radio}
        className="mt-1 accent-accent-600"
        checked={choice.source === source}
        onChange={() => onChange({ ...choice, source })}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <div className="flex flex-col gap-3 text-sm">
      <fieldset className="flex flex-col gap-2">
        <legend className={`mb-1 ${labelClass}`}>Answers come from</legend>
        {sourceRadio('device', 'This device')}
        <p className="ml-6 text-neutral-600 dark:text-neutral-400" data-testid="device-state">
          {deviceSentence(device)}
        </p>
        {device === 'downloadable' && !download && (
          <Button className="ml-6 self-start" onClick={onDownload}>
            Download the model to this device
          </Button>
        )}
        {download && (
          <p className="ml-6" role="status">
            Downloading the model: {Math.round(download.share * 100)}%
          </p>
        )}
        {sourceRadio('service', 'A model service, with your own key')}
      </fieldset>
      {choice.source === 'device' && (device === 'downloadable' || device === 'downloading') && (
        <p className="rounded-lg bg-neutral-100 p-3 dark:bg-neutral-800">
          Until it is ready, you can choose “A model service” above.
        </p>
      )}
      {choice.source === 'service' && (
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.service} className={labelClass}>
              Service
            </label>
            <select
              id={ids.service}
              className={inputClass}
              value={service.kind}
              onChange={(event) => {
                const kind = event.target.value as ServiceKind;
                onChange({ ...choice, service: serviceDefaults(kind) });
              }}
            >
              {(Object.keys(SERVICES) as ServiceKind[]).map((kind) => (
                <option key={kind} value={kind}>
                  {SERVICES[kind].label}
                </option>
              ))}
            </select>
          </div>
          {service.kind === 'compatible' ? (
            <AddressField value={service.address} onChange={(address) => setService({ address })} />
          ) : (
            <details open={service.address !== info.address}>
              <summary className="cursor-pointer text-neutral-700 dark:text-neutral-300">
                Another address (a proxy on this computer)
              </summary>
              <div className="mt-2">
                <AddressField value={service.address} onChange={(address) => setService({ address })} />
              </div>
            </details>
          )}
          <DialogInput
            label="Model"
            value={service.model}
            spellCheck={false}
            onValue={(model) => setService({ model })}
          />
          <DialogInput
            label={info.keyLabel}
            type="password"
            value={service.key}
            spellCheck={false}
            onValue={(key) => setService({ key })}
            help="Kept only while this tab is open, unless you tick below. It never goes into your solution or a download."
          />
          <label className="flex items-center gap-2">
            <input
              id={ids.remember}
              type="checkbox"
              className="accent-accent-600"
              checked={choice.rememberKey}
              onChange={(event) => onChange({ ...choice, rememberKey: event.target.checked })}
            />
            Remember on this device
          </label>
        </div>
      )}
    </div>
  );
}

/** Whether this page may reach `choice`'s address: the service's own, or this computer. */
export function reachable(kind: ServiceKind, address: string): boolean {
  const trimmed = address.trim().replace(/\/+$/, '');
  return trimmed === SERVICES[kind].address || isLoopback(trimmed);
}

function AddressField({
  value,
  onChange,
}: {
  readonly value: string;
  readonly onChange: (address: string) => void;
}) {
  const elsewhere =
    value.trim() !== '' &&
    !isLoopback(value) &&
    !Object.values(SERVICES).some((s) => s.address === value.trim().replace(/\/+$/, ''));
  return (
    <DialogInput
      label="Address"
      value={value}
      onValue={onChange}
      spellCheck={false}
      help={`Ollama is at http://localhost:11434/v1, LM Studio at http://localhost:1234/v1, llama.cpp at http://localhost:8080/v1. ${LOCAL_SERVER_SETTINGS}`}
      problem={
        elsewhere
          ? 'This page can reach only the services in the list and a model on this computer (localhost or 127.0.0.1).'
          : undefined
      }
    />
  );
}
