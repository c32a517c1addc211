import { Link } from 'react-router-dom';
import { useT } from '../messages/catalogue';
import { richText } from '../messages/rich-text';
import { useLinkedPages } from '../routing/linked-pages';
import { useFullScreenPage } from './full-screen-page';
import styles from './footer.module.css';

/** Feedback goes through the community chat (an invite link; no form posts to us). */
export const FEEDBACK_URL = 'https://discord.gg/lostword-tracker';

export function Footer() {
  const linked = useLinkedPages('footer');
  const t = useT();
  if (useFullScreenPage()) return null;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.statement}>
          <strong>{t('footer.unofficial')}</strong> {t('footer.unaffiliated')}
        </p>
        <p>{t('footer.sources')}</p>
        <p>
          {richText(t, 'footer.feedback', {
            link: (
              <a href={FEEDBACK_URL} target="_blank" rel="noopener noreferrer">
                {t('footer.feedbackLink')}
                <span className={styles.visuallyHidden}> {t('footer.newTab')}</span>
              </a>
            ),
          })}
        </p>
        <p className={styles.credits}>{t('footer.credits')}</p>
        <nav aria-label={t('footer.label')} className={styles.links}>
          <Link to="/menu">{t('menu.title')}</Link>
          {linked.map((page) => (
            <Link key={page.path} to={page.path}>
              {page.menu?.label ?? page.title}
            </Link>
          ))}
          <Link to="/settings">{t('settings.title')}</Link>
        </nav>
      </div>
    </footer>
  );
}
