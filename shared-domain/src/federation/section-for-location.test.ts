import { sectionForLocation } from './section-for-location';
import { SECTIONS } from './sections';

describe('sectionForLocation', () => {
  it.each(SECTIONS.map((s) => [s.basePath, s.id]))('finds the section of %s and its subpaths', (basePath, id) => {
    expect(sectionForLocation({ pathname: basePath, search: '' })?.id).toBe(id);
    expect(sectionForLocation({ pathname: `${basePath}/anything`, search: '?x=1' })?.id).toBe(id);
  });
  it.each([
    ['/prayer-list', 'prayers'],
    ['/forever-prayer', 'prayers'],
  ])('resolves the alias %s to %s', (pathname, id) => {
    expect(sectionForLocation({ pathname, search: '' })?.id).toBe(id);
  });
  it.each(['/', '/settings', '/menu', '/nowhere'])('has no section for the shell path %s', (pathname) => {
    expect(sectionForLocation({ pathname, search: '' })).toBeNull();
  });
});
