import { Suspense, useCallback, useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { StoryCardListResponse } from 'shared-domain/schemas/api/story-cards';
import { selectJpContent } from 'shared-domain/settings/settings-slice';
import { releaseState } from './card-release';
import { emptyCriteria, hasCriteria } from './story-card-criteria';
import { csvFileName, storyCardCsv } from './story-card-csv';
import type { IndexedCard } from './story-card-index';
import { storyCardQueryEntries } from './story-card-query';
import { useStoryCardListQuery } from '../story-cards-api';
import { Button } from 'shared-ui/controls/button';
import { useModalLayer } from 'shared-ui/hooks/use-modal-layer';
import { useIdlePreload } from 'shared-ui/hooks/use-idle-preload';
import { useSearchShortcuts } from 'shared-ui/hooks/use-search-shortcuts';
import { useOpenOnceLoaded } from './use-open-once-loaded';
import { useAppSelector } from 'shared-ui/hooks/store-hooks';
import { useTitleOver } from 'shared-ui/hooks/use-page-title';
import { ProgressiveList, type ProgressiveListProps } from 'shared-ui/lists/progressive-list';
import { hydrateApart } from 'shared-ui/page/hydrate-apart';
import { lazyComponent } from 'shared-ui/page/lazy-page';
import { PageFrame } from 'shared-ui/page/page-frame';
import { QueryView } from 'shared-ui/query/query-view';
import { JpContentToggle } from 'shared-ui/spoilers/jp-content-toggle';
import { DateText } from 'shared-ui/time/date-text';
import { useT, type MessageKey } from '../messages/catalogue';
import type { Translate } from 'shared-ui/i18n/catalogue';
import { ILLUSTRATORS_TITLE, STORY_CARD_LIST_TITLE } from '../story-card-pages';
import { downloadCsv } from './download-csv';
import { SearchBar } from './search-bar';
import { StoryCardItem } from './story-card-item';
import { SEARCH_MODAL_ID, useSearchModal } from './use-search-modal';
import { useStoryCardCriteria } from './use-story-card-criteria';
import { useStoryCardData, useStoryCardResults } from './use-story-card-search';
import { featuredNameOf, storyCardSearchTitle, storyCardSearchWords } from './story-card-search-title';
import styles from './story-card-list-page.module.css';
import { QueryProblems } from 'shared-ui/search/query-problems';
import { useShownCollection } from 'shared-ui/hooks/use-collection';
import { ChoiceGroup } from 'shared-ui/controls/choice-group';
import { OwnedCardCountsView } from './owned-card-counts';
import { filterOwnedCards, ownedCardCounts } from './owned-cards';
import type { OwnedFilter } from './story-card-criteria';

const getKey = (item: IndexedCard) => item.card.id;

// The cards hydrate on their own, after the search bar, counts and filters above them: a key typed
// or a tap there before the page has hydrated hydrates those at once, not every card with them.
const CardList = hydrateApart<ProgressiveListProps<IndexedCard>>(ProgressiveList);

const OWNED_OPTIONS = [
  { value: 'all', label: 'story-card-list.ownedAll' },
  { value: 'yes', label: 'story-card-list.owned' },
  { value: 'no', label: 'story-card-list.missing' },
] as const satisfies ReadonlyArray<{ value: string; label: MessageKey }>;
type OwnedOption = (typeof OWNED_OPTIONS)[number]['value'];

/**
 * The line above the list: 'No story card found', 'Showing all N story cards', 'Showing X of N
 * story cards' (the spec's words; '1 of N story card' in the singular).
 */
function countLine(t: Translate<MessageKey>, shown: number, total: number): string {
  if (!(shown > 0)) return t('story-card-list.countNone');
  if (shown >= total) return t('story-card-list.countAll', { total });
  return t('story-card-list.countSome', { shown, total });
}

// The modal and its comboboxes (downshift) are a third of the page's code and only a click shows
// them: they download at the first idle moment after the list (or on that click, with save-data).
const AdvancedSearch = lazyComponent(async () => ({ default: (await import('./advanced-search')).AdvancedSearch }));

function StoryCardList({ data }: { data: StoryCardListResponse }) {
  const t = useT();
  const jpContent = useAppSelector(selectJpContent);
  // New data (a refetch) is indexed while the list keeps showing the data it has (a deferred value
  // that suspends leaves the shown one on screen).
  const { index, options, tagName, transitions } = useStoryCardData(useDeferredValue(data));
  const { criteria, problems, update } = useStoryCardCriteria(options);
  const { results, total, now, resultsCriteria } = useStoryCardResults(index, transitions, criteria, jpContent);
  const search = useSearchModal();
  const openSearch = useOpenOnceLoaded(search.open, AdvancedSearch.load);
  // The query in words and the count name the document, as a link's preview says (server/page-server.ts).
  const searchTitle = useMemo(() => {
    const words = storyCardSearchWords(
      resultsCriteria,
      featuredNameOf(index, data.chips, (card) => jpContent || card.releaseMs <= now),
      t,
    );
    return words && storyCardSearchTitle(t, words, results.length);
  }, [resultsCriteria, index, data.chips, jpContent, now, results.length, t]);
  useTitleOver('query', searchTitle);
  // Deferred: the collection arrives after the page has loaded, and the list's counts and owned
  // filter then follow in a render that yields, not in the store update's one long task.
  const collection = useDeferredValue(useShownCollection());
  const cards = useMemo(() => results.map((r) => r.card), [results]);
  // Counts are of the cards the search selects; the owned filter then hides cards, not counts.
  const counts = useMemo(() => ownedCardCounts(cards, collection), [cards, collection]);
  const shown = useMemo(() => filterOwnedCards(results, collection, resultsCriteria.owned), [results, collection, resultsCriteria.owned]);
  const setOwned = useCallback((owned: OwnedFilter) => update((c) => ({ ...c, owned })), [update]);
  useIdlePreload(AdvancedSearch.load);
  const problemTexts = useMemo(() => problems.map((p) => t(p.key, p.values)), [problems, t]);
  const ownedOptions = useMemo(() => OWNED_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) })), [t]);

  const renderItem = useCallback(
    (item: IndexedCard) => <StoryCardItem card={item.card} state={releaseState(item, now)} tagName={tagName} />,
    [now, tagName],
  );
  const setName = useCallback((name: string) => update((c) => ({ ...c, name })), [update]);
  const clear = useCallback(() => update(() => emptyCriteria()), [update]);
  const exportCsv = () => {
    downloadCsv(
      csvFileName(storyCardQueryEntries(criteria)),
      storyCardCsv(
        shown.map((r) => r.card),
        { now, tagName },
      ),
    );
  };
  // New results start the reveal at 10 again. Keyed by the criteria the results come from (deferred),
  // so a keystroke's urgent render leaves the list alone: it changes once, with its new results.
  const resetKey = useMemo(() => storyCardQueryEntries(resultsCriteria).join('&'), [resultsCriteria]);

  return (
    <>
      <section className={styles.lastUpdate} aria-label={t('story-card-list.lastUpdate')}>
        {t('story-card-list.lastUpdated')} <DateText value={data.lastUpdate} format="long" />
      </section>
      <SearchBar
        name={criteria.name}
        onName={setName}
        onAdvanced={openSearch}
        onClear={clear}
        canClear={hasCriteria(criteria)}
        onExport={exportCsv}
        canExport={shown.length > 0}
      />
      <QueryProblems problems={problemTexts} />
      <p className={styles.countLine} aria-live="polite" data-testid="count-line">
        {countLine(t, shown.length, total)}
      </p>
      <div className={styles.collectionBar}>
        <OwnedCardCountsView counts={counts} known={collection !== null} cards={cards} />
        <ChoiceGroup<OwnedOption>
          legend={t('story-card-list.myCollection')}
          value={criteria.owned ?? 'all'}
          options={ownedOptions}
          onChange={(value) => setOwned(value === 'all' ? null : value)}
        />
      </div>
      <CardList
        items={shown}
        getKey={getKey}
        renderItem={renderItem}
        resetKey={resetKey}
        layout="grid"
        minItemWidth={320}
        gap={12}
        estimateRowHeight={440}
        emptyFooter={t('story-card-list.footerNone')}
        aria-label={t('story-card-list.listLabel')}
        className={styles.cards}
      />
      <Suspense fallback={null}>
        {search.isOpen ? (
          <AdvancedSearch
            onClose={search.close}
            criteria={criteria}
            update={update}
            chips={data.chips}
            options={options}
            tagName={tagName}
          />
        ) : null}
      </Suspense>
    </>
  );
}

/** /story-cards: every story card with search, sort/filter slots and a shareable URL (issue 10). */
export default function StoryCardListPage() {
  const t = useT();
  const result = useStoryCardListQuery();
  // Opens only; the list below (with the modal) keeps the query when it closes.
  const openSearch = useOpenOnceLoaded(useModalLayer(SEARCH_MODAL_ID).open, AdvancedSearch.load);
  useSearchShortcuts(openSearch);
  return (
    <PageFrame
      title={t(STORY_CARD_LIST_TITLE)}
      actions={
        <Button variant="primary" onClick={openSearch} aria-haspopup="dialog">
          {t('story-card-list.search')}
        </Button>
      }
    >
      <div className={styles.toolbar}>
        {/* Unreleased (future-dated) cards are spoilers, hidden unless JP content is on. */}
        <JpContentToggle label={t('story-card-list.showUnreleased')} />
        <Link to="illustrators" className={styles.mobileOnly}>
          {t(ILLUSTRATORS_TITLE)}
        </Link>
      </div>
      <QueryView
        result={result}
        nullText={t('story-card-list.dataNull')}
        skeletonHeight={1200}
        isEmpty={(data) => !Array.isArray(data.content)}
        label={t('story-card-list.loading')}
      >
        {(data) => (
          // While the list's index is built (in steps, see useStoryCardData): a server-rendered page
          // keeps its HTML here, and the rest of the page hydrates meanwhile.
          <Suspense fallback={<div role="status" aria-busy="true" aria-label={t('story-card-list.loading')} style={{ minHeight: 1200 }} />}>
            <StoryCardList data={data} />
          </Suspense>
        )}
      </QueryView>
    </PageFrame>
  );
}
