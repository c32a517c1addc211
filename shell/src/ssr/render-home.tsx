import { renderToString } from 'react-dom/server';
// The server bundle has its own router (no federation here): StaticRouter is not on the shared surface.
import { StaticRouter } from 'react-router';
import type { HomeResponse } from 'shared-domain/schemas/api/general';
import { loadSettings } from 'shared-domain/settings/settings-storage';
import { createAppStore } from 'shared-domain/store/app-store';
import { setServerRenderedAt } from 'shared-domain/time/clock';
import { createPageHeadCollector, PageHeadContext, type PageHead } from 'shared-ui/hooks/use-page-title';
import { AppTree } from '../app-tree';
import { createPageChanges } from '../chrome/deploy/page-changes';
import { setServerHome } from '../pages/home/inlined-home';

/**
 * The home page as HTML, rendered on the shell's server from the same payload the page carries
 * (shell/server/home-ssr.ts), with the default settings, at time `now`. The browser hydrates it.
 */
export function renderHome(payload: HomeResponse, now: number): string {
  return renderHomePage(payload, now).html;
}

/** The same, with the head (title) the page set while it rendered: what the server's HTML carries. */
export function renderHomePage(payload: HomeResponse, now: number): { html: string; head: PageHead } {
  setServerHome(payload);
  setServerRenderedAt(now);
  try {
    const store = createAppStore({ settings: loadSettings(null).settings });
    const head = createPageHeadCollector();
    const html = renderToString(
      <PageHeadContext.Provider value={head}>
        <AppTree store={store} pages={createPageChanges('/')} router={(children) => <StaticRouter location="/">{children}</StaticRouter>} />
      </PageHeadContext.Provider>,
    );
    return { html, head: head.head() };
  } finally {
    setServerHome(null);
  }
}
