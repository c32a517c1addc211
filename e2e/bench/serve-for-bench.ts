import { spawn } from 'node:child_process';
import path from 'node:path';

// Bench ports, apart from `npm start` (8080) and the e2e suite (18080).
const PORTS = {
  SHELL_PORT: '28080',
  API_PORT: '24000',
  CHARACTERS_PORT: '23001',
  PRAYERS_PORT: '23002',
  STORY_CARDS_PORT: '23003',
  TOWER_PORT: '23004',
  UPDATE_LOG_PORT: '23005',
};

/** Serves the production builds exactly as `npm start` does, on bench ports (`env` adds e.g. CONTENT_DIR). */
export async function startServers(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [path.join(__dirname, '..', '..', 'shell', 'scripts', 'serve-site.mjs')], {
    env: { ...process.env, ...env, ...PORTS, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('site did not start within 60 s')), 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('The tracker is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`site exited (${code})`)));
  });
  return {
    origin: `http://localhost:${PORTS.SHELL_PORT}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
    },
  };
}
