import { act } from '@testing-library/react';
import type { Locale } from 'shared-domain/i18n/locales';
import type { Settings } from 'shared-domain/settings/settings-model';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import charactersRoutes from '../routes';

const sectionRoutes = () => [{ path: '/characters', children: charactersRoutes.routes }];

/** The section's routes under /characters (as the standalone harness nests them), with settings. */
export const mountSection = (url: string, settings: Partial<Settings> = {}) => renderRoutes(sectionRoutes(), url, { settings });

/**
 * The same in a language, as the shell provides it from the URL. Mounted in an awaited act: a
 * language's words not loaded yet (this section's or shared-ui's) are waited for, then the page renders.
 */
export async function mountSectionIn(locale: Locale, url: string, settings: Partial<Settings> = {}) {
  let view: ReturnType<typeof renderRoutes> | undefined;
  await act(async () => {
    view = renderRoutes(sectionRoutes(), url, { settings, locale });
  });
  return view!;
}
