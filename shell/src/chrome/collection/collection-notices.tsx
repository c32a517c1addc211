import { lazy, Suspense } from 'react';
import {
  selectCollectionProblem,
  selectExportReminderDue,
  selectSharedProblem,
  selectSharedView,
} from 'shared-domain/collection/collection-slice';
import { useAppSelector } from 'shared-ui/hooks/store-hooks';

// Most visits have no notice to show: its code loads only when one is due, not with every first page.
const CollectionNotice = lazy(() => import('./collection-notice').then((m) => ({ default: m.CollectionNotice })));

/** The collection's notices, loaded once there is one (a storage problem, a shared collection, the export reminder). */
export function CollectionNotices() {
  const wanted = useAppSelector(
    (s) =>
      selectCollectionProblem(s) !== null || selectSharedView(s) !== null || selectSharedProblem(s) !== null || selectExportReminderDue(s),
  );
  return wanted ? (
    <Suspense fallback={null}>
      <CollectionNotice />
    </Suspense>
  ) : null;
}
