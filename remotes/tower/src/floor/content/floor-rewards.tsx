import type { TowerDetailResponse } from 'shared-domain/schemas/api/towers';
import { selectJpContent } from 'shared-domain/settings/settings-slice';
import { formatNumber } from 'shared-domain/formatting/format-number';
import { isRewardVisible } from '../../rewards/reward-visibility';
import { useAppSelector } from 'shared-ui/hooks/store-hooks';
import { useClockPassed } from 'shared-ui/hooks/use-clock';
import { releaseTimes } from '../floor-list';
import { ItemIcon } from '../../items/item-icon';
import styles from './floor-content.module.css';

type Floor = TowerDetailResponse['content'];

/** The floor's rewards: icon, name, 'Qty: amount'. Hidden until the floor's release unless JP content is on. */
export function FloorRewards({ floor }: { floor: Floor }) {
  // Re-rendered when the floor's release passes, not every second.
  const now = useClockPassed(1000, releaseTimes([floor]));
  const jpContent = useAppSelector(selectJpContent);
  const visible = isRewardVisible(floor.release, now, jpContent);
  return (
    <section className={styles.rewards} aria-labelledby="floor-rewards-heading">
      <h2 id="floor-rewards-heading" className={styles.subheading}>
        Rewards
      </h2>
      {!visible ? (
        <p className={styles.muted}>The rewards show once this floor is released in the global version.</p>
      ) : floor.rewards.length ? (
        <ul className={styles.rewardList}>
          {floor.rewards.map((r) => (
            <li key={r.id} className={styles.reward} data-testid="floor-reward">
              <ItemIcon image={r.image} glow={r.glow} />
              <span className={styles.rewardText}>
                <span className={styles.rewardName}>{r.name}</span>
                <span className={styles.muted}>Qty: {formatNumber(r.amount)}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>No reward</p>
      )}
    </section>
  );
}
