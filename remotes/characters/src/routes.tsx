import type { RouteObject } from 'react-router-dom';
import type { RemoteRoutesModule } from 'shared-domain/federation/remote-contract';
import { NotFoundPage } from 'shared-ui/page/not-found-page';
import { PageFrame } from 'shared-ui/page/page-frame';

const routes: RouteObject[] = [
  { index: true, element: <PageFrame title="Character Tracker" /> },
  { path: 'conventional-list', element: <PageFrame title="Conventional Order" /> },
  { path: '*', element: <NotFoundPage /> },
];

const charactersRoutes: RemoteRoutesModule<RouteObject> = { contractVersion: 1, section: 'characters', routes };
export default charactersRoutes;
