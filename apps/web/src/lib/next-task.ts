/** Resolves in a new task, as soon as possible: what follows runs after the browser has had its turn (input, paint). */
export function nextTask(): Promise<void> {
  // A message rather than a timeout, which is clamped to 4 ms when nested.
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
