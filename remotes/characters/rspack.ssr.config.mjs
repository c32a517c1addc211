import * as rspack from '@rspack/core';
import { remoteSsrConfig } from '../../rspack.factory.mjs';

export default remoteSsrConfig({ rspack, dir: import.meta.dirname, id: 'characters' });
