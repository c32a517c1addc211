import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface RunningShell {
  port: number;
  stop: () => Promise<void>;
}

/** Runs shell/server (createShellServer) in a child process on an ephemeral port. */
export const startShell = (dist: string, apiUrl: string, options?: Record<string, unknown>): Promise<RunningShell> =>
  new Promise((resolve, reject) => {
    const tsx = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
    const child: ChildProcess = spawn(
      tsx,
      [path.join(__dirname, 'listen-shell.ts'), dist, apiUrl, ...(options ? [JSON.stringify(options)] : [])],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        const { port } = JSON.parse(line) as { port: number };
        resolve({
          port,
          stop: () =>
            new Promise<void>((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`shell server exited (${code}): ${err}`)));
  });
