import type { RouteObject } from 'react-router-dom';
import { defineRemoteRoutes } from 'shared-ui/page/define-remote-routes';
import { lazyPage, pageRoute } from 'shared-ui/page/lazy-page';
import { catalogue } from './messages/catalogue';

// The page is its own chunk, so the exposed module stays a thin table the shell loads quickly;
// it is named by the route path it serves, so the shell's server can preload it with the page.
const UpdateLogPage = lazyPage(() => import(/* webpackChunkName: "page:index" */ './update-log/update-log-page'));

/** Canonical paths only (relative to /update-log): the shell resolves every alias before this. */
const routes: RouteObject[] = [{ index: true, ...pageRoute(UpdateLogPage) }];

// The build id is set at build time; the shell shows it so a redeploy can be seen (and tested).
// The catalogue goes with the routes: the shell loads the page's language before the section renders.
export default defineRemoteRoutes('update-log', routes, process.env.REMOTE_BUILD_ID, catalogue);
