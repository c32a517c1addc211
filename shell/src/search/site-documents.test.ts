import { catalogue } from '../messages/catalogue';
import { shellDocuments, SHELL_DOCUMENTS } from './site-documents';

describe("the shell's search documents", () => {
  beforeAll(() => catalogue.load('ja'));

  it('in English are the ones the index has today', () => {
    expect(shellDocuments(catalogue.in('en'))).toEqual(SHELL_DOCUMENTS);
  });

  it('in Japanese are titled in Japanese and still found by their English names', () => {
    const documents = shellDocuments(catalogue.in('ja'), catalogue.in('en'));
    expect(documents.map((d) => d.id)).toEqual(SHELL_DOCUMENTS.map((d) => d.id));
    const byId = new Map(documents.map((d) => [d.id, d]));
    expect(byId.get('pages:/menu')).toMatchObject({ title: 'メニュー', names: ['メニュー', 'Menu', 'Site map'], url: '/menu' });
    expect(byId.get('settings:utc')).toMatchObject({
      title: '時刻をUTCで表示',
      subtitle: '設定項目',
      names: ['時刻をUTCで表示', 'Show times in UTC'],
    });
  });
});
