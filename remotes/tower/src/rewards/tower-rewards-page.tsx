import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { TowerRewardsResponse } from 'shared-domain/schemas/api/towers';
import { selectJpContent } from 'shared-domain/settings/settings-slice';
import { formatNumber } from 'shared-domain/formatting/format-number';
import { groupRewards } from './rewards-grouping';
import { useTowerRewardsQuery } from '../towers-api';
import { useAppSelector } from 'shared-ui/hooks/store-hooks';
import { useClock } from 'shared-ui/hooks/use-clock';
import { useLocale } from 'shared-ui/i18n/locale-context';
import { PageFrame } from 'shared-ui/page/page-frame';
import { QueryView } from 'shared-ui/query/query-view';
import { ItemIcon } from '../items/item-icon';
import { useT } from '../messages/catalogue';
import styles from './tower-rewards-page.module.css';

/** Every reward item with the floors that give it; a search box filters the items by name. */
export default function TowerRewardsPage() {
  const t = useT();
  const rewards = useTowerRewardsQuery();
  const [search, setSearch] = useState('');
  const searchId = useId();
  return (
    <PageFrame title={t('rewards.title')}>
      <div className={styles.stack}>
        {/* '..' is the tower route: this page is its child. */}
        <Link to=".." className={styles.backLink}>
          &lt; {t('floor.towerTitle')}
        </Link>
        <div className={styles.search}>
          <label htmlFor={searchId}>{t('rewards.search')}</label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('rewards.searchPlaceholder')}
            autoComplete="off"
          />
        </div>
        <QueryView
          result={rewards}
          nullText={t('rewards.null')}
          skeletonHeight={600}
          isEmpty={(d) => d.content == null}
          label={t('rewards.loading')}
        >
          {(data) => <RewardGroups data={data} search={search} />}
        </QueryView>
      </div>
    </PageFrame>
  );
}

function RewardGroups({ data, search }: { data: TowerRewardsResponse; search: string }) {
  const t = useT();
  const locale = useLocale();
  const now = useClock(1000);
  const jpContent = useAppSelector(selectJpContent);
  // The clock only matters when a floor is released; grouping per tick is cheap (tens of items).
  const groups = useMemo(
    () => groupRewards(data.content, { lastFloor: data.lastFloor, now, jpContent, search }),
    [data, now, jpContent, search],
  );
  if (!groups.length) return <p className={styles.empty}>{search ? t('rewards.noMatch') : t('rewards.none')}</p>;
  return (
    <ul className={styles.groups} aria-label={t('rewards.items')}>
      {groups.map((g) => (
        <li key={g.item} className={styles.group} data-testid="reward-item">
          <div className={styles.groupHead}>
            <ItemIcon image={g.image} glow={g.glow} />
            <h2 className={styles.itemName}>{g.name}</h2>
          </div>
          <ul className={styles.floors} aria-label={t('rewards.floorsGiving', { item: g.name })}>
            {g.floors.map((f) => (
              <li key={f.floor}>
                <Link to={{ pathname: '..', search: `?floor=${f.floor}` }} className={styles.floorLink}>
                  {t('floor.label', { floor: f.floor })}
                </Link>
                <span className={styles.amount}>{t('rewards.amount', { amount: formatNumber(f.amount, locale) })}</span>
                {f.jp ? <span className={styles.jp}>{t('floor.jpMark')}</span> : null}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
