import { useMemo } from 'react';
import { LinkMenu, type LinkMenuItem } from 'shared-ui/page/link-menu';
import { PageFrame } from 'shared-ui/page/page-frame';
import { useT, type Translate } from '../messages/catalogue';
import {
  CALENDAR_TITLE,
  FOREVER_PRAYER_LIST_SEARCH,
  FOREVER_PRAYER_TITLE,
  POOLS,
  poolTitles,
  PRAYER_MENU_TITLE,
  RERUNS_TITLE,
  ROULETTE_TITLE,
  type Pool,
} from '../prayer-pages';

// Links are relative to the 'menu' route ('..' is the section's base), so they hold wherever the
// shell mounts the section.
const poolLinks = (t: Translate, pool: Pool): LinkMenuItem[] => {
  const base = `../${POOLS[pool].path}`;
  const titles = poolTitles(pool);
  return [
    { to: base, label: t(titles.characters), description: t('prayerMenu.poolCharactersDescription') },
    { to: `${base}/date-order`, label: t(titles.dateOrder), description: t('prayerMenu.poolDateOrderDescription') },
    { to: `${base}/info`, label: t(titles.simulator), description: t('prayerMenu.poolSimulatorDescription') },
  ];
};

const prayerLinks = (t: Translate): LinkMenuItem[] => [
  { to: '..', label: t('prayerMenu.list'), description: t('prayerMenu.listDescription') },
  {
    to: { pathname: '..', search: FOREVER_PRAYER_LIST_SEARCH },
    label: t('prayerMenu.foreverList'),
    description: t('prayerMenu.foreverListDescription'),
  },
  ...poolLinks(t, 'standard'),
  ...poolLinks(t, 'ritual'),
  { to: '../forever-prayer', label: t(FOREVER_PRAYER_TITLE), description: t('prayerMenu.foreverDescription') },
  { to: '../kourindou-roulette', label: t(ROULETTE_TITLE), description: t('prayerMenu.rouletteDescription') },
  { to: '../reruns', label: t(RERUNS_TITLE), description: t('prayerMenu.rerunsDescription') },
  { to: '../calendar', label: t(CALENDAR_TITLE), description: t('prayerMenu.calendarDescription') },
];

export default function PrayerMenuPage() {
  const t = useT();
  const links = useMemo(() => prayerLinks(t), [t]);
  return (
    <PageFrame title={t(PRAYER_MENU_TITLE)}>
      <LinkMenu label={t('prayerMenu.linksLabel')} items={links} />
    </PageFrame>
  );
}
