import { Link } from 'react-router-dom';
import { useLinkedPath } from '../../routing/linked-pages';
import type { UpdateEntry } from 'shared-domain/schemas/update-log';
import { UPDATE_SECTIONS, truncateLines, visibleItems } from 'shared-domain/updates/update-items';
import { useAppSelector } from 'shared-ui/hooks/store-hooks';
import { useClockPassed } from 'shared-ui/hooks/use-clock';
import { DateText } from 'shared-ui/time/date-text';
import { useT, type MessageKey } from '../../messages/catalogue';
import styles from './home.module.css';

/** The update log's sections (UPDATE_SECTIONS names them in English), by key. */
const SECTION_TITLES: Record<(typeof UPDATE_SECTIONS)[number]['key'], MessageKey> = {
  features: 'home.updateFeatures',
  contents: 'home.updateContents',
  fixes: 'home.updateFixes',
  data: 'home.updateData',
};

const KINDS = {
  latest: { label: 'home.latestUpdate', none: 'home.noLatestUpdate' },
  minor: { label: 'home.latestMinorUpdate', none: 'home.noLatestMinorUpdate' },
} as const satisfies Record<string, { label: MessageKey; none: MessageKey }>;

/** The latest update or the latest minor one, each section cut to maxLine − 1 lines with 'Read More...'. */
export function UpdateSummary({ entry, kind }: { entry: UpdateEntry | null; kind: keyof typeof KINDS }) {
  const t = useT();
  // The summary changes only when a spoiler's reveal time passes: no re-render every second between.
  const now = useClockPassed(1000, revealTimes(entry));
  const updateLog = useLinkedPath('home-updates');
  const jp = useAppSelector((s) => s.settings.jpContent);
  if (!entry) return <p className={styles.muted}>{t(KINDS[kind].none)}</p>;
  return (
    <article className={styles.update} aria-label={t('home.updateLabel', { label: t(KINDS[kind].label), version: entry.version })}>
      <h3 className={styles.updateTitle}>
        v{entry.version} {entry.title}
      </h3>
      <p className={styles.muted}>
        <DateText value={entry.timestamp} format="long" />
      </p>
      {UPDATE_SECTIONS.map(({ key }) => {
        const { items, more } = truncateLines(visibleItems(entry[key], now, jp));
        if (items.length === 0) return null;
        const title = t(SECTION_TITLES[key]);
        return (
          <section key={key} aria-label={title}>
            <h4 className={styles.sectionTitle}>{title}</h4>
            <ul className={styles.updateItems}>
              {items.map((item, i) => (
                <li key={i}>{item.detail}</li>
              ))}
            </ul>
            {more && updateLog ? (
              <Link to={updateLog} className={styles.readMore}>
                {t('home.readMore')}
              </Link>
            ) : null}
          </section>
        );
      })}
    </article>
  );
}

const revealTimes = (entry: UpdateEntry | null): number[] =>
  entry
    ? UPDATE_SECTIONS.flatMap(({ key }) => entry[key].flatMap((item) => [item, ...item.subItems]))
        .filter((i) => i.spoiler && i.revealTime !== null)
        .map((i) => Date.parse(i.revealTime!))
    : [];
