import type { AddressInfo } from 'node:net';
import type { ApiText } from 'shared-domain/federation/page-server';
import type { SearchDocument } from 'shared-domain/federation/search-document';
import { testApp, TEST_NOW } from './real-api';

/** A remote's declaration of its search documents (its server module's `searchDocuments`). */
type Declare = (apiText: ApiText, now: number) => Promise<SearchDocument[]>;

export interface DeclaredDocuments {
  all(): SearchDocument[];
  byId(id: string): SearchDocument | undefined;
}

/**
 * Jest only: the documents `declare` makes from the real API (in this process, at TEST_NOW),
 * made once before the file's tests, as the shell's server asks for them.
 */
export function declaredSearchDocuments(declare: Declare): DeclaredDocuments {
  let api: Awaited<ReturnType<typeof testApp>>['app'] | null = null;
  let documents: SearchDocument[] = [];
  beforeAll(async () => {
    api = (await testApp(TEST_NOW)).app;
    await api.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
    documents = await declare(async (path) => (await fetch(new URL(path, base))).text(), TEST_NOW);
  }, 60_000);
  afterAll(() => api?.close());
  return { all: () => documents, byId: (id) => documents.find((d) => d.id === id) };
}
