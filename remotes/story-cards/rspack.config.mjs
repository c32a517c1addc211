import * as rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { remoteConfig } from '../../rspack.factory.mjs';

export default remoteConfig({ rspack, ModuleFederationPlugin, dir: import.meta.dirname, id: 'story-cards' });
