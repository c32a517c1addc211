import net from 'node:net';

/** Resolves once something accepts connections on the port (127.0.0.1), or rejects after the timeout. */
export function waitForPort(port, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listened on port ${port} within ${timeoutMs / 1000} s`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}
