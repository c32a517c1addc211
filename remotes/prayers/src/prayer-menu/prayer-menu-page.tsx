import { LinkMenu, type LinkMenuItem } from 'shared-ui/page/link-menu';
import { PageFrame } from 'shared-ui/page/page-frame';
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
const poolLinks = (pool: Pool): LinkMenuItem[] => {
  const base = `../${POOLS[pool].path}`;
  const titles = poolTitles(pool);
  return [
    { to: base, label: titles.characters, description: 'The characters of the pool, by universe.' },
    { to: `${base}/date-order`, label: titles.dateOrder, description: 'The characters of the pool, in the order they joined it.' },
    { to: `${base}/info`, label: titles.simulator, description: 'Pull simulator and pool tables.' },
  ];
};

const PRAYER_LINKS: LinkMenuItem[] = [
  { to: '..', label: 'Prayer List', description: 'Every prayer, with search and filters.' },
  {
    to: { pathname: '..', search: FOREVER_PRAYER_LIST_SEARCH },
    label: 'Forever Prayer List',
    description: 'The prayer list filtered to forever prayers.',
  },
  ...poolLinks('standard'),
  ...poolLinks('ritual'),
  { to: '../forever-prayer', label: FOREVER_PRAYER_TITLE, description: 'The current forever prayer and its chances.' },
  { to: '../kourindou-roulette', label: ROULETTE_TITLE, description: 'The characters of the Kourindou roulette.' },
  { to: '../reruns', label: RERUNS_TITLE, description: "Each character's prayer runs and the waits between them." },
  {
    to: '../calendar',
    label: CALENDAR_TITLE,
    description: 'Every prayer by date: a month grid, a timeline and an agenda, and calendar feeds.',
  },
];

export default function PrayerMenuPage() {
  return (
    <PageFrame title={PRAYER_MENU_TITLE}>
      <LinkMenu label="Prayer pages" items={PRAYER_LINKS} />
    </PageFrame>
  );
}
