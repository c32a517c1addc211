import { Link } from 'react-router-dom';
import { PageFrame } from 'shared-ui/page/page-frame';
import { Icon } from '../chrome/nav/nav-icons';
import { MENU_GROUPS } from './menu-links';
import styles from './menu-page.module.css';

export function MenuPage() {
  return (
    <PageFrame title="Menu" lead="Every section and page of the tracker.">
      <div className={styles.grid}>
        {MENU_GROUPS.map((group) => (
          <nav key={group.title} className={styles.group} aria-labelledby={`menu-${group.icon}`}>
            <h2 id={`menu-${group.icon}`} className={styles.title}>
              <Icon name={group.icon} className={styles.icon} />
              {group.title}
            </h2>
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </PageFrame>
  );
}
