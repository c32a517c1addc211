import fs from 'node:fs';
import path from 'node:path';
import { parsePageManifestList, type PageManifest } from 'shared-domain/federation/page-manifest';
import { SECTIONS } from 'shared-domain/federation/sections';

/** Every remote's page manifest as its build publishes it (read as files: the shell imports no remote). */
export function remoteManifests(): PageManifest[] {
  const root = path.join(__dirname, '..', '..', '..', '..', 'remotes');
  return parsePageManifestList(
    SECTIONS.map((s) => JSON.parse(fs.readFileSync(path.join(root, s.id, 'src', 'page-manifest.json'), 'utf8')) as unknown),
  );
}
