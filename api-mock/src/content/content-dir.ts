import path from 'node:path';

/** api-mock/content: the committed content. */
export const DEFAULT_CONTENT_DIR = path.resolve(__dirname, '../../content');

/** The content directory the API and tools use: $CONTENT_DIR if set, else api-mock/content. */
export function resolveContentDir(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.CONTENT_DIR?.trim();
  return fromEnv ? path.resolve(fromEnv) : DEFAULT_CONTENT_DIR;
}

export const CONTENT_DIR = resolveContentDir();
