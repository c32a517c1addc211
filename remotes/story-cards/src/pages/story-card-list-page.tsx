import { Link } from 'react-router-dom';
import { PageFrame } from 'shared-ui/page/page-frame';
import { PendingRegion } from 'shared-ui/page/pending-region';
import { JpContentToggle } from 'shared-ui/spoilers/jp-content-toggle';
import { STORY_CARD_LIST_TITLE } from '../story-card-pages';
import styles from './pages.module.css';

export default function StoryCardListPage() {
  return (
    <PageFrame
      title={STORY_CARD_LIST_TITLE}
      actions={
        <>
          {/* Unreleased (future-dated) cards are spoilers, hidden unless JP content is on. */}
          <JpContentToggle label="Show unreleased cards" />
          <Link to="illustrators" className={styles.mobileOnly}>
            Illustrator Tracker
          </Link>
          {/* Opens the search modal once it exists (story-card search issue). */}
          <button type="button" className={styles.button} disabled aria-haspopup="dialog">
            Search
          </button>
        </>
      }
    >
      <div className={styles.stack}>
        <PendingRegion label="Last update">When the story cards were last updated.</PendingRegion>
        <p className={styles.countLine} role="status" aria-live="polite">
          No story cards loaded yet.
        </p>
        <PendingRegion label="Story card list">Cards with stats, effects, artist, release date and where to obtain them.</PendingRegion>
      </div>
    </PageFrame>
  );
}
