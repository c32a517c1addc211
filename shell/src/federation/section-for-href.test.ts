import { SECTIONS } from 'shared-domain/federation/sections';
import { setPageManifests } from '../routing/site-pages';
import { remoteManifests } from '../routing/test-support/remote-manifests';
import { sectionForHref } from './section-for-href';

// The aliases come from the remotes' page manifests, as published.
beforeAll(() => setPageManifests(remoteManifests()));

const origin = 'http://localhost:8080';

describe('sectionForHref', () => {
  it.each(SECTIONS.map((s) => [s.basePath, s.id]))('finds the section of %s and its subpaths', (basePath, id) => {
    expect(sectionForHref(`${origin}${basePath}`, origin)?.id).toBe(id);
    expect(sectionForHref(`${basePath}/anything?x=1#y`, origin)?.id).toBe(id);
  });
  it.each([
    ['/prayer-list', 'prayers'],
    ['/forever-prayer', 'prayers'],
    ['/prayers/info/fp-3', 'prayers'],
  ])('resolves the alias %s to %s', (path, id) => {
    expect(sectionForHref(path, origin)?.id).toBe(id);
  });
  it.each(['/', '/settings', '/menu', '/nowhere', 'https://example.com/characters', 'http://[bad'])('has no section for %s', (href) => {
    expect(sectionForHref(href, origin)).toBeNull();
  });
});
