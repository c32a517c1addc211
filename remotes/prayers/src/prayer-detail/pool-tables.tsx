import { memo } from 'react';
import { cardLimitBreak, isOwnedUnit, type Collection } from 'shared-domain/collection/collection-model';
import type { PrayerDetail } from 'shared-domain/schemas/api/prayers';
import { useShownCollection } from 'shared-ui/hooks/use-collection';
import { CharacterName, useNamedCharacter } from 'shared-ui/characters/character-name';
import { useNameSettings } from 'shared-ui/hooks/use-name-settings';
import { poolEntryNameParts } from './pool-entry-name';
import { useT, type MessageKey } from '../messages/catalogue';
import { OwnedMark } from './owned-mark';
import styles from './prayer-detail.module.css';

type Pool = NonNullable<PrayerDetail['pool']>;
type Entry = Pool['chara'][number];

/** Chances are shown in percent with 5 decimals. */
export const chanceText = (percent: number) => `${percent.toFixed(5)}%`;

/** Each table: its category, its card rarity (none for characters) and its name column. */
const TABLES: { key: keyof Pool; stars: number | null; column: MessageKey }[] = [
  { key: 'chara', stars: null, column: 'prayerDetail.columnCharacter' },
  { key: 'card5', stars: 5, column: 'prayerDetail.columnCard' },
  { key: 'card4', stars: 4, column: 'prayerDetail.columnCard' },
  { key: 'card3', stars: 3, column: 'prayerDetail.columnCard' },
];

/**
 * A pool entry's name: a character's by the one spoiler rule (as in its modal), a card's as it is;
 * then the owned mark, never on a hidden ('?') unit (it would tell which unit it is).
 */
function EntryName({ entry, owned, unit }: { entry: Entry; owned: boolean; unit: boolean }) {
  const named = useNamedCharacter(entry.reveal ?? null);
  const names = useNameSettings();
  return (
    <>
      <CharacterName named={named} name={unit ? poolEntryNameParts(entry, names) : entry.name} />
      {named ? <OwnedMark owned={owned} unit={unit ? entry.id : undefined} card={unit ? undefined : entry.id} /> : null}
    </>
  );
}

/** Whether the collection holds a pool entry: a unit in the characters table, a card in the others. */
const isOwnedEntry = (collection: Collection | null, table: keyof Pool, id: number): boolean =>
  collection !== null && (table === 'chara' ? isOwnedUnit(collection, id) : cardLimitBreak(collection, id) !== null);

/** The pool, one table per category: No, name, SC Chance, GC Chance. */
export const PoolTables = memo(function PoolTables({ pool }: { pool: Pool }) {
  const t = useT();
  const collection = useShownCollection();
  return (
    <div className={styles.tableGrid}>
      {TABLES.filter((table) => pool[table.key].length > 0).map((table) => (
        <div key={table.key} className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>
              {table.stars === null ? t('prayerDetail.charactersTable') : t('prayerDetail.cardsTable', { stars: '★'.repeat(table.stars) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('prayerDetail.columnNo')}</th>
                <th scope="col">{t(table.column)}</th>
                <th scope="col">{t('prayerDetail.columnScChance')}</th>
                <th scope="col">{t('prayerDetail.columnGcChance')}</th>
              </tr>
            </thead>
            <tbody>
              {pool[table.key].map((e: Entry, i) => (
                <tr key={e.id} data-pick-up={e.rateType === 'pick-up' ? '' : undefined}>
                  <td>{i + 1}</td>
                  <td>
                    <EntryName entry={e} owned={isOwnedEntry(collection, table.key, e.id)} unit={table.key === 'chara'} />
                    {e.rateType === 'pick-up' ? <span className={styles.flag}>{t('prayerDetail.rateUpFlag')}</span> : null}
                  </td>
                  <td className={styles.num}>{chanceText(e.chance.sc)}</td>
                  <td className={styles.num}>{chanceText(e.chance.gc)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
});
