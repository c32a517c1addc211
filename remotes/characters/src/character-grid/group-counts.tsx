import type { UnitCounts } from 'shared-domain/characters/spoilers';
import { idRanges } from 'shared-domain/collection/id-ranges';
import { OwnedCount } from 'shared-ui/collection/owned-count';
import { useShownCollection } from 'shared-ui/hooks/use-collection';
import { useT } from '../messages/catalogue';
import { countOwned } from './owned-filter';
import styles from './page-layout.module.css';

/**
 * 'available / total' of a group and how many of its units the player owns, both counted from
 * the units shown (spoilers left out), so JP-only units count only with JP content on.
 */
export function GroupCounts({ counts, units }: { counts: UnitCounts; units: readonly { id: number }[] }) {
  const t = useT();
  const collection = useShownCollection();
  return (
    <span className={styles.counts}>
      <span aria-label={t('characterGrid.availableOf', { available: counts.available, total: counts.total })}>
        {counts.available} / {counts.total}
      </span>
      <OwnedCount
        count={collection ? countOwned(collection, units) : { owned: null, total: units.length, units: idRanges(units.map((u) => u.id)) }}
      />
    </span>
  );
}
