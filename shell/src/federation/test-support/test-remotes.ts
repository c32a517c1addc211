import { remotesManifest } from '../../../../ports.config.mjs';
import type { RemotesManifest } from '../remotes-manifest';

/** A remotes.json with every section on its local port, as `npm start` serves them (ports.config.mjs has every section). */
export const TEST_REMOTES = remotesManifest() as RemotesManifest;
