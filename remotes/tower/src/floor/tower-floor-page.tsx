import { useCallback, useRef, useState } from 'react';
import { useTowerListQuery } from '../towers-api';
import { useHydratedMediaQuery } from 'shared-ui/hooks/use-media-query';
import { PageFrame } from 'shared-ui/page/page-frame';
import { WidthSwitch } from 'shared-ui/page/width-switch';
import { QueryView } from 'shared-ui/query/query-view';
import { BREAKPOINTS, MOBILE_NAV_QUERY } from 'shared-ui/styles/breakpoints';
import { useT } from '../messages/catalogue';
import { FloorContent, hasNoContent } from './content/floor-content';
import { FloorSelector } from './selector/floor-selector';
import { useSwipeDrawer } from './selector/use-swipe-drawer';
import { useFloorSelection } from './use-floor-selection';
import styles from './tower-floor-page.module.css';

const SELECTOR_ID = 'floor-selector';

/** One floor of the Scarlet Devil Tower: the floor selector beside the floor content. */
export default function TowerFloorPage() {
  const t = useT();
  const list = useTowerListQuery();
  const { floor, maxFloor, choices, select } = useFloorSelection(list.data);
  // null until the width is known (a page rendered on the server): CSS lays the selector out then.
  const drawer = useHydratedMediaQuery(MOBILE_NAV_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const setOpen = useCallback((open: boolean) => setDrawerOpen(open), []);
  const swipe = useSwipeDrawer(setOpen);
  const drawerButton = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    // Focus must not stay inside the panel that is becoming inert.
    if (document.getElementById(SELECTOR_ID)?.contains(document.activeElement)) drawerButton.current?.focus();
  }, []);

  const listStatus = (
    <QueryView result={list} nullText={t('floor.listNull')} skeletonHeight={320} isEmpty={hasNoContent} label={t('floor.loadingList')}>
      {(data) => (data.content.length ? null : <p>{t('floor.noneReleased')}</p>)}
    </QueryView>
  );

  return (
    <PageFrame
      title={t('floor.title', { floor })}
      pageTitle={t('floor.pageTitle', { floor })}
      actions={
        <WidthSwitch
          below={BREAKPOINTS.mobileNav}
          narrow={
            <button
              ref={drawerButton}
              type="button"
              className={styles.drawerButton}
              aria-expanded={drawerOpen}
              aria-controls={SELECTOR_ID}
              onClick={() => setDrawerOpen((open) => !open)}
            >
              {t('floor.floors')}
            </button>
          }
          wide={null}
        />
      }
    >
      <div className={styles.tower} {...swipe}>
        <FloorSelector
          id={SELECTOR_ID}
          floor={floor}
          maxFloor={maxFloor}
          choices={choices}
          status={listStatus}
          select={select}
          drawer={drawer}
          open={drawerOpen}
          onClose={closeDrawer}
        />
        {drawer && drawerOpen ? <div className={styles.scrim} onClick={closeDrawer} aria-hidden="true" /> : null}
        {/* A failed or empty list cannot clamp: the floor asked for is shown as it is. */}
        {/* In the drawer layout the list's state (a slow answer, with Retry) is out of sight: the content area shows it. */}
        <FloorContent
          floor={floor}
          maxFloor={list.isError || (list.data?.content == null && !list.isFetching && list.isSuccess) ? floor : maxFloor}
          whileListLoads={drawer && list.data === undefined ? listStatus : undefined}
        />
      </div>
    </PageFrame>
  );
}
