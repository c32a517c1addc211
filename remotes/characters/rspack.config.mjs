import * as rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { remoteConfig } from '../../rspack.factory.mjs';

// `./character-modal` is the body of the shell-hosted character modal (character-modal-contract.ts).
export default remoteConfig({
  rspack,
  ModuleFederationPlugin,
  dir: import.meta.dirname,
  id: 'characters',
  exposes: { './character-modal': './src/character-modal/character-modal.ts' },
});
