/**
 * A failed turn in one plain sentence. The error itself is never shown: a service's message or
 * the request it quotes may carry the key, and none of it is written for the person.
 */
import { APICallError } from 'ai';
import { isLoopback, serviceAddress, SERVICES, type ServiceChoice } from './services';

/** A reply that stopped before its end. */
export const CUT_OFF = 'The reply was cut off before it finished. Send again to get a whole one.';

/** The one thing each kind of local model server needs to answer a web page. */
export const LOCAL_SERVER_SETTINGS =
  'Ollama: start it with OLLAMA_ORIGINS set to this page’s address (or *). LM Studio: turn on “Enable CORS” in its server settings. llama.cpp’s server answers web pages as it is.';

/** The sentence for `error`, a failure of a turn with `choice` (`undefined`: the browser's model). */
export function describeFailure(error: unknown, choice: ServiceChoice | undefined): string {
  if (error instanceof DOMException && error.name === 'AbortError') return 'Stopped.';
  if (!choice) {
    return 'The model in this browser could not answer. Try again, or choose a model service instead.';
  }
  const label = choice.kind === 'compatible' ? 'The model server' : SERVICES[choice.kind].label;
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ?? 0;
    // The answer had begun (a success) when the connection dropped.
    if (status >= 200 && status < 300) return CUT_OFF;
    if (status === 401 || status === 403)
      return `${label} refused the key. Check it, paste it again, and send once more.`;
    if (status === 429)
      return `${label} says too many requests for now (a rate limit, or no credit left). Wait a minute and send again.`;
    if (status === 404) return `${label} does not know the model “${choice.model}”. Check its name.`;
    if (status === 0) return unreachable(choice, label);
    if (status >= 500) return `${label} had a problem of its own (${status}). Try again in a moment.`;
    return `${label} turned the request down (${status}). Check the model’s name and the key.`;
  }
  if (error instanceof TypeError) return unreachable(choice, label);
  return `${label} sent something this builder could not read, so the answer stopped. Try again.`;
}

function unreachable(choice: ServiceChoice, label: string): string {
  const address = serviceAddress(choice);
  if (isLoopback(address))
    return `Nothing answered at ${address}, or it does not accept requests from a web page. Check the model server is running. ${LOCAL_SERVER_SETTINGS}`;
  if (choice.kind === 'compatible')
    return `This page can reach only the services listed and a model on this computer, so ${address} cannot be used here.`;
  return `${label} could not be reached. Check that this computer is online, then send again.`;
}
