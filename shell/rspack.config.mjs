import * as rspack from '@rspack/core';
import { createConfig, PORTS } from '../rspack.factory.mjs';
import { remotesManifest } from '../ports.config.mjs';
import { ServiceWorkerPlugin } from './sw/build-service-worker.mjs';
import pageScripts from './src/delivery/page-scripts.cjs';

// The host is runtime-only: no federation plugin and no remote URL compiled in. It fetches
// `/remotes.json` at start-up and registers remotes and its shared modules with the MF runtime,
// which it loads lazily (src/federation/federation.ts).
export default (_env, argv) => {
  const config = createConfig(
    {
      rspack,
      dir: import.meta.dirname,
      kind: 'host',
      name: 'shell',
      entry: './src/index.ts',
      port: PORTS.shell,
      devServer: {
        setupMiddlewares: (middlewares) => {
          middlewares.unshift({
            name: 'remotes-json',
            path: '/remotes.json',
            middleware: (_req, res) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(JSON.stringify(remotesManifest()));
            },
          });
          return middlewares;
        },
      },
    },
    argv,
  );
  // The site's pages start the shell's code from an inline loader, with an input contract (src/delivery/page-scripts.cjs).
  config.plugins.push(pageScripts.inlineEntryPlugin(rspack));
  // Production only: the offline service worker, manifest and icons (shell/sw, issue 13 item 9).
  config.plugins.push(new ServiceWorkerPlugin({ rspack }));
  return config;
};
