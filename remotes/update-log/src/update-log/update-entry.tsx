import { memo } from 'react';
import type { UpdateEntry } from 'shared-domain/schemas/update-log';
import { UPDATE_SECTIONS, nextReveal } from 'shared-domain/updates/update-items';
import { useAppSelector } from 'shared-ui/hooks/store-hooks';
import { DateText } from 'shared-ui/time/date-text';
import { useT } from '../messages/catalogue';
import { LiveUpdateItems, UpdateItems } from './update-items';
import styles from './update-log.module.css';

/** One update-log entry: version, date, title, subtitle and its four lists. */
export const UpdateEntryView = memo(function UpdateEntryView({ entry }: { entry: UpdateEntry }) {
  const t = useT();
  const jpContent = useAppSelector((s) => s.settings.jpContent);
  // Only an entry with spoilers still to be revealed listens to the clock.
  const live = !jpContent && nextReveal([entry], Date.now()) !== null;
  return (
    <article className={styles.entry} aria-labelledby={`update-${entry.number}`} data-update-number={entry.number}>
      <header className={styles.entryHeader}>
        <h2 id={`update-${entry.number}`} className={styles.entryTitle}>
          <span className={styles.version}>{t('updateLog.version', { version: entry.version })}</span> {entry.title}
        </h2>
        <DateText value={entry.timestamp} format="long" className={styles.date} />
        {entry.subtitle ? <p className={styles.subtitle}>{entry.subtitle}</p> : null}
      </header>
      {/* The sections' English titles are shared-domain's; each is worded here by its key. */}
      {UPDATE_SECTIONS.map(({ key }) =>
        entry[key].length > 0 ? (
          <section
            key={key}
            className={styles.section}
            aria-label={t('updateLog.sectionOf', { section: t('updateLog.section', { section: key }), version: entry.version })}
          >
            <h3 className={styles.sectionTitle}>{t('updateLog.section', { section: key })}</h3>
            {live ? <LiveUpdateItems items={entry[key]} /> : <UpdateItems items={entry[key]} jpContent={jpContent} now={Date.now()} />}
          </section>
        ) : null,
      )}
    </article>
  );
});
