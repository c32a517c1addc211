/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import type { SearchDocument } from 'shared-domain/federation/search-document';
import { testApp, TEST_NOW } from 'shared-ui/dev/real-api';
import { searchDocuments } from './search-documents';

let api: Awaited<ReturnType<typeof testApp>>['app'];
let documents: SearchDocument[] = [];
const byId = (id: string) => documents.find((d) => d.id === id);

beforeAll(async () => {
  api = (await testApp(TEST_NOW)).app;
  await api.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  documents = await searchDocuments(async (path) => (await fetch(new URL(path, base))).text(), TEST_NOW);
}, 60_000);
afterAll(() => api.close());

describe('the prayers’ search documents', () => {
  it('declares every prayer by name and number', () => {
    expect(documents).toHaveLength(640);
    expect(byId('prayers:1')).toEqual({
      id: 'prayers:1',
      group: 'prayers',
      title: 'Standard Prayer',
      subtitle: '#1 · 2021-05-11 to 2027-12-31',
      names: ['Standard Prayer', 'prayer 1', '#1'],
      keywords: ['standard prayer'],
      url: '/prayers/info/1',
    });
  });

  it('marks a prayer that has not started at the time', () => {
    const future = documents.filter((d) => d.spoiler);
    expect(future.length).toBeGreaterThan(0);
    expect(byId('prayers:1')?.spoiler).toBeUndefined();
  });
});
