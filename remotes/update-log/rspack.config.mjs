import * as rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createConfig, PORTS } from '../../rspack.factory.mjs';

export default (_env, argv) =>
  createConfig(
    {
      rspack,
      ModuleFederationPlugin,
      dir: import.meta.dirname,
      kind: 'remote',
      name: 'update_log',
      exposes: { './routes': './src/routes.tsx' },
      port: PORTS['update-log'],
    },
    argv,
  );
