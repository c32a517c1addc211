import * as rspack from '@rspack/core';
import { standaloneConfig } from '../../rspack.factory.mjs';

export default standaloneConfig({ rspack, dir: import.meta.dirname, id: 'characters' });
