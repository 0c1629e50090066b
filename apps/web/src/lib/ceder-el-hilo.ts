/**
 * Lets the browser run what is waiting (a tap, a frame) before the caller goes on: the rest runs
 * in a task of its own. Performance (docs/arquitectura.md#rendimiento): a phone's start is a chain of short tasks, not one long one
 * (every task over 50 ms is time a tap waits). `scheduler.yield()` where the browser has it;
 * otherwise a message to ourselves, which, unlike a timer, a background tab does not slow down.
 */
export function cederElHilo(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const canal = new MessageChannel();
    canal.port1.onmessage = () => {
      canal.port1.close();
      resolve();
    };
    canal.port2.postMessage(null);
  });
}
