/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { API_CONTRACT } from 'shared-domain/api/contract/api-contract';
import { remoteManifests } from './test-support/remote-manifests';

/**
 * The shell builds every section's menu lines, titles, aliases and preloads from its remote's page
 * manifest: no section's page path, alias, title or endpoint is written in the shell's own code
 * (its tests may name them). The shell's own places (the footer, the home's blocks) link to the
 * pages a manifest puts there.
 */

const ROOT = path.join(__dirname, '..', '..', '..');
const sources = (dir: string): string[] =>
  fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'test-support' ? [] : sources(rel);
    return /\.(tsx?|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [rel] : [];
  });

const manifests = remoteManifests();
const paths = [
  ...manifests.flatMap((m) => m.pages.flatMap((p) => [p.path.replace(/\/:.*$/, ''), ...p.aliases.map((a) => a.from.replace(/:.*$/, ''))])),
  // Every endpoint but the home's own (the shell renders the home page).
  ...Object.values(API_CONTRACT)
    .flatMap((domain) => Object.values(domain))
    .filter((e) => e !== API_CONTRACT.general.home)
    .map((e) => `/api${e.path.replace(/\/\{.*$/, '')}`),
];
// A page with a parameter titles itself from its data; its placeholder title is no section's name.
const titles = manifests.flatMap((m) => m.pages.filter((p) => !p.path.includes(':')).map((p) => p.title));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A path as a string's start (followed by its end, a sub-path or a query); a title as a whole string.
const PATH = new RegExp(`['"\`](${[...new Set(paths)].map(escape).join('|')})(?=['"\`/?#])`, 'i');
const TITLE = new RegExp(`(['"\`>])(${[...new Set(titles)].map(escape).join('|')})(['"\`<])`);

const offences = (file: string) => {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return [PATH.exec(text)?.[1], TITLE.exec(text)?.[2]].filter((hit): hit is string => hit !== undefined);
};

describe("the shell's own code", () => {
  const files = [...sources('shell/src'), ...sources('shell/server')];

  it('names no section page, alias, title or endpoint (each comes from its remote)', () => {
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => offences(f).map((hit) => `${f}: ${hit}`));
    expect(found).toEqual([]);
  });

  it('would see one: a path, a sub-path with a query, an endpoint, a title', () => {
    for (const probe of [
      "'/prayers'",
      '`/story-cards/illustrators?x=1`',
      '"/api/prayers/get-list"',
      "'/Stage/tower'",
      "'Illustrator Tracker'",
      '>Update Log<',
    ]) {
      expect(PATH.test(probe) || TITLE.test(probe)).toBe(true);
    }
    for (const fine of ["'/prayers-of-mine'", "'/api/general/home'", "'/settings'", "'Prayer'"])
      expect(PATH.test(fine) || TITLE.test(fine)).toBe(false);
  });
});
