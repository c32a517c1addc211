import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const TSX = path.resolve(__dirname, '../node_modules/.bin/tsx');
const MAIN = path.resolve(__dirname, 'main.ts');

/** Runs main.ts until it prints the listening line or exits. */
const start = (env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(TSX, [MAIN], { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (stdout.includes('api listening on')) child.kill('SIGTERM');
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });

describe('main.ts', () => {
  it('refuses to start on invalid content: the validator messages, exit code 1', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bad-content-'));
    try {
      const { code, stderr, stdout } = await start({ CONTENT_DIR: dir, API_PORT: '0' });
      expect(code).toBe(1);
      expect(stderr).toMatch(/Invalid content in/);
      expect(stderr).toMatch(/characters\/: .*missing/);
      expect(stdout).not.toMatch(/listening/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints one "api listening on http://HOST:PORT" line on valid content', async () => {
    const { stdout } = await start({ API_PORT: '0', API_HOST: '127.0.0.1', CONTENT_DIR: '' });
    expect(stdout).toMatch(/^api listening on http:\/\/127\.0\.0\.1:\d+$/m);
  });
});
