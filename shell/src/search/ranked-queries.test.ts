/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createSearchEngine } from './search-engine';
import { readIndexFile } from './search-index-file';

// The whole site's documents as the shell's server serves them with JP content on (every remote's,
// from the committed content): `curl -s localhost:8080/search/index-jp.json | gzip -9n >
// shell/src/search/test-support/site-index-jp.json.gz` makes it again after a content change
// (e2e/tests/search.spec.ts fails while it differs from the running site's).
const documents = readIndexFile(
  JSON.parse(gunzipSync(readFileSync(path.join(__dirname, 'test-support/site-index-jp.json.gz'))).toString('utf8')),
)!;
const engine = createSearchEngine(documents);

// Written from the content files (api-mock/content, api-mock/roster), not from the code: the
// result each query must put first. Several units share a name; those give the name.
const QUERIES: Array<[query: string, first: { id: string } | { title: string; group: string }]> = [
  ['reimu', { title: 'Reimu Hakurei', group: 'characters' }],
  ['霊夢', { title: 'Reimu Hakurei', group: 'characters' }],
  ['れいむ', { title: 'Reimu Hakurei', group: 'characters' }],
  ['hakurei reimu', { title: 'Reimu Hakurei', group: 'characters' }],
  // Reimu's unit 27001 has the variant code Cf1#; Rumia's 7073 A6&; Kasen's 6025 L80.
  ['cf1# reimu', { id: 'characters:27001' }],
  ['A6& Rumia', { id: 'characters:7073' }],
  ['L80 Kasen', { id: 'characters:6025' }],
  ['lunasa', { title: 'Lunasa Prismriver', group: 'characters' }],
  // aliases.json: Okuu is Utsuho Reiuji, Flan is Flandre, Udonge is Reisen Udongein Inaba.
  ['okuu', { title: 'Utsuho Reiuji', group: 'characters' }],
  ['flan', { title: 'Flandre Scarlet', group: 'characters' }],
  ['udonge', { title: 'Reisen Udongein Inaba', group: 'characters' }],
  // persons.json: 灵梦 is one of Reimu's Chinese names.
  ['灵梦', { title: 'Reimu Hakurei', group: 'characters' }],
  // One edit each: an extra t, a missing a.
  ['remilia scarlett', { title: 'Remilia Scarlet', group: 'characters' }],
  ['marisa kirisme', { title: 'Marisa Kirisame', group: 'characters' }],
  // Four cards have the youkai tag effect (741 Seija's Lullaby, 851 Azure Duel, 922 Quiet Snowfall,
  // 959 Golden Lullaby); at the same rank the shorter name comes first.
  ['killer youkai', { id: 'story-cards:851' }],
  // 85 cards burn or are immune to it; 750 Lonely Sky has the shortest name of them.
  ['burn', { id: 'story-cards:750' }],
  // The one card with a slash bullet and a yin effect: 764 Koishi's Shrine Visit.
  ['slice yin', { id: 'story-cards:764' }],
  ['floor 120', { id: 'floors:120' }],
  ['F120', { id: 'floors:120' }],
  ['120F', { id: 'floors:120' }],
  ['prayer 630', { id: 'prayers:630' }],
  ['#600', { id: 'prayers:600' }],
  ['release order', { id: 'pages:/characters/release-order' }],
  ['settings', { id: 'pages:/settings' }],
  ['dark mode', { id: 'settings:theme' }],
  ['akane hotaru', { id: 'illustrators:akane-hotaru' }],
  // Card 1, Lost Bamboo Forest, has the alias lbf.
  ['lbf', { id: 'story-cards:1' }],
  ['lost bambo forest', { id: 'story-cards:1' }],
  ['ＲＥＩＭＵ', { title: 'Reimu Hakurei', group: 'characters' }],
  ['Kōishi', { title: 'Koishi Komeiji', group: 'characters' }],
  ['レミリア', { title: 'Remilia Scarlet', group: 'characters' }],
];

describe('the 30 ranked queries', () => {
  it('has thirty of them and more', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(QUERIES)('%s finds %j first', (query, first) => {
    const top = engine.search(query, 1)[0]?.document;
    if ('id' in first) expect(top?.id).toBe(first.id);
    else expect({ title: top?.title, group: top?.group }).toEqual(first);
  });
});

describe('bad input', () => {
  it.each([
    ['empty', ''],
    ['blank', '   \t'],
    ['only separators', '()[]{}'],
  ])('%s finds nothing, without an error', (_, query) => {
    expect(engine.search(query)).toEqual([]);
  });

  it.each([
    ['RTL text', 'مرحبا بالعالم'],
    ['emoji', '🎍🌸'],
    ['control characters', '\u0000\u0007\u001b[2J'],
    ['regex-special input', '.*+?^${}()|[]\\'],
    ['a very long query', 'reimu '.repeat(100)],
  ])('%s answers without an error', (_, query) => {
    expect(() => engine.search(query)).not.toThrow();
  });

  it('reads only the first 200 characters of a query', () => {
    expect(engine.search(`${'x'.repeat(200)}reimu`)).toEqual([]);
  });
});
