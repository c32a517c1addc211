import { parseRemotesManifest } from './remotes-manifest';
import { sectionForPath } from 'shared-domain/federation/sections';

describe('parseRemotesManifest', () => {
  it('takes each section entry and names the container', () => {
    const { remotes, errors } = parseRemotesManifest({
      characters: { entry: 'http://a/mf-manifest.json' },
      'story-cards': { entry: 'http://b/mf-manifest.json' },
      prayers: { entry: '' },
      tower: 'nope',
    });
    expect(remotes.characters).toEqual({ name: 'characters', entry: 'http://a/mf-manifest.json' });
    expect(remotes['story-cards']).toEqual({ name: 'story_cards', entry: 'http://b/mf-manifest.json' });
    expect(remotes.prayers).toBeUndefined();
    expect(errors).toEqual([
      'remotes.json has no entry for prayers',
      'remotes.json has no entry for tower',
      'remotes.json has no entry for update-log',
    ]);
  });

  it.each([null, 3, 'x', []])('reports a manifest that is not an object (%p)', (raw) => {
    expect(parseRemotesManifest(raw).errors.length).toBeGreaterThan(0);
  });
});

describe('sectionForPath', () => {
  it.each([
    ['/characters', 'characters'],
    ['/characters/release-order', 'characters'],
    ['/stages/scarlet-devil-tower', 'tower'],
    ['/story-cards/illustrators', 'story-cards'],
    ['/update-log', 'update-log'],
    ['/prayers/info/3', 'prayers'],
    ['/', null],
    ['/settings', null],
    ['/charactersx', null],
  ])('%s -> %p', (path, id) => {
    expect(sectionForPath(path)?.id ?? null).toBe(id);
  });
});
