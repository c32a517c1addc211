import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../server/app-context';
import { fixed } from '../server/response-cache';
import { illustratorView, storyCardListView } from '../views/story-card-views';
import { serveGet } from './serve';

export const registerStoryCardRoutes = (app: FastifyInstance, { content, cache, rawWrites }: AppContext): void => {
  serveGet(app, rawWrites, '/api/story-cards/get-list', () => cache.get('story-cards:list', () => fixed(storyCardListView(content))));
  serveGet(app, rawWrites, '/api/story-cards/get-illust', () => cache.get('story-cards:illust', () => fixed(illustratorView(content))));
};
