import { Link } from 'react-router-dom';
import { PageFrame } from 'shared-ui/page/page-frame';
import { Icon } from '../chrome/nav/nav-icons';
import { useT } from '../messages/catalogue';
import { useSitePagesOrShell } from '../routing/site-pages';
import styles from './menu-page.module.css';

/** The site map: the shell's own pages and every page the remotes' manifests list in the menu. */
export function MenuPage() {
  const { menu } = useSitePagesOrShell();
  const t = useT();
  return (
    <PageFrame title={t('menu.title')} lead={t('menu.lead')}>
      <div className={styles.grid}>
        {menu.map((group) => (
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
