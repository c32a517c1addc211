/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';

interface RunningShell {
  port: number;
  stop: () => Promise<void>;
}

/** test-support/listen-shell.ts in a child with this environment (Jest keeps its process.env to itself). */
const startShell = (dist: string, apiUrl: string, env: Record<string, string>): Promise<RunningShell> =>
  new Promise((resolve, reject) => {
    const tsx = path.join(__dirname, '..', 'node_modules', '.bin', 'tsx');
    const child = spawn(tsx, [path.join(__dirname, 'test-support', 'listen-shell.ts'), dist, apiUrl], {
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        resolve({
          port: (JSON.parse(line) as { port: number }).port,
          stop: () => new Promise<void>((done) => (child.once('exit', () => done()), child.kill('SIGTERM'))),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`shell server exited (${code}): ${err}`)));
  });

// The real shell server (a child process): headers on every kind of response, the allow-list on
// /remotes.json, the theme script's hash from the served index.html, and reports recorded.
describe('the shell server', () => {
  let dist = '';
  let reports = '';
  let shell: RunningShell;
  const url = (p: string) => `http://127.0.0.1:${shell.port}${p}`;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-csp-'));
    reports = path.join(dist, 'reports.ndjson');
    fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><script>alert(1)</script></head><body></body></html>');
    fs.writeFileSync(path.join(dist, 'main.0123456789.js'), 'console.log(1)');
    // no API behind it: /api answers 502
    shell = await startShell(dist, 'http://127.0.0.1:9', {
      REMOTE_ORIGINS: 'http://localhost:3001 http://127.0.0.1:*',
      CSP_REPORT_FILE: reports,
    });
  });
  afterAll(async () => {
    await shell.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/prayers', '/main.0123456789.js', '/remotes.json', '/api/health'])('%s carries the security headers', async (p) => {
    const res = await fetch(url(p), { headers: { accept: 'text/html' } });
    const csp = res.headers.get('content-security-policy') ?? '';
    // sha256 of "alert(1)", the served index.html's inline script
    expect(csp).toContain(
      "script-src 'self' http://localhost:3001 http://127.0.0.1:* 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    );
    expect(csp).toContain('report-uri /csp-report');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('sends the allow-list with /remotes.json', async () => {
    const res = await fetch(url('/remotes.json'));
    expect(res.headers.get('x-remote-origins')).toBe('http://localhost:3001 http://127.0.0.1:*');
  });

  it('records a violation report to CSP_REPORT_FILE', async () => {
    const body = JSON.stringify({
      'csp-report': {
        'document-uri': 'http://site/x',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/a.js',
      },
    });
    const res = await fetch(url('/csp-report'), { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body });
    expect(res.status).toBe(204);
    expect(
      fs
        .readFileSync(reports, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as unknown),
    ).toEqual([{ page: 'http://site/x', directive: 'script-src-elem', blocked: 'https://evil.example/a.js' }]);
  });
});
