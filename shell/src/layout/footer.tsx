import { Link } from 'react-router-dom';
import { useLinkedPages } from '../routing/linked-pages';
import { useFullScreenPage } from './full-screen-page';
import styles from './footer.module.css';

/** Feedback goes through the community chat (an invite link; no form posts to us). */
export const FEEDBACK_URL = 'https://discord.gg/lostword-tracker';

export function Footer() {
  const linked = useLinkedPages('footer');
  if (useFullScreenPage()) return null;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.statement}>
          <strong>Touhou LostWord Tracker is an unofficial fan site.</strong> It is not affiliated with, endorsed or sponsored by the makers
          of the game or of the Touhou Project.
        </p>
        <p>
          Character names, ids, JP dates, roles and banner types come from public fan lists; global release dates are estimated, and
          upcoming characters, prayers, story cards and everything else are sample data.
        </p>
        <p>
          Found a mistake or have an idea?{' '}
          <a href={FEEDBACK_URL} target="_blank" rel="noopener noreferrer">
            Send feedback on our Discord server
            <span className={styles.visuallyHidden}> (opens in a new tab)</span>
          </a>
          .
        </p>
        <p className={styles.credits}>
          Touhou Project is created by ZUN (Team Shanghai Alice). Touhou LostWord is made by GOOD SMILE COMPANY and NextNinja. All game
          names, characters and content belong to their owners.
        </p>
        <nav aria-label="Footer" className={styles.links}>
          <Link to="/menu">Menu</Link>
          {linked.map((page) => (
            <Link key={page.path} to={page.path}>
              {page.menu?.label ?? page.title}
            </Link>
          ))}
          <Link to="/settings">Settings</Link>
        </nav>
      </div>
    </footer>
  );
}
