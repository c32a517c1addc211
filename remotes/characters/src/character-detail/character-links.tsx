import { useT } from '../messages/catalogue';
import { externalLinks, type CharacterLinks as Links } from './character-detail-rules';
import styles from './character-view.module.css';

/** The four external references; a missing one stays in its place, greyed. */
export function CharacterLinks({ links, name }: { links: Links; name: string }) {
  const t = useT();
  return (
    <ul className={styles.links} aria-label={t('characterDetail.linksLabel', { name })}>
      {externalLinks(links, t).map((link) => (
        <li key={link.key}>
          {link.href ? (
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {link.label}
              <span className={styles.host}>{link.host}</span>
            </a>
          ) : (
            <span className={`${styles.link} ${styles.missing}`}>
              {link.label}
              <span className={styles.host}>{t('characterDetail.noLink')}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
