import { memo } from 'react';
import { cardLimitBreak, isOwnedUnit, type Collection } from 'shared-domain/collection/collection-model';
import type { PrayerDetail } from 'shared-domain/schemas/api/prayers';
import { useShownCollection } from 'shared-ui/hooks/use-collection';
import { CharacterName, useNamedCharacter } from 'shared-ui/characters/character-name';
import { useNameSettings } from 'shared-ui/hooks/use-name-settings';
import { poolEntryNameParts } from './pool-entry-name';
import { OwnedMark } from './owned-mark';
import styles from './prayer-detail.module.css';

type Pool = NonNullable<PrayerDetail['pool']>;
type Entry = Pool['chara'][number];

/** Chances are shown in percent with 5 decimals. */
export const chanceText = (percent: number) => `${percent.toFixed(5)}%`;

const TABLES: { key: keyof Pool; title: string; column: string }[] = [
  { key: 'chara', title: 'Characters Table', column: 'Character' },
  { key: 'card5', title: '★★★★★ Story Cards Table', column: 'Story Card' },
  { key: 'card4', title: '★★★★ Story Cards Table', column: 'Story Card' },
  { key: 'card3', title: '★★★ Story Cards Table', column: 'Story Card' },
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
  const collection = useShownCollection();
  return (
    <div className={styles.tableGrid}>
      {TABLES.filter((t) => pool[t.key].length > 0).map((t) => (
        <div key={t.key} className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t.title}</caption>
            <thead>
              <tr>
                <th scope="col">No</th>
                <th scope="col">{t.column}</th>
                <th scope="col">SC Chance</th>
                <th scope="col">GC Chance</th>
              </tr>
            </thead>
            <tbody>
              {pool[t.key].map((e: Entry, i) => (
                <tr key={e.id} data-pick-up={e.rateType === 'pick-up' ? '' : undefined}>
                  <td>{i + 1}</td>
                  <td>
                    <EntryName entry={e} owned={isOwnedEntry(collection, t.key, e.id)} unit={t.key === 'chara'} />
                    {e.rateType === 'pick-up' ? <span className={styles.flag}>Rate up</span> : null}
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
