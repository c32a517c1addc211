import { Link } from 'react-router-dom';
import { useLinkedPath } from '../../routing/linked-pages';
import { personNameParts, type NameSettings } from 'shared-domain/characters/display-name';
import { upcomingFacts } from 'shared-domain/characters/spoilers';
import type { UpcomingCharacter } from 'shared-domain/schemas/character-views';
import { CharacterLink } from 'shared-ui/characters/character-link';
import { CharacterName, useNamedCharacter } from 'shared-ui/characters/character-name';
import { useNameSettings } from 'shared-ui/hooks/use-name-settings';
import { useClockPassed } from 'shared-ui/hooks/use-clock';
import { TypeIcon } from 'shared-ui/icons/type-icon';
import { Countdown } from 'shared-ui/time/countdown';
import { DateText } from 'shared-ui/time/date-text';
import { useT } from '../../messages/catalogue';
import styles from './home.module.css';

/** The countdowns tick every 100 ms; the list drops debuted units every 200 ms. */
const COUNTDOWN_TICK_MS = 100;
const LIST_TICK_MS = 200;
/** The next debuts; the unreleased list has every announced unit. */
export const HOME_UPCOMING_UNITS = 8;

/** Units not yet debuted at `now`, soonest first. */
export const stillUpcoming = (units: readonly UpcomingCharacter[], now: number) =>
  units.filter((u) => Date.parse(u.debut) > now).sort((a, b) => Date.parse(a.debut) - Date.parse(b.debut));

/** A unit's name by the one spoiler rule (the same as in its modal), with its type and universe. */
function UpcomingName({ unit: u, names }: { unit: UpcomingCharacter; names: NameSettings }) {
  const named = useNamedCharacter(upcomingFacts(u));
  return (
    <CharacterLink id={u.id} className={styles.linkButton}>
      {named ? <TypeIcon type={u.type} coloured /> : null}
      <CharacterName named={named} name={personNameParts({ en: u.name, translit: u.translit, jp: u.jpName }, names)} />
      {named && u.world !== 'L1' ? <span className={styles.muted}> ({u.world})</span> : null}
    </CharacterLink>
  );
}

/** The upcoming characters with a live countdown each; clicking one opens the character modal. */
export function UpcomingCharacters({ units }: { units: readonly UpcomingCharacter[] }) {
  // The table changes only when a unit debuts (the countdowns tick on their own): no re-render between.
  const now = useClockPassed(
    LIST_TICK_MS,
    units.map((u) => Date.parse(u.debut)),
  );
  const announced = useLinkedPath('home-upcoming');
  const names = useNameSettings();
  const t = useT();
  const all = stillUpcoming(units, now);
  const shown = all.slice(0, HOME_UPCOMING_UNITS);
  if (shown.length === 0) return <p className={styles.muted}>{t('home.noUpcomingCharacter')}</p>;
  return (
    <>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('home.character')}</th>
            <th scope="col" className={styles.debut}>
              {t('home.debut')}
            </th>
            <th scope="col">{t('home.timeLeft')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((u) => (
            <tr key={u.id}>
              <td>
                <UpcomingName unit={u} names={names} />
              </td>
              <td className={styles.debut}>
                <DateText value={u.debut} format="compact" />
              </td>
              <td className={styles.timeLeft}>
                <Countdown to={u.debut} tickMs={COUNTDOWN_TICK_MS} />
                {u.debutEstimated ? <span className={`${styles.muted} ${styles.estimated}`}>{t('home.estimated')}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {shown.some((u) => u.debutEstimated) ? <p className={styles.muted}>{t('home.estimatedNote')}</p> : null}
      {announced && all.length > shown.length ? (
        <p className={styles.moreLink}>
          <Link to={announced}>{t('home.moreAnnounced', { count: all.length - shown.length })}</Link>
        </p>
      ) : null}
    </>
  );
}
