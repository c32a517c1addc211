import { act } from '@testing-library/react';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { sectionRouteTree } from 'shared-ui/dev/section-route-tree';
import { catalogue as sharedCatalogue } from 'shared-ui/messages/catalogue';
import prayersRoutes from '../../routes';
import { catalogue } from '../catalogue';

/** This section's Japanese words and shared-ui's, loaded first as the shell loads them before a Japanese page renders. */
export const loadJapanese = () => Promise.all([catalogue.load('ja'), sharedCatalogue.load('ja')]);

/**
 * The section's routes at a URL on a Japanese page (the shell provides the language from the URL's
 * /ja prefix), mounted in an awaited act so a page's lazy chunk is in before the test reads it.
 */
export async function mountInJapanese(url: string, options?: Parameters<typeof renderRoutes>[2]) {
  let view: ReturnType<typeof renderRoutes> | undefined;
  await act(async () => {
    view = renderRoutes(sectionRouteTree(prayersRoutes, <p>outside the section</p>), url, { ...options, locale: 'ja' });
  });
  return view!;
}
