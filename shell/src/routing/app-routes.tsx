import { Route, Routes } from 'react-router-dom';
import { SECTIONS } from 'shared-domain/federation/sections';
import { NotFoundPage } from 'shared-ui/page/not-found-page';
import { RemoteSection } from '../federation/remote-section';
import { AppErrorBoundary } from '../layout/app-error-boundary';
import { AppLayout } from '../layout/app-layout';
import { HomePage } from '../pages/home-page';
import { MenuPage } from '../pages/menu-page';
import { OfflinePage } from '../pages/offline-page';
import { SettingsPage } from '../pages/settings-page';
import { SearchResultsPage } from '../search/search-results-page';
import { AliasRedirect } from './alias-redirect';

/** The shell's one route table: its own pages, one lazily loaded subtree per remote, then 404. */
export function AppRoutes() {
  return (
    <AppErrorBoundary>
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<HomePage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="menu" element={<MenuPage />} />
          <Route path="search" element={<SearchResultsPage />} />
          <Route path="offline" element={<OfflinePage />} />
          <Route path="404" element={<NotFoundPage />} />
          {SECTIONS.map((section) => (
            <Route
              key={section.id}
              path={`${section.basePath}/*`}
              element={
                <AliasRedirect>
                  <RemoteSection key={section.id} sectionId={section.id} />
                </AliasRedirect>
              }
            />
          ))}
          <Route
            path="*"
            element={
              <AliasRedirect>
                <NotFoundPage />
              </AliasRedirect>
            }
          />
        </Route>
      </Routes>
    </AppErrorBoundary>
  );
}
