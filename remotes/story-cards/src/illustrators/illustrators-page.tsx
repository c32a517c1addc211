import { useCallback, useMemo, useState } from 'react';
import type { IllustratorResponse } from 'shared-domain/schemas/api/story-cards';
import { selectJpContent } from 'shared-domain/settings/settings-slice';
import { listIllustrators, sortIllustrators, type ListedIllustrator } from './illustrators';
import { useIllustratorsQuery } from '../story-cards-api';
import { useAppSelector } from 'shared-ui/hooks/store-hooks';
import { ProgressiveList } from 'shared-ui/lists/progressive-list';
import { PageFrame } from 'shared-ui/page/page-frame';
import { QueryView } from 'shared-ui/query/query-view';
import { JpContentToggle } from 'shared-ui/spoilers/jp-content-toggle';
import { useReleaseClock } from '../story-card-list/use-release-clock';
import { useT } from '../messages/catalogue';
import { ILLUSTRATORS_TITLE } from '../story-card-pages';
import { IllustratorEntry } from './illustrator-entry';
import { SortBar } from './sort-bar';
import { ARTIST_SORTS, CARD_SORTS, nextSort, type ArtistSortKey, type CardSortKey, type SortState } from './sort-state';
import { useCountUp } from './use-count-up';
import styles from './illustrators-page.module.css';

const getKey = (x: ListedIllustrator) => x.artist.id;
const renderEntry = (x: ListedIllustrator) => <IllustratorEntry entry={x} />;

function IllustratorCount({ count }: { count: number }) {
  const t = useT();
  const shown = useCountUp(count);
  // The counting number leads the sentence in both languages; its words follow the final count.
  return (
    <p className={styles.count}>
      <span aria-hidden="true">
        <strong className={styles.countNumber}>{shown}</strong>
        {t('illustrators.countAfterNumber', { count })}
      </span>
      <span className={styles.srOnly}>{t('illustrators.count', { count })}</span>
    </p>
  );
}

function Illustrators({ data }: { data: IllustratorResponse }) {
  const t = useT();
  const jpContent = useAppSelector(selectJpContent);
  const [artistSort, setArtistSort] = useState<SortState<ArtistSortKey>>({ key: 'alphabet', direction: 'asc' });
  const [cardSort, setCardSort] = useState<SortState<CardSortKey>>({ key: 'alphabet', direction: 'asc' });
  const transitions = useMemo(
    () => [...new Set(data.content.flatMap((a) => a.storyCards.map((c) => Date.parse(c.releaseDate))))].sort((a, b) => a - b),
    [data.content],
  );
  const now = useReleaseClock(transitions);
  const listed = useMemo(() => listIllustrators(data.content, { now, jpContent }), [data.content, now, jpContent]);
  const sorted = useMemo(() => sortIllustrators(listed, artistSort, cardSort), [listed, artistSort, cardSort]);
  // A new sort starts the reveal at 10 again.
  const resetKey = `${artistSort.key}:${artistSort.direction}/${cardSort.key}:${cardSort.direction}`;
  const onArtistSort = useCallback((key: ArtistSortKey) => setArtistSort((s) => nextSort(s, key)), []);
  const onCardSort = useCallback((key: CardSortKey) => setCardSort((s) => nextSort(s, key)), []);
  return (
    <>
      <IllustratorCount count={listed.length} />
      <div className={styles.sortBars}>
        <SortBar label={t('illustrators.artistSort')} options={ARTIST_SORTS} value={artistSort} onSelect={onArtistSort} />
        <SortBar label={t('illustrators.cardSort')} options={CARD_SORTS} value={cardSort} onSelect={onCardSort} />
      </div>
      <ProgressiveList
        items={sorted}
        getKey={getKey}
        renderItem={renderEntry}
        resetKey={resetKey}
        estimateRowHeight={260}
        emptyFooter={t('illustrators.footerNone')}
        aria-label={t('illustrators.listLabel')}
      />
    </>
  );
}

/** /story-cards/illustrators: who drew the story cards, with their cards (issue 10 item 9). */
export default function IllustratorsPage() {
  const t = useT();
  const result = useIllustratorsQuery();
  return (
    <PageFrame title={t(ILLUSTRATORS_TITLE)} actions={<JpContentToggle label={t('story-card-list.showUnreleased')} />}>
      <p className={styles.warning} role="note">
        {t('illustrators.warning')}
      </p>
      <QueryView
        result={result}
        nullText={t('story-card-list.dataNull')}
        skeletonHeight={1200}
        isEmpty={(data) => !Array.isArray(data.content)}
        label={t('illustrators.loading')}
      >
        {(data) => <Illustrators data={data} />}
      </QueryView>
    </PageFrame>
  );
}
