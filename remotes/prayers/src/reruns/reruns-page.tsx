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
import { RERUNS_PATH, RERUNS_TITLE } from '../prayer-pages';
import { useFeaturedCharactersQuery } from '../prayers-api';
import { rerunRows, type RerunRow } from './rerun-rows';
import { parseRerunSort, RERUN_SORT_LABELS, RERUN_SORTS, rerunSortSearch, type RerunSort } from './rerun-sort';
import styles from './reruns.module.css';

const HOUR_MS = 3_600_000;

/** 'YYYY-MM-DD' of an ISO time in UTC: the table says its dates are UTC once, in its caption. */
const utcDay = (iso: string) => iso.slice(0, 10);
const days = (n: number | null) => (n === null ? '—' : `${formatNumber(n)} ${n === 1 ? 'day' : 'days'}`);

export default function RerunsPage() {
  const [params] = useSearchParams();
  const { sort, unknown } = parseRerunSort(params);
  const result = useFeaturedCharactersQuery();
  // Waits are whole days and prayers change on the hour: the table follows the clock by the hour,
  // not every second (the clock ticks each second; the memoised table skips the ticks between).
  const hour = Math.floor(useClock(1000) / HOUR_MS) * HOUR_MS;
  return (
    <PageFrame
      title={RERUNS_TITLE}
      lead="Each character's runs (the prayers that rated them up, overlapping ones counted as one run) and the waits between them."
    >
      <SortLinks sort={sort} />
      {unknown !== null ? (
        <p className={styles.note} role="note">
          There is no sort &ldquo;{unknown}&rdquo;: sorted by {RERUN_SORT_LABELS[sort].toLowerCase()}.
        </p>
      ) : null}
      <QueryView result={result} skeletonHeight={900} label="Loading the rerun history">
        {(data) => <RerunTable characters={data.characters} sort={sort} now={hour} />}
      </QueryView>
    </PageFrame>
  );
}

/** The orders as links (they work from the server's HTML, before any script). */
function SortLinks({ sort }: { sort: RerunSort }) {
  return (
    <nav className={styles.sorts} aria-label="Sort the table">
      <span className={styles.sortsLabel}>Sort by:</span>
      <ul>
        {RERUN_SORTS.map((s) => (
          <li key={s}>
            <Link to={`${RERUNS_PATH}${rerunSortSearch(s)}`} aria-current={s === sort ? 'true' : undefined} className={styles.sortLink}>
              {RERUN_SORT_LABELS[s]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const RerunTable = memo(function RerunTable({ characters, sort, now }: { characters: FeaturedCharacter[]; sort: RerunSort; now: number }) {
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
        {formatNumber(rows.length)} characters featured, sorted by {RERUN_SORT_LABELS[sort].toLowerCase()}.
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="rerun-table">
          <caption className={styles.caption}>Runs and waits (dates in UTC, waits in whole days)</caption>
          <thead>
            <tr>
              {header('name', 'Character')}
              {header('runs', 'Runs')}
              {header(null, 'Last featured')}
              {header('longest-wait', 'Longest wait')}
              {header('waiting-now', 'Waiting now')}
              {header(null, 'Runs and gaps')}
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
  const { history } = row;
  const prayers = history.prayers.length;
  return (
    <tr data-character={row.id}>
      <th scope="row" className={styles.name}>
        <CharacterLink id={row.id}>
          <CharacterName named={row.named} name={row.parts} />
        </CharacterLink>
      </th>
      <td data-label="Runs">
        {formatNumber(history.runs.length)}
        {prayers !== history.runs.length ? <span className={styles.muted}> ({formatNumber(prayers)} prayers)</span> : null}
      </td>
      <td data-label="Last featured">{history.lastFeatured ? utcDay(history.lastFeatured) : '—'}</td>
      <td data-label="Longest wait" data-testid="longest-wait">
        {days(history.longestWait)}
      </td>
      <td data-label="Waiting now">{history.ongoing ? <strong className={styles.onNow}>on now</strong> : days(history.currentWait)}</td>
      <td data-label="Runs and gaps" className={styles.history}>
        <ol className={styles.runs}>
          {history.runs.map((run, i) => (
            <li key={run.start}>
              {i > 0 ? <span className={styles.gap}>{days(history.gaps[i - 1]!)} later</span> : null}
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
