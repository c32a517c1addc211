import { Link } from 'react-router-dom';
import { useHydratedMediaQuery } from 'shared-ui/hooks/use-media-query';
import { PageFrame } from 'shared-ui/page/page-frame';
import { MOBILE_NAV_QUERY } from 'shared-ui/styles/breakpoints';
import { Icon, type IconName } from '../chrome/nav/nav-icons';
import { HomeDailyReset } from './home-daily-reset';
import { HomeCollection } from './home/home-collection';
import { HomeDataBlocks } from './home/home-data-blocks';
import styles from './home-page.module.css';

interface ContentCard {
  to: string;
  title: string;
  text: string;
  icon: IconName;
}

/** The content navigation cards. */
export const CONTENT_CARDS: readonly ContentCard[] = [
  {
    to: '/characters',
    title: 'Character Tracker',
    text: 'Every playable character by order, prayer type, role, universe and variant.',
    icon: 'characters',
  },
  {
    to: '/story-cards',
    title: 'Story Card Tracker',
    text: 'Story cards with search by effect, rarity and type, and the illustrator tracker.',
    icon: 'story-cards',
  },
  { to: '/stages/scarlet-devil-tower', title: 'Scarlet Devil Tower', text: 'Floor by floor: enemies, gauges and rewards.', icon: 'tower' },
  {
    to: '/prayers/menu',
    title: 'Prayer Tracker & Info',
    text: 'Prayers past and present, pool lists, the simulator and the forever prayer.',
    icon: 'prayers',
  },
];

/** The mobile Contents block. */
export const CONTENTS_LINKS = [
  { to: '/characters', label: 'Characters' },
  { to: '/story-cards', label: 'Story Cards' },
  { to: '/stages/scarlet-devil-tower', label: 'Scarlet Devil Tower' },
  { to: '/prayers/menu', label: 'Prayers' },
] as const;

export function HomePage() {
  // null while server-rendered: the block is in the HTML and CSS shows it below 1000 px only.
  const mobile = useHydratedMediaQuery(MOBILE_NAV_QUERY);
  return (
    <PageFrame title="Touhou LostWord Tracker" lead="An unofficial tracker for the global version of Touhou LostWord.">
      {mobile !== false ? (
        <nav className={mobile === null ? `${styles.contents} ${styles.narrowOnly}` : styles.contents} aria-labelledby="home-contents">
          <h2 id="home-contents" className={styles.blockTitle}>
            Contents
          </h2>
          <ul>
            {CONTENTS_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <HomeDataBlocks before={<HomeDailyReset />} />

      <nav className={styles.cardsNav} aria-labelledby="home-trackers">
        <h2 id="home-trackers" className={styles.blockTitle}>
          Trackers
        </h2>
        <ul className={styles.cards}>
          {CONTENT_CARDS.map((card) => (
            <li key={card.to}>
              <Link to={card.to} className={styles.card}>
                <Icon name={card.icon} size={32} className={styles.cardIcon} />
                <span className={styles.cardTitle}>{card.title}</span>
                <span className={styles.cardText}>{card.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <HomeCollection />
    </PageFrame>
  );
}
