import type { AddressInfo } from 'node:net';
import { createShellServer, type ShellServerOptions } from '../shell-server';

// Starts the real shell server on an ephemeral port for tests that need it whole (@fastify/static
// is ESM-only underneath, which Jest's CommonJS runtime cannot load, so tests run it as a child).
async function main() {
  const [dist, apiUrl, extra] = process.argv.slice(2);
  if (!dist || !apiUrl) throw new Error('usage: listen-shell DIST API_URL [OPTIONS_JSON]');
  // Options beside the defaults (e.g. short timeouts, the page cache on), as JSON.
  const more = extra ? (JSON.parse(extra) as Partial<ShellServerOptions>) : {};
  const app = await createShellServer({ dist, apiUrl, remotes: () => ({}), ...more });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ port: (app.server.address() as AddressInfo).port })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
