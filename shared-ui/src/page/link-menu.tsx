import { Link, type To } from 'react-router-dom';
import styles from './link-menu.module.css';

export interface LinkMenuItem {
  to: To;
  label: string;
  description?: string;
}

interface LinkMenuProps {
  /** Names the navigation landmark ("Character pages"). */
  label: string;
  items: readonly LinkMenuItem[];
}

/** A grid of page links with a line each: the menu pages of the sections share this layout. */
export function LinkMenu({ label, items }: LinkMenuProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.label}>
            <Link to={item.to} className={styles.card}>
              <span className={styles.label}>{item.label}</span>
              {item.description ? <span className={styles.description}>{item.description}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
