import * as rspack from '@rspack/core';
import { createConfig, PORTS } from '../../rspack.factory.mjs';

// Standalone: the section alone in a small harness (store + router), no federation, hot reload.
export default (_env, argv) =>
  createConfig(
    { rspack, dir: import.meta.dirname, kind: 'standalone', name: 'tower_standalone', entry: './src/standalone.tsx', port: PORTS.tower, title: 'Tower (stages) (standalone)' },
    { mode: 'development', ...argv },
  );
