import { useState } from 'react';
import { PageFrame } from 'shared-ui/page/page-frame';
import { PendingRegion } from 'shared-ui/page/pending-region';
import { SortBar } from '../sort/sort-bar';
import { ARTIST_SORTS, CARD_SORTS, nextSort, type ArtistSortKey, type CardSortKey, type SortState } from '../sort/sort-state';
import { ILLUSTRATORS_TITLE } from '../story-card-pages';
import styles from './pages.module.css';

export default function IllustratorsPage() {
  const [artistSort, setArtistSort] = useState<SortState<ArtistSortKey>>({ key: 'alphabet', direction: 'asc' });
  const [cardSort, setCardSort] = useState<SortState<CardSortKey>>({ key: 'alphabet', direction: 'asc' });
  return (
    <PageFrame title={ILLUSTRATORS_TITLE}>
      <div className={styles.stack}>
        <PendingRegion label="Illustrator count">How many illustrators contributed story cards.</PendingRegion>
        <p className={styles.warning} role="note">
          Some illustrators may post content unsuitable for some viewers on their social media.
        </p>
        <div className={styles.sortBars}>
          <SortBar label="Artist sort" options={ARTIST_SORTS} value={artistSort} onSelect={(key) => setArtistSort((s) => nextSort(s, key))} />
          <SortBar label="Story Card sort" options={CARD_SORTS} value={cardSort} onSelect={(key) => setCardSort((s) => nextSort(s, key))} />
        </div>
        <PendingRegion label="Illustrators">Each illustrator with their links, card count, earliest date and cards.</PendingRegion>
      </div>
    </PageFrame>
  );
}
