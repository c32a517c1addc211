import { inTaskOfItsOwn, nextTask } from 'shared-ui/scheduling/in-task-of-its-own';
import { startIntlWorker } from './chrome/page/start-intl-worker';
import { warmDateFormatting, warmIntlData } from './chrome/page/warm-date-formatting';
import { preloadLandingRemote, warmFederationRuntime } from './delivery/early-remotes';
import { afterLoad, engagedAndQuiet } from 'shared-ui/hooks/idle-moments';
import { afterNetworkQuiet } from './delivery/network-quiet';
import { registerServiceWorker } from './delivery/register-service-worker';
import { serverRenderedSection } from './delivery/server-rendered';

// On a section's page the browser renders, its remote starts loading at once, beside the shell's
// first render. A page the server rendered lists its remote's files itself (they download once it
// has painted, beside this script); there the runtime starts once React and the app's modules are evaluated (below), so
// its chunk, which reads them, does not evaluate them all in its own task.
const serverRendered = serverRenderedSection() !== null;
if (!serverRendered) void preloadLandingRemote(window.location.href, false);
// While it downloads, a worker loads Intl's data and then the idle main thread builds what the
// page's first dates need (before the worker is done, the main thread would load that data itself).
void warmIntlData(startIntlWorker).then(() => warmDateFormatting());

// The host is runtime-only (no federation plugin), so there is no async boundary to wait for:
// the shell renders from this very chunk. The HTML's loader (shell/src/delivery/page-scripts.cjs) starts this
// script once the page has painted; the app's code runs in tasks of its own after it. Its modules are
// evaluated in several (React's, the store's and the router's, the app's views, the start-up code),
// not in one that would hold a phone's main thread for the whole of it. They are in this chunk all
// the same (eager): no request is added.
inTaskOfItsOwn(() => {
  import(/* webpackMode: "eager" */ 'react-dom/client')
    .then(nextTask)
    // The store's and the router's libraries (all of their exports are shared with the remotes anyway).
    .then(() => import(/* webpackMode: "eager" */ '@reduxjs/toolkit'))
    .then(nextTask)
    .then(() => import(/* webpackMode: "eager" */ './federation/router-surface'))
    .then(nextTask)
    .then(() => import(/* webpackMode: "eager" */ './app-tree'))
    .then(nextTask)
    .then(() => {
      if (serverRendered) void preloadLandingRemote(window.location.href, true);
    })
    .then(() => import(/* webpackMode: "eager" */ './bootstrap'))
    .then(({ startApp }) => startApp())
    .catch(couldNotStart);
});

function couldNotStart(error: unknown) {
  console.error(error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'Sorry, you got an error: the tracker could not start. Please reload the page.';
  document.getElementById('loading-cover')?.classList.add('hidden');
}

// Offline after one visit: the worker registers (and precaches) once the landing page has
// everything it asked for, so its downloads never slow that page down.
void registerServiceWorker({
  production: process.env.NODE_ENV === 'production',
  whenIdle: afterLoad().then(() => afterNetworkQuiet()),
});
// Once the visitor is there, on the home: the federation runtime, for the first section or character opened.
void warmFederationRuntime(engagedAndQuiet());
