import type { RouteObject } from 'react-router-dom';
import { SECTIONS } from 'shared-domain/federation/sections';
import { NotFoundPage } from 'shared-ui/page/not-found-page';
import { RemoteSection } from '../federation/remote-section';
import { AppLayout } from '../layout/app-layout';
import { AppErrorPage } from '../layout/app-error-page';
import { HomePage } from '../pages/home-page';
import { MenuPage } from '../pages/menu-page';
import { OfflinePage } from '../pages/offline-page';
import { SettingsPage } from '../pages/settings-page';
import { aliasLoader, revalidateOnPathChange } from './alias-loader';

/** The shell's one route table: its own pages, one lazily loaded subtree per remote, then 404. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <AppErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'menu', element: <MenuPage /> },
      { path: 'offline', element: <OfflinePage /> },
      { path: '404', element: <NotFoundPage /> },
      ...SECTIONS.map(
        (section): RouteObject => ({
          path: `${section.basePath}/*`,
          loader: aliasLoader,
          shouldRevalidate: revalidateOnPathChange,
          element: <RemoteSection key={section.id} sectionId={section.id} />,
        }),
      ),
      { path: '*', loader: aliasLoader, shouldRevalidate: revalidateOnPathChange, element: <NotFoundPage /> },
    ],
  },
];
