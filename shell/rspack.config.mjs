import * as rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createConfig, PORTS } from '../rspack.factory.mjs';
import { remotesManifest } from '../ports.config.mjs';

// The host: no remote URL is compiled in; `/remotes.json` is fetched at start-up.
export default (_env, argv) =>
  createConfig(
    {
      rspack,
      ModuleFederationPlugin,
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
