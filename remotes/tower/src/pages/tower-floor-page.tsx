import { Link } from 'react-router-dom';
import { PageFrame } from 'shared-ui/page/page-frame';
import { PendingRegion } from 'shared-ui/page/pending-region';
import { JpContentToggle } from 'shared-ui/spoilers/jp-content-toggle';
import { useFloorQuery } from '../floor/use-floor-query';
import { floorTitle } from '../tower-pages';
import styles from './pages.module.css';

/** One floor of the Scarlet Devil Tower: the floor selector beside the floor content. */
export default function TowerFloorPage() {
  const floor = useFloorQuery();
  return (
    <PageFrame title={floorTitle(floor)}>
      <div className={styles.tower}>
        <aside className={styles.panel} aria-labelledby="floor-selector-heading">
          <h2 id="floor-selector-heading" className={styles.panelHeading}>
            Floors
          </h2>
          <Link to="rewards">Item Tracker</Link>
          <PendingRegion label="Floor list">Floors labelled NF, with a JP mark on floors not yet in the global version.</PendingRegion>
          <p className={styles.hint}>Open settings to hide/show future floors</p>
          <JpContentToggle label="Show future (JP) floors" />
        </aside>
        <section className={styles.panel} aria-label={`Floor ${floor} content`}>
          <PendingRegion label="Enemies">One to three enemies with their tags, skills, gauges and abilities.</PendingRegion>
          <PendingRegion label="Floor rewards">Item, name and quantity.</PendingRegion>
        </section>
      </div>
    </PageFrame>
  );
}
