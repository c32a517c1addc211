/** @jest-environment node */
import { declaredSearchDocuments } from 'shared-ui/dev/declared-search-documents';
import { searchDocuments } from './search-documents';

const declared = declaredSearchDocuments(searchDocuments);
const byId = declared.byId;

describe('the prayers’ search documents', () => {
  it('declares every prayer by name and number', () => {
    expect(declared.all()).toHaveLength(640);
    expect(byId('prayers:1')).toEqual({
      id: 'prayers:1',
      group: 'prayers',
      title: 'Standard Prayer',
      subtitle: '#1 · 2021-05-11 – 2027-12-31',
      names: ['Standard Prayer', 'prayer 1', '#1'],
      keywords: ['standard prayer'],
      url: '/prayers/info/1',
    });
  });

  it('marks a prayer that has not started at the time', () => {
    const future = declared.all().filter((d) => d.spoiler);
    expect(future.length).toBeGreaterThan(0);
    expect(byId('prayers:1')?.spoiler).toBeUndefined();
  });
});
