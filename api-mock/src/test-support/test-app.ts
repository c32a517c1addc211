import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { contentOf, DEFAULT_CONTENT_DIR, listsOf, loadContent, type Content, type ContentLists } from '../content/load-content';
import { buildApp } from '../server/build-app';
import { fromSnapshot } from './content-snapshot';

/** A fixed clock so time-derived views (home, upcoming, lastFloor) are the same on every run. */
export const TEST_NOW = Date.parse('2026-03-01T00:00:00Z');

let contentPromise: Promise<Content> | null = null;

const SRC = path.resolve(__dirname, '..');
/** What the loaded content is made from: the files, the code that reads and checks them (zod's version among the lockfile's). */
const contentInputs = (dir: string) => [dir, SRC, path.resolve(SRC, '../../shared-domain/src'), path.resolve(SRC, '../../pnpm-lock.yaml')];

/** The committed content, loaded (and validated) once per test file; read back from the last test file's snapshot while nothing it is made from changed. */
export const testContent = (): Promise<Content> => {
  const dir = path.resolve(process.env.CONTENT_DIR || DEFAULT_CONTENT_DIR);
  contentPromise ??= fromSnapshot({
    name: 'tlw-test-content',
    inputs: contentInputs(dir),
    load: () => loadContent(dir),
    save: listsOf,
    revive: (lists: ContentLists) => contentOf(lists),
  });
  return contentPromise;
};

export const testApp = async (now = TEST_NOW): Promise<{ app: FastifyInstance; content: Content }> => {
  const content = await testContent();
  const app = buildApp({ content, now: () => now });
  await app.ready();
  return { app, content };
};

export const json = <T = unknown>(res: { body: string }): T => JSON.parse(res.body) as T;
