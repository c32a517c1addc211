import { Link } from 'react-router-dom';
import { useHydratedMediaQuery } from 'shared-ui/hooks/use-media-query';
import { PageFrame } from 'shared-ui/page/page-frame';
import { MOBILE_NAV_QUERY } from 'shared-ui/styles/breakpoints';
import { Icon, isIconName } from '../chrome/nav/nav-icons';
import { hydrateApart } from 'shared-ui/page/hydrate-apart';
import { useT } from '../messages/catalogue';
import { useHomeCards } from '../routing/linked-pages';
import { HomeDailyReset } from './home-daily-reset';
import { HomeCollection } from './home/home-collection';
import { HomeDataBlocks } from './home/home-data-blocks';
import styles from './home-page.module.css';

/** The trackers' cards: one per section page the remotes' manifests put on the home. */
function HomeTrackers() {
  const cards = useHomeCards();
  const t = useT();
  return (
    <nav className={styles.cardsNav} aria-labelledby="home-trackers">
      <h2 id="home-trackers" className={styles.blockTitle}>
        {t('home.trackers')}
      </h2>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.path}>
            <Link to={card.path} className={styles.card}>
              <Icon name={isIconName(card.icon) ? card.icon : 'menu'} size={32} className={styles.cardIcon} />
              <span className={styles.cardTitle}>{card.title}</span>
              <span className={styles.cardText}>{card.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// The home's blocks hydrate one by one after the page's frame, each in short slices: hydrating them
// all at once was the page's longest task.
const TrackersApart = hydrateApart(HomeTrackers);
const CollectionApart = hydrateApart(HomeCollection);

function HomeData() {
  return (
    <HomeDataBlocks
      before={<HomeDailyReset />}
      after={(collectable) => (
        <>
          <TrackersApart />
          <CollectionApart collectable={collectable} />
        </>
      )}
    />
  );
}

const DataApart = hydrateApart(HomeData);

export function HomePage() {
  const cards = useHomeCards();
  const t = useT();
  // null while server-rendered: the block is in the HTML and CSS shows it below 1000 px only.
  const mobile = useHydratedMediaQuery(MOBILE_NAV_QUERY);
  return (
    <PageFrame title={t('home.title')} lead={t('home.lead')}>
      {mobile !== false ? (
        <nav className={mobile === null ? `${styles.contents} ${styles.narrowOnly}` : styles.contents} aria-labelledby="home-contents">
          <h2 id="home-contents" className={styles.blockTitle}>
            {t('home.contents')}
          </h2>
          <ul>
            {cards.map((card) => (
              <li key={card.path}>
                <Link to={card.path}>{card.contents}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <DataApart />
    </PageFrame>
  );
}
