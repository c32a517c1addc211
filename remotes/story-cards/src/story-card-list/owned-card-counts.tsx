import { OwnedCount } from 'shared-ui/collection/owned-count';
import { CardTypeIcon } from './card-type-icon';
import type { OwnedCardCounts as Counts } from './owned-cards';
import styles from './owned-card-counts.module.css';

const SUIT_LABELS = { plum: 'Plum', orchid: 'Orchid', chrysanthemum: 'Chrysanthemum', bamboo: 'Bamboo' } as const;

/** 'owned/total', or '–/total' before the collection is read (same width, nothing moves). */
function Part({ owned, total, known }: { owned: number; total: number; known: boolean }) {
  return (
    <span className={styles.part} data-owned={known ? owned : ''}>
      <span className={styles.number}>{known ? owned.toLocaleString('en-US') : '–'}</span>/{total.toLocaleString('en-US')}
    </span>
  );
}

/**
 * "Owned X of Y" of the cards the search shows, and the same by rarity and by suit as two compact
 * lines of chips (each chip says its rarity or suit in words for screen readers).
 */
export function OwnedCardCountsView({ counts, known }: { counts: Counts; known: boolean }) {
  return (
    <div className={styles.counts} data-testid="owned-line">
      <OwnedCount count={known ? counts.all : { owned: null, total: counts.all.total }} />
      <ul className={styles.chips} aria-label="Owned by rarity">
        {counts.byRarity.map((c) => (
          <li key={c.rarity} className={styles.chip} data-rarity={c.rarity}>
            <span className={styles.label}>
              <span aria-hidden="true">{c.rarity}★</span>
              <span className={styles.srOnly}>{c.rarity} stars:</span>
            </span>{' '}
            <Part owned={c.owned} total={c.total} known={known} />
          </li>
        ))}
      </ul>
      <ul className={styles.chips} aria-label="Owned by suit">
        {counts.bySuit.map((c) => (
          <li key={c.suit} className={styles.chip} data-suit={c.suit}>
            <span className={styles.label}>
              <CardTypeIcon type={c.suit} size={14} decorative /> {SUIT_LABELS[c.suit]}:
            </span>{' '}
            <Part owned={c.owned} total={c.total} known={known} />
          </li>
        ))}
      </ul>
    </div>
  );
}
