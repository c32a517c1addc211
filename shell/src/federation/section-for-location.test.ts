import { sectionForLocation } from './section-for-location';
import { SECTIONS } from 'shared-domain/federation/sections';

const ALIASES = [
  { from: '/prayer-list', to: '/prayers', kind: 'exact' as const },
  { from: '/about', to: '/menu', kind: 'exact' as const },
];

describe('sectionForLocation', () => {
  it.each(SECTIONS.map((s) => [s.basePath, s.id]))('finds the section of %s and its subpaths', (basePath, id) => {
    expect(sectionForLocation({ pathname: basePath, search: '' }, [])?.id).toBe(id);
    expect(sectionForLocation({ pathname: `${basePath}/anything`, search: '?x=1' }, [])?.id).toBe(id);
  });
  it('resolves an alias to its section', () => {
    expect(sectionForLocation({ pathname: '/prayer-list', search: '' }, ALIASES)?.id).toBe('prayers');
    expect(sectionForLocation({ pathname: '/prayer-list', search: '' }, [])).toBeNull();
  });
  it.each(['/', '/settings', '/menu', '/about', '/nowhere'])('has no section for the shell path %s', (pathname) => {
    expect(sectionForLocation({ pathname, search: '' }, ALIASES)).toBeNull();
  });
});
