/**
 * A break for long work on the page's main thread: resolves in a new task, so that the page can
 * draw and answer input in between. A message channel, since timers are slowed down in
 * background tabs; it exists in browsers, workers and Node alike.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel() as unknown as { port1: Port; port2: Port };
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/** The part of a message port the page, workers and Node share (Node's typings leave `onmessage` out). */
interface Port {
  onmessage: (() => void) | null;
  postMessage(message: unknown): void;
  close(): void;
}
