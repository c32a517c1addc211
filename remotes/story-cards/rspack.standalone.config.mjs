import * as rspack from '@rspack/core';
import { createConfig, PORTS } from '../../rspack.factory.mjs';

// Standalone: the section alone in a small harness (store + router), no federation, hot reload.
export default (_env, argv) =>
  createConfig(
    { rspack, dir: import.meta.dirname, kind: 'standalone', name: 'story_cards_standalone', entry: './src/standalone.tsx', port: PORTS['story-cards'], title: 'Story cards (standalone)' },
    { mode: 'development', ...argv },
  );
