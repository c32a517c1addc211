import { everythingOwned } from './collection-seed';

describe('the seeded collection', () => {
  it('owns every unit with its rebirth and every card at limit break 4, as the site stores a collection', () => {
    expect(everythingOwned([1001, 1002], [7])).toEqual({
      format: 'tlw-tracker-collection',
      version: 2,
      units: { '1001': { fr: true }, '1002': { fr: true } },
      cards: { '7': 4 },
      changesSinceExport: 0,
    });
  });
});
