import type { RouteObject } from 'react-router-dom';
import { defineRemoteRoutes } from 'shared-ui/page/define-remote-routes';
import { lazyPage, pageRoute } from 'shared-ui/page/lazy-page';
import { catalogue } from './messages/catalogue';

// Every page is its own chunk, so the exposed module stays a thin table the shell loads quickly;
// each chunk is named by the route paths it serves, so the shell's server can preload a landing page's chunk.
const StoryCardListPage = lazyPage(() => import(/* webpackChunkName: "page:index" */ './story-card-list/story-card-list-page'));
const IllustratorsPage = lazyPage(() => import(/* webpackChunkName: "page:illustrators" */ './illustrators/illustrators-page'));

/** Canonical paths only (relative to /story-cards): the shell resolves every alias before this. */
const routes: RouteObject[] = [
  { index: true, ...pageRoute(StoryCardListPage) },
  { path: 'illustrators', ...pageRoute(IllustratorsPage) },
];

// The build id is set at build time; the shell shows it so a redeploy can be seen (and tested). The
// catalogue goes with the routes, so the shell loads the page's language before the section renders.
export default defineRemoteRoutes('story-cards', routes, process.env.REMOTE_BUILD_ID, catalogue);
