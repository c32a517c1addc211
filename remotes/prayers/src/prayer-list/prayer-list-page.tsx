import { Suspense, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { filterPrayers } from './prayer-filter';
import { csvFileName, prayersCsv } from './prayer-csv';
import { serialisePrayerQuery } from './prayer-query';
import { EMPTY_SEARCH } from './prayer-search';
import type { PrayerSummary } from 'shared-domain/schemas/api/prayers';
import { Button } from 'shared-ui/controls/button';
import { useIdlePreload } from 'shared-ui/hooks/use-idle-preload';
import { useSearchShortcuts } from 'shared-ui/hooks/use-search-shortcuts';
import { ProgressiveList } from 'shared-ui/lists/progressive-list';
import { PrayerCard } from 'shared-ui/prayers/prayer-card';
import { QueryView } from 'shared-ui/query/query-view';
import { lazyComponent } from 'shared-ui/page/lazy-page';
import { PageFrame } from 'shared-ui/page/page-frame';
import { messageText, useT, type Translate } from '../messages/catalogue';
import { PRAYER_LIST_TITLE, PRAYER_MENU_TITLE } from '../prayer-pages';
import { downloadText } from './download-file';
import { useAllPrayers } from './use-all-prayers';
import { usePrayerSearch, type PrayerSearchUpdate } from './use-prayer-search';
import styles from './prayer-list.module.css';
import { QueryProblems } from 'shared-ui/search/query-problems';

/** Typing settles into the URL after this pause (the list itself filters on every key). */
const URL_WRITE_DELAY_MS = 300;

const getKey = (p: PrayerSummary) => p.id;

/** The line above the list: 'No prayer found', 'Showing all N prayers', 'Showing X of N prayers'. */
function countLine(t: Translate, shown: number, total: number): string {
  if (!(shown > 0)) return t('prayerList.countNone');
  if (shown >= total) return t('prayerList.countAll', { total });
  return shown === 1 ? t('prayerList.countOne', { total }) : t('prayerList.countSome', { shown, total });
}

// The modal and its comboboxes (downshift) are a large part of the page's code and only a click
// shows them: they download at the first idle moment after the page (or on that click, with save-data).
const AdvancedSearchModal = lazyComponent(async () => ({ default: (await import('./advanced-search-modal')).AdvancedSearchModal }));

export default function PrayerListPage() {
  const t = useT();
  const { search, problems, update } = usePrayerSearch();
  const all = useAllPrayers();
  const [advancedOpen, setAdvancedOpen] = useState(false);
  // Opened once its code is here: a Suspense retry would wait behind the list's reveal, which React
  // renders first. A failed download opens it anyway, and the boundary reports the error.
  const openAdvanced = useCallback(() => {
    const open = () => setAdvancedOpen(true);
    AdvancedSearchModal.load().then(open, open);
  }, []);
  useSearchShortcuts(openAdvanced, !advancedOpen);
  useIdlePreload(AdvancedSearchModal.load);

  // The name box answers every key at once; the URL follows after a pause (or on Enter).
  const [name, setName] = useState(search.name);
  const written = useRef(search.name);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (search.name !== written.current) {
      written.current = search.name;
      setName(search.name);
    }
  }, [search.name]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const writeName = useCallback(
    (value: string) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const trimmed = value.trim();
      written.current = trimmed;
      update((current) => ({ ...current, name: trimmed }));
    },
    [update],
  );
  const onNameChange = (value: string) => {
    setName(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => writeName(value), URL_WRITE_DELAY_MS);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    writeName(name);
  };
  const clearSearch = () => {
    written.current = '';
    setName('');
    if (timer.current) clearTimeout(timer.current);
    update(() => EMPTY_SEARCH);
  };
  // The modal's name field is the box's: its changes start from what is typed, not what reached the URL.
  const nameNow = useRef(name);
  useLayoutEffect(() => {
    nameNow.current = name;
  });
  const changeAdvanced = useCallback(
    (change: PrayerSearchUpdate) => {
      update((current) => {
        const next = change({ ...current, name: nameNow.current });
        written.current = next.name.trim();
        nameNow.current = next.name;
        setName(next.name);
        return next;
      });
    },
    [update],
  );

  // 'now' for an open end date: fixed for the visit, so results do not shift while reading.
  const [now] = useState(() => Date.now());
  const deferredName = useDeferredValue(name);
  const criteria = useMemo(() => ({ ...search, name: deferredName }), [search, deferredName]);
  const filtered = useMemo(() => filterPrayers(all.entries, criteria, now), [all.entries, criteria, now]);
  const resetKey = useMemo(() => serialisePrayerQuery(criteria).toString(), [criteria]);

  const exportCsv = () => {
    downloadText(csvFileName(serialisePrayerQuery(criteria)), prayersCsv(t, filtered), 'text/csv;charset=utf-8');
  };

  const renderItem = useCallback(
    (p: PrayerSummary, index: number) => (
      <div id={String(p.id)} className={styles.anchor}>
        {/* The first card's image is the largest thing the page paints: asked for at once. */}
        <PrayerCard prayer={p} priority={index === 0} />
      </div>
    ),
    [],
  );
  // `/prayers#{id}`: the list reveals through that prayer and scrolls to it.
  const { hash } = useLocation();
  const hashId = /^#(\d+)$/.exec(hash)?.[1];

  const loaded = all.entries.length;
  return (
    <PageFrame title={t(PRAYER_LIST_TITLE)} actions={<Link to="menu">{t(PRAYER_MENU_TITLE)}</Link>}>
      <div className={styles.stack}>
        <form role="search" className={styles.searchRow} onSubmit={onSubmit}>
          <input
            type="search"
            name="name"
            value={name}
            onChange={(e) => onNameChange(e.target.value)}
            aria-label={t('prayerList.searchLabel')}
            placeholder={t('prayerList.searchPlaceholder')}
            className={styles.searchBox}
            autoComplete="off"
          />
          <Button aria-haspopup="dialog" onClick={openAdvanced}>
            {t('prayerList.advancedSearch')}
          </Button>
          <Button onClick={clearSearch}>{t('prayerList.clearSearch')}</Button>
          <Button onClick={exportCsv} disabled={all.loading || filtered.length === 0} title={t('prayerList.exportHint')}>
            {t('prayerList.exportCsv')}
          </Button>
        </form>
        <QueryProblems problems={problems.map((m) => messageText(t, m))} />
        <p className={styles.countLine} aria-live="polite" data-testid="prayer-count-line">
          {all.first.data ? countLine(t, filtered.length, loaded) : t('prayerList.loading')}
        </p>
        {all.moreError ? (
          <div role="alert" className={styles.problems}>
            <p>{all.moreError}</p>
            <Button onClick={all.retryMore}>{t('prayerList.retry')}</Button>
          </div>
        ) : null}
        <section aria-label={t('prayerList.listRegion')}>
          <QueryView result={all.first} nullText={t('prayerList.noData')} skeletonHeight={600}>
            {() => (
              <ProgressiveList
                items={filtered}
                getKey={getKey}
                renderItem={renderItem}
                resetKey={resetKey}
                layout="grid"
                minItemWidth={340}
                estimateRowHeight={260}
                loading={all.loading}
                emptyFooter={t('prayerList.footerNone')}
                aria-label={t('prayerList.listLabel')}
                revealKey={hashId === undefined ? undefined : Number(hashId)}
              />
            )}
          </QueryView>
        </section>
      </div>
      <Suspense fallback={null}>
        {advancedOpen ? (
          <AdvancedSearchModal
            search={{ ...search, name }}
            filterOpts={all.filterOpts}
            onChange={changeAdvanced}
            onReset={clearSearch}
            onClose={() => setAdvancedOpen(false)}
          />
        ) : null}
      </Suspense>
    </PageFrame>
  );
}
