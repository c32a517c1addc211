import { memo, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatNumber } from 'shared-domain/formatting/format-number';
import { selectJpContent } from 'shared-domain/settings/settings-slice';
import type { FeaturedCharacter } from 'shared-domain/schemas/api/prayers';
import { CharacterLink } from 'shared-ui/characters/character-link';
import { CharacterName } from 'shared-ui/characters/character-name';
import { useNameSettings } from 'shared-ui/hooks/use-name-settings';
import { useAppSelector } from 'shared-ui/hooks/store-hooks';
import { useClock } from 'shared-ui/hooks/use-clock';
import { PageFrame } from 'shared-ui/page/page-frame';
import { QueryView } from 'shared-ui/query/query-view';
import { useT, type Translate } from '../messages/catalogue';
import { RERUNS_PATH, RERUNS_TITLE } from '../prayer-pages';
import { useFeaturedCharactersQuery } from '../prayers-api';
import { rerunRows, type RerunRow } from './rerun-rows';
import { parseRerunSort, RERUN_SORT_LABELS, RERUN_SORTS, rerunSortSearch, type RerunSort } from './rerun-sort';
import styles from './reruns.module.css';

const HOUR_MS = 3_600_000;

/** 'YYYY-MM-DD' of an ISO time in UTC: the table says its dates are UTC once, in its caption. */
const utcDay = (iso: string) => iso.slice(0, 10);
const days = (t: Translate, n: number | null) => (n === null ? '—' : t('reruns.days', { count: n }));
/** An order's name as the sentences say it ('sorted by longest wait'). */
const sortWords = (t: Translate, sort: RerunSort) => t(RERUN_SORT_LABELS[sort]).toLowerCase();

export default function RerunsPage() {
  const t = useT();
  const [params] = useSearchParams();
  const { sort, unknown } = parseRerunSort(params);
  const result = useFeaturedCharactersQuery();
  // Waits are whole days and prayers change on the hour: the table follows the clock by the hour,
  // not every second (the clock ticks each second; the memoised table skips the ticks between).
  const hour = Math.floor(useClock(1000) / HOUR_MS) * HOUR_MS;
  return (
    <PageFrame title={t(RERUNS_TITLE)} lead={t('reruns.lead')}>
      <SortLinks sort={sort} />
      {unknown !== null ? (
        <p className={styles.note} role="note">
          {t('reruns.unknownSort', { unknown, order: sortWords(t, sort) })}
        </p>
      ) : null}
      <QueryView result={result} skeletonHeight={900} label={t('reruns.loading')}>
        {(data) => <RerunTable characters={data.characters} sort={sort} now={hour} />}
      </QueryView>
    </PageFrame>
  );
}

/** The orders as links (they work from the server's HTML, before any script). */
function SortLinks({ sort }: { sort: RerunSort }) {
  const t = useT();
  return (
    <nav className={styles.sorts} aria-label={t('reruns.sortNav')}>
      <span className={styles.sortsLabel}>{t('reruns.sortBy')}</span>
      <ul>
        {RERUN_SORTS.map((s) => (
          <li key={s}>
            <Link to={`${RERUNS_PATH}${rerunSortSearch(s)}`} aria-current={s === sort ? 'true' : undefined} className={styles.sortLink}>
              {t(RERUN_SORT_LABELS[s])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const RerunTable = memo(function RerunTable({ characters, sort, now }: { characters: FeaturedCharacter[]; sort: RerunSort; now: number }) {
  const t = useT();
  const jpContent = useAppSelector(selectJpContent);
  const names = useNameSettings();
  const rows = useMemo(() => rerunRows(characters, { jpContent, now }, sort, names), [characters, jpContent, now, sort, names]);
  const header = (s: RerunSort | null, label: string) => (
    <th scope="col" aria-sort={s !== null && s === sort ? (s === 'name' ? 'ascending' : 'descending') : undefined}>
      {s === null ? label : <Link to={`${RERUNS_PATH}${rerunSortSearch(s)}`}>{label}</Link>}
    </th>
  );
  return (
    <>
      <p className={styles.count} data-testid="rerun-count">
        {t('reruns.count', { count: rows.length, order: sortWords(t, sort) })}
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="rerun-table">
          <caption className={styles.caption}>{t('reruns.caption')}</caption>
          <thead>
            <tr>
              {header('name', t('reruns.columnCharacter'))}
              {header('runs', t('reruns.columnRuns'))}
              {header(null, t('reruns.columnLastFeatured'))}
              {header('longest-wait', t(RERUN_SORT_LABELS['longest-wait']))}
              {header('waiting-now', t(RERUN_SORT_LABELS['waiting-now']))}
              {header(null, t('reruns.columnRunsAndGaps'))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <RerunLine key={row.id} row={row} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
});

function RerunLine({ row }: { row: RerunRow }) {
  const t = useT();
  const { history } = row;
  const prayers = history.prayers.length;
  return (
    <tr data-character={row.id}>
      <th scope="row" className={styles.name}>
        <CharacterLink id={row.id}>
          <CharacterName named={row.named} name={row.parts} />
        </CharacterLink>
      </th>
      <td data-label={t('reruns.columnRuns')}>
        {formatNumber(history.runs.length)}
        {prayers !== history.runs.length ? <span className={styles.muted}> {t('reruns.prayers', { count: prayers })}</span> : null}
      </td>
      <td data-label={t('reruns.columnLastFeatured')}>{history.lastFeatured ? utcDay(history.lastFeatured) : '—'}</td>
      <td data-label={t(RERUN_SORT_LABELS['longest-wait'])} data-testid="longest-wait">
        {days(t, history.longestWait)}
      </td>
      <td data-label={t(RERUN_SORT_LABELS['waiting-now'])}>
        {history.ongoing ? <strong className={styles.onNow}>{t('reruns.onNow')}</strong> : days(t, history.currentWait)}
      </td>
      <td data-label={t('reruns.columnRunsAndGaps')} className={styles.history}>
        <ol className={styles.runs}>
          {history.runs.map((run, i) => (
            <li key={run.start}>
              {i > 0 ? <span className={styles.gap}>{t('reruns.later', { days: days(t, history.gaps[i - 1]!) })}</span> : null}
              <Link to={`/prayers/info/${run.prayers[0]!.id}`} className={styles.run}>
                {utcDay(run.start)} → {utcDay(run.end)}
              </Link>
            </li>
          ))}
        </ol>
      </td>
    </tr>
  );
}
