import { memo } from 'react';
import type { PrayerDetail } from 'shared-domain/schemas/api/prayers';
import { CharacterName, useNamedCharacter } from 'shared-ui/characters/character-name';
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

/** A pool entry's name: a character's by the one spoiler rule (as in its modal), a card's as it is. */
function EntryName({ entry }: { entry: Entry }) {
  const named = useNamedCharacter(entry.reveal ?? null);
  return <CharacterName named={named} name={entry.name} />;
}

/** The pool, one table per category: No, name, SC Chance, GC Chance. */
export const PoolTables = memo(function PoolTables({ pool }: { pool: Pool }) {
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
                    <EntryName entry={e} />
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
