import type { UpdateItem } from '../schemas/update-log';
import { isItemVisible, safeHref, truncateLines, visibleItems } from './update-items';

describe('truncateLines', () => {
  it.each([
    [[], 5, [], false],
    [[1, 2, 3, 4, 5], 5, [1, 2, 3, 4, 5], false],
    [[1, 2, 3, 4, 5, 6], 5, [1, 2, 3, 4], true],
    [[1, 2, 3], 2, [1], true],
  ])('%j with maxLine %i keeps %j (more: %s)', (lines, max, items, more) => {
    expect(truncateLines(lines, max)).toEqual({ items, more });
  });
});

const item = (over: Partial<UpdateItem>): UpdateItem => ({
  detail: 'x',
  urls: [],
  spoiler: false,
  revealTime: null,
  subItems: [],
  ...over,
});
const now = Date.parse('2026-11-22T12:00:00Z');

describe('isItemVisible', () => {
  it.each([
    [{ spoiler: false }, false, true],
    [{ spoiler: true, revealTime: '2026-11-22T11:59:59Z' }, false, true],
    [{ spoiler: true, revealTime: '2026-11-22T12:00:00Z' }, false, true],
    [{ spoiler: true, revealTime: '2026-11-22T12:00:01Z' }, false, false],
    [{ spoiler: true, revealTime: '2026-11-22T12:00:01Z' }, true, true],
    [{ spoiler: true, revealTime: null }, false, false],
    [{ spoiler: true, revealTime: null }, true, true],
  ] as const)('%j with JP content %s → %s', (over, jp, visible) => {
    expect(isItemVisible(item(over), now, jp)).toBe(visible);
  });

  it('filters sub-items too', () => {
    const items = [
      item({
        detail: 'a',
        subItems: [item({ detail: 'hidden', spoiler: true, revealTime: '2027-01-01T00:00:00Z' }), item({ detail: 'b' })],
      }),
    ];
    expect(visibleItems(items, now, false)[0]!.subItems.map((s) => s.detail)).toEqual(['b']);
  });
});

describe('safeHref', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com/', 'http://example.com/'],
    ['/characters?id=1001', '/characters?id=1001'],
    ['//evil.example/x', null],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    ['data:text/html,hi', null],
    ['characters', null],
  ])('%s → %s', (url, href) => {
    expect(safeHref(url)).toBe(href);
  });
});
