import type { FastifyInstance } from 'fastify';

/** The list endpoints a first visit asks for: serialized and compressed before anyone waits on them. */
export const WARM_PATHS = [
  '/api/general/home',
  '/api/general/updates',
  '/api/characters/chronological',
  '/api/prayers/get-list',
  '/api/towers/get-list',
  '/api/towers/get-rewards',
  '/api/story-cards/get-list',
  '/api/story-cards/get-illust',
];

/** Requests each list once per encoding through the app itself, so the cache fills exactly as traffic would. */
export const warmUp = async (app: FastifyInstance): Promise<void> => {
  for (const url of WARM_PATHS) {
    for (const encoding of ['br', 'gzip', 'identity']) {
      await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    }
  }
};
