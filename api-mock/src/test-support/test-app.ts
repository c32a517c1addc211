import type { FastifyInstance } from 'fastify';
import { DEFAULT_CONTENT_DIR, loadContent, type Content } from '../content/load-content';
import { buildApp } from '../server/build-app';

/** A fixed clock so time-derived views (home, upcoming, lastFloor) are the same on every run. */
export const TEST_NOW = Date.parse('2026-03-01T00:00:00Z');

let contentPromise: Promise<Content> | null = null;

/** The committed content, loaded (and validated) once per test file. */
export const testContent = (): Promise<Content> => {
  contentPromise ??= loadContent(process.env.CONTENT_DIR || DEFAULT_CONTENT_DIR);
  return contentPromise;
};

export const testApp = async (now = TEST_NOW): Promise<{ app: FastifyInstance; content: Content }> => {
  const content = await testContent();
  const app = buildApp({ content, now: () => now });
  await app.ready();
  return { app, content };
};

export const json = <T = unknown>(res: { body: string }): T => JSON.parse(res.body) as T;
