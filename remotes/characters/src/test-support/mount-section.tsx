import type { Settings } from 'shared-domain/settings/settings-model';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import charactersRoutes from '../routes';

/** The section's routes under /characters (as the standalone harness nests them), with settings. */
export const mountSection = (url: string, settings: Partial<Settings> = {}) =>
  renderRoutes([{ path: '/characters', children: charactersRoutes.routes }], url, { settings });
