import { notYetOut } from './not-yet-out';

// A unit written as JP-only and 'upcoming', with a global debut of 2026-11-24 03:00 UTC.
const dated = {
  id: 60072,
  status: 'upcoming',
  announced: true,
  released: false,
  jpReleased: true,
  jp: true,
  debut: '2026-11-24T03:00:00Z',
} as const;
// JP-only with no global date.
const undated = { id: 10043, status: 'not-available', announced: false, released: false, jpReleased: true, jp: true, debut: null } as const;

describe('notYetOut', () => {
  it('keeps both before the debut', () => {
    expect(notYetOut([dated, undated], Date.parse('2026-11-24T02:59:00Z')).map((u) => u.id)).toEqual([60072, 10043]);
  });

  it('drops the dated unit once its debut has passed', () => {
    expect(notYetOut([dated, undated], Date.parse('2026-11-24T03:01:00Z')).map((u) => u.id)).toEqual([10043]);
  });
});
