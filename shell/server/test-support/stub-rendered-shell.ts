import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { testApp } from 'shared-ui/dev/real-api';
import { startShell } from './start-shell';

export interface StubRenderedShell {
  port: number;
  stop: () => Promise<void>;
}

/**
 * The real shell server (a child process) in front of the real API, serving a built site of a few
 * files: its index.html, a stand-in section renderer (dist-ssr/render-section.js) and any `files`.
 */
export async function startStubRenderedShell({
  index,
  renderer,
  files = {},
  options,
}: {
  index: string;
  renderer: string;
  files?: Record<string, string>;
  options?: Record<string, unknown>;
}): Promise<StubRenderedShell> {
  const { app: api } = await testApp();
  await api.listen({ port: 0, host: '127.0.0.1' });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-stub-'));
  fs.mkdirSync(path.join(root, 'dist'));
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(path.join(root, 'dist', 'index.html'), index);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(root, 'dist', name), text);
  fs.writeFileSync(path.join(root, 'dist-ssr', 'render-section.js'), renderer);
  const apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  const shell = await startShell(path.join(root, 'dist'), apiUrl, options);
  return {
    port: shell.port,
    stop: async () => {
      await shell.stop();
      await api.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
