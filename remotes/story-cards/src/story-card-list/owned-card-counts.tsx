import { memo } from 'react';
import { idRanges } from 'shared-domain/collection/id-ranges';
import type { StoryCardRarity, StoryCardType } from 'shared-domain/constants/story-card-kinds';
import { OwnedCount } from 'shared-ui/collection/owned-count';
import { CardTypeIcon } from './card-type-icon';
import type { OwnedCardCounts as Counts } from './owned-cards';
import { useT } from '../messages/catalogue';
import styles from './owned-card-counts.module.css';

type CountedCard = { id: number; rarity: StoryCardRarity; type: StoryCardType };

/**
 * 'owned/total', or '–/total' before the collection is read (same width, nothing moves); then the
 * number names the cards it counts, for the marks drawn before the page's code has run.
 */
function Part({ owned, total, known, cards }: { owned: number; total: number; known: boolean; cards: () => string }) {
  return (
    <span className={styles.part} data-owned={known ? owned : ''}>
      <span className={styles.number} data-count-cards={known ? undefined : cards()} suppressHydrationWarning>
        {known ? owned.toLocaleString('en-US') : '–'}
      </span>
      /{total.toLocaleString('en-US')}
    </span>
  );
}

/**
 * "Owned X of Y" of the cards the search shows, and the same by rarity and by suit as two compact
 * lines of chips (each chip says its rarity or suit in words for screen readers). Memoised: a key
 * typed into the search renders the page at once, and these counts follow only the results.
 */
export const OwnedCardCountsView = memo(function OwnedCardCountsView({
  counts,
  known,
  cards,
}: {
  counts: Counts;
  known: boolean;
  cards: readonly CountedCard[];
}) {
  const t = useT();
  const idsOf = (keep: (card: CountedCard) => boolean) => () => idRanges(cards.filter(keep).map((card) => card.id));
  return (
    <div className={styles.counts} data-testid="owned-line">
      <OwnedCount count={known ? counts.all : { owned: null, total: counts.all.total, cards: idsOf(() => true)() }} />
      <ul className={styles.chips} aria-label={t('story-card-list.ownedByRarity')}>
        {counts.byRarity.map((c) => (
          <li key={c.rarity} className={styles.chip} data-rarity={c.rarity}>
            <span className={styles.label}>
              <span aria-hidden="true">{c.rarity}★</span>
              <span className={styles.srOnly}>{t('story-card-list.rarityStars', { rarity: c.rarity })}</span>
            </span>{' '}
            <Part owned={c.owned} total={c.total} known={known} cards={idsOf((card) => card.rarity === c.rarity)} />
          </li>
        ))}
      </ul>
      <ul className={styles.chips} aria-label={t('story-card-list.ownedBySuit')}>
        {counts.bySuit.map((c) => (
          <li key={c.suit} className={styles.chip} data-suit={c.suit}>
            <span className={styles.label}>
              <CardTypeIcon type={c.suit} size={14} decorative />{' '}
              {t('story-card-list.suitChip', { suit: t('story-card-list.suit', { suit: c.suit }) })}
            </span>{' '}
            <Part owned={c.owned} total={c.total} known={known} cards={idsOf((card) => card.type === c.suit)} />
          </li>
        ))}
      </ul>
    </div>
  );
});
