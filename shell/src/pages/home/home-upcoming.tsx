import type { UpcomingCharacter } from 'shared-domain/schemas/character-views';
import { useAppSelector } from 'shared-ui/hooks/store-hooks';
import { useClock } from 'shared-ui/hooks/use-clock';
import { useOpenCharacter } from 'shared-ui/hooks/use-open-character';
import { TypeIcon } from 'shared-ui/icons/type-icon';
import { CountdownText } from 'shared-ui/time/countdown-text';
import { DateText } from 'shared-ui/time/date-text';
import styles from './home.module.css';

/** Spec section 9: the countdowns tick every 100 ms; the list drops debuted units every 200 ms. */
const COUNTDOWN_TICK_MS = 100;
const LIST_TICK_MS = 200;

/** Units not yet debuted at `now`, soonest first. */
export const stillUpcoming = (units: readonly UpcomingCharacter[], now: number) =>
  units.filter((u) => Date.parse(u.debut) > now).sort((a, b) => Date.parse(a.debut) - Date.parse(b.debut));

/** The upcoming characters with a live countdown each; clicking one opens the character modal. */
export function UpcomingCharacters({ units }: { units: readonly UpcomingCharacter[] }) {
  const now = useClock(LIST_TICK_MS);
  const translit = useAppSelector((s) => s.settings.useTranslitName);
  const open = useOpenCharacter();
  const shown = stillUpcoming(units, now);
  if (shown.length === 0) return <p className={styles.muted}>No upcoming character announced.</p>;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Character</th>
          <th scope="col">Debut</th>
          <th scope="col">Time left</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((u) => (
          <tr key={u.id}>
            <td>
              <button type="button" className={styles.linkButton} onClick={() => open(u.id)}>
                <TypeIcon type={u.type} coloured />
                {translit ? u.translit : u.name}
                {u.world !== 'L1' ? <span className={styles.muted}> ({u.world})</span> : null}
              </button>
            </td>
            <td>
              <DateText value={u.debut} format="compact" />
            </td>
            <td className={styles.timeLeft}>
              <Countdown to={Date.parse(u.debut)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Countdown({ to }: { to: number }) {
  const now = useClock(COUNTDOWN_TICK_MS);
  return <CountdownText ms={to - now} />;
}
