/**
 * The model services a person can choose, with their own key: what each is called, where it is,
 * the model to start with, and how the AI SDK reaches it. The conversation's document allows
 * requests to exactly these hosts and this computer (`service-origins.ts`). Every request goes through `recordingFetch`, so the person sees each one.
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';

export type ServiceKind = 'openai' | 'anthropic' | 'openrouter' | 'gemini' | 'compatible';

export interface ServiceInfo {
  readonly label: string;
  /** The address requests go to (for `compatible`, the one the person gives is used instead). */
  readonly address: string;
  readonly model: string;
  readonly keyLabel: string;
  readonly needsKey: boolean;
}

export const SERVICES: Readonly<Record<ServiceKind, ServiceInfo>> = {
  openai: {
    label: 'OpenAI',
    address: 'https://api.openai.com/v1',
    model: 'gpt-4.1-mini',
    keyLabel: 'OpenAI key',
    needsKey: true,
  },
  anthropic: {
    label: 'Anthropic (Claude)',
    address: 'https://api.anthropic.com/v1',
    model: 'claude-haiku-4-5',
    keyLabel: 'Anthropic key',
    needsKey: true,
  },
  openrouter: {
    label: 'OpenRouter',
    address: 'https://openrouter.ai/api/v1',
    model: 'openai/gpt-4.1-mini',
    keyLabel: 'OpenRouter key',
    needsKey: true,
  },
  gemini: {
    label: 'Google Gemini',
    address: 'https://generativelanguage.googleapis.com/v1beta',
    model: 'gemini-2.5-flash',
    keyLabel: 'Gemini key',
    needsKey: true,
  },
  compatible: {
    label: 'A model on this computer, or another OpenAI-compatible address',
    address: 'http://localhost:11434/v1',
    model: 'llama3.2',
    keyLabel: 'Key (if it needs one)',
    needsKey: false,
  },
};

/** What the person chose: a service, its model, its address (for `compatible`) and the key. */
export interface ServiceChoice {
  readonly kind: ServiceKind;
  readonly model: string;
  readonly address: string;
  readonly key: string;
}

// Every request goes through it; its own module, so the lookup's document (lookup.html) takes it without the AI SDK.
export { recordingFetch, type SentRequest } from './recording-fetch';

/**
 * The address requests for `choice` go to: the service's own, unless the person gave another (a
 * proxy on this computer that speaks the service's format).
 */
export function serviceAddress(choice: ServiceChoice): string {
  return (choice.address.trim() || SERVICES[choice.kind].address).replace(/\/+$/, '');
}

/** Whether `address` is on this computer (a local model server). */
export function isLoopback(address: string): boolean {
  try {
    const host = new URL(address).hostname;
    return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  } catch {
    return false;
  }
}

/** The AI SDK model for `choice`, reached through `fetcher`. */
export function serviceModel(choice: ServiceChoice, fetcher: typeof fetch): LanguageModel {
  const baseURL = serviceAddress(choice);
  const apiKey = choice.key.trim();
  switch (choice.kind) {
    case 'openai':
      return createOpenAI({ apiKey, baseURL, fetch: fetcher }).chat(choice.model);
    case 'anthropic':
      // Anthropic answers a web page only when the request says it comes from one.
      return createAnthropic({
        apiKey,
        baseURL,
        fetch: fetcher,
        headers: { 'anthropic-dangerous-direct-browser-access': 'true' },
      })(choice.model);
    case 'gemini':
      return createGoogleGenerativeAI({ apiKey, baseURL, fetch: fetcher })(choice.model);
    case 'openrouter':
    case 'compatible':
      return createOpenAICompatible({
        name: choice.kind,
        baseURL,
        ...(apiKey ? { apiKey } : {}),
        fetch: fetcher,
      })(choice.model);
  }
}
