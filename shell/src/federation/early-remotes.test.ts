import { SECTIONS } from 'shared-domain/federation/sections';
import { landingSectionId } from './early-remotes';

describe('landingSectionId', () => {
  const ids = SECTIONS.map((s) => s.id);
  it.each(SECTIONS.map((s) => [s.basePath, s.id]))('agrees with SECTIONS: %s -> %s', (basePath, id) => {
    expect(landingSectionId(`${basePath}/anything`, ids)).toBe(id);
    expect(landingSectionId(basePath, ids)).toBe(id);
  });
  it.each(['/', '/settings', '/tower', '/chara'])('has no head start for %s', (path) => {
    expect(landingSectionId(path, ids)).toBeUndefined();
  });
});
