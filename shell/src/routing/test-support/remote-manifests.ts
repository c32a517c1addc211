import fs from 'node:fs';
import path from 'node:path';
import { parsePageManifestList, type PageManifest } from 'shared-domain/federation/page-manifest';

const REMOTES = path.join(__dirname, '..', '..', '..', '..', 'remotes');

/**
 * Every remote's page manifest as its build publishes it (read as files: the shell imports no
 * remote), one per folder of remotes/; one the shell would refuse is left out, as the shell does.
 */
export function remoteManifests(): PageManifest[] {
  const files = fs
    .readdirSync(REMOTES)
    .sort()
    .map((remote) => path.join(REMOTES, remote, 'src', 'page-manifest.json'))
    .filter((file) => fs.existsSync(file));
  return parsePageManifestList(files.map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as unknown));
}

/** How many remotes there are: a manifest the shell refuses makes `remoteManifests()` shorter than this. */
export const remoteCount = (): number =>
  fs.readdirSync(REMOTES).filter((remote) => fs.existsSync(path.join(REMOTES, remote, 'package.json'))).length;
