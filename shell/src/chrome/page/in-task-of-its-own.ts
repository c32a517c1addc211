/** Runs `task` in a task of its own: a message to itself (timers wait under a test's frozen clock). */
export function inTaskOfItsOwn(task: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}
