import path from 'node:path';
import { API_URL, PORTS, remotesManifest } from '../../ports.config.mjs';
import { remotesFromFile } from './remotes-file';
import { createShellServer } from './shell-server';

async function main() {
  const app = await createShellServer({
    dist: process.env.SHELL_DIST ?? path.join(__dirname, '..', 'dist'),
    apiUrl: API_URL,
    // Behind nginx the servers follow the remotes.json it serves, so a rollback there reaches renders too.
    remotes: process.env.REMOTES_JSON_FILE ? remotesFromFile(process.env.REMOTES_JSON_FILE, remotesManifest()) : remotesManifest,
    logger: process.env.LOG_LEVEL !== 'silent',
  });
  await app.listen({ port: PORTS.shell, host: process.env.HOST ?? '0.0.0.0' });
  console.log(`shell listening on http://localhost:${PORTS.shell}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
