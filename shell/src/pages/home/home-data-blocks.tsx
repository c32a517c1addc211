import { Suspense, type ReactNode } from 'react';
import type { Collectable, HomeResponse } from 'shared-domain/schemas/api/general';
import { QueryView } from 'shared-ui/query/query-view';
import { hydrateApart } from 'shared-ui/page/hydrate-apart';
import { CharacterCounts, StoryCardCounts } from './home-counters';
import { MaintenanceTimer } from './home-maintenance';
import { HomePrayers } from './home-prayers';
import { UpcomingCharacters } from './home-upcoming';
import { UpdateSummary } from './home-updates';
import { useHomeData } from './use-home-data';
import { useT } from '../../messages/catalogue';
import styles from './home.module.css';

/** One block of the home grid; home.module.css places it by its `data-home-block` id. */
function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.block} aria-labelledby={`home-${id}`} data-home-block={id}>
      <h2 id={`home-${id}`} className={styles.blockTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

// Each block's content hydrates on its own: a tap before the page has hydrated the home's data
// hydrates what it lands in at once, not every block with it. Their props are parts of one answer,
// which keeps its identity until new data comes. The upcoming characters hydrate with the grid.
const MaintenanceApart = hydrateApart(MaintenanceTimer);
const CharacterCountsApart = hydrateApart(CharacterCounts);
const StoryCardCountsApart = hydrateApart(StoryCardCounts);
const PrayersApart = hydrateApart(HomePrayers);
const UpdateApart = hydrateApart(UpdateSummary);

/**
 * Every block fed by /api/general/home; one error (with Retry) stands for all of them. `after`
 * draws what follows the grid with the ids the collection summary counts (undefined while the
 * answer loads, null without them).
 */
export function HomeDataBlocks({
  before,
  after,
}: {
  before?: ReactNode;
  after?: (collectable: Collectable | null | undefined) => ReactNode;
}) {
  const t = useT();
  const { state, live, seed, report, LiveHomeData } = useHomeData();
  const collectable = state.data ? (state.data.collectable ?? null) : state.isError ? null : undefined;
  return (
    <>
      {live ? (
        <Suspense fallback={null}>
          <LiveHomeData seed={seed} report={report} />
        </Suspense>
      ) : null}
      <div className={styles.grid} data-home-grid="">
        {before}
        <div className={styles.dataArea}>
          <QueryView result={state} nullText={t('home.dataIsNull')} skeletonHeight={1400}>
            {(data: HomeResponse) => (
              <>
                <Block id="maintenance" title={t('home.maintenance')}>
                  <MaintenanceApart records={data.maintenanceData} />
                </Block>
                <Block id="character-counts" title={t('home.playableCharacters')}>
                  <CharacterCountsApart counter={data.counter} />
                </Block>
                <Block id="story-card-counts" title={t('home.storyCards')}>
                  <StoryCardCountsApart counts={data.storyCard} />
                </Block>
                <Block id="upcoming-characters" title={t('home.upcomingCharacters')}>
                  <UpcomingCharacters units={data.upcoming} />
                </Block>
                <Block id="prayers" title={t('home.prayers')}>
                  <PrayersApart prayers={data.prayers} />
                </Block>
                <Block id="latest-updates" title={t('home.latestUpdates')}>
                  <UpdateApart entry={data.lastContent.latest} kind="latest" />
                </Block>
                <Block id="latest-minor-update" title={t('home.latestMinorUpdate')}>
                  <UpdateApart entry={data.lastContent.minor} kind="minor" />
                </Block>
              </>
            )}
          </QueryView>
        </div>
      </div>
      {after?.(collectable)}
    </>
  );
}
