import type { TowerDetailResponse } from 'shared-domain/schemas/api/towers';
import { selectJpContent } from 'shared-domain/settings/settings-slice';
import { formatNumber } from 'shared-domain/formatting/format-number';
import { isRewardVisible } from '../../rewards/reward-visibility';
import { useAppSelector } from 'shared-ui/hooks/store-hooks';
import { useClockPassed } from 'shared-ui/hooks/use-clock';
import { useLocale } from 'shared-ui/i18n/locale-context';
import { releaseTimes } from '../floor-list';
import { ItemIcon } from '../../items/item-icon';
import { useT } from '../../messages/catalogue';
import styles from './floor-content.module.css';

type Floor = TowerDetailResponse['content'];

/** The floor's rewards: icon, name, 'Qty: amount'. Hidden until the floor's release unless JP content is on. */
export function FloorRewards({ floor }: { floor: Floor }) {
  const t = useT();
  const locale = useLocale();
  // Re-rendered when the floor's release passes, not every second.
  const now = useClockPassed(1000, releaseTimes([floor]));
  const jpContent = useAppSelector(selectJpContent);
  const visible = isRewardVisible(floor.release, now, jpContent);
  return (
    <section className={styles.rewards} aria-labelledby="floor-rewards-heading">
      <h2 id="floor-rewards-heading" className={styles.subheading}>
        {t('floor.rewards')}
      </h2>
      {!visible ? (
        <p className={styles.muted}>{t('floor.rewardsHidden')}</p>
      ) : floor.rewards.length ? (
        <ul className={styles.rewardList}>
          {floor.rewards.map((r) => (
            <li key={r.id} className={styles.reward} data-testid="floor-reward">
              <ItemIcon image={r.image} glow={r.glow} />
              <span className={styles.rewardText}>
                <span className={styles.rewardName}>{r.name}</span>
                <span className={styles.muted}>{t('floor.quantity', { amount: formatNumber(r.amount, locale) })}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('floor.noReward')}</p>
      )}
    </section>
  );
}
