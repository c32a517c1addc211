import { memo, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectJpContent } from 'shared-domain/settings/settings-slice';
import { useAfterHydration } from 'shared-ui/hooks/use-collection';
import { useLocale, useLocalePath } from 'shared-ui/i18n/locale-context';
import { useT, type ShellT } from '../messages/catalogue';
import { groupedResults, resultsPageUrl, resultTarget } from './grouped-results';
import { loadSearchEngine } from './load-search-engine';
import { MAX_QUERY_LENGTH } from './search-limits';
import { closeSearchBox } from './search-box-state';
import { SEARCH_GROUP_TITLE_KEYS } from './search-groups';
import { shownText } from './site-documents';
import { useSitePages } from '../routing/site-pages';
import type { PageManifest } from 'shared-domain/federation/page-manifest';
import type { SearchEngine, SearchHit } from './search-engine';
import { variantFor } from './search-index-file';
import styles from './search-dialog.module.css';

/** How many results the box lists in one group; the results page lists them all. */
const PER_GROUP = 6;
/** How many it lists in all: about a phone's screenful; a keystroke renders no row one must scroll to. */
const MAX_OPTIONS = 16;

type Load = { state: 'loading' } | { state: 'ready'; engine: SearchEngine } | { state: 'failed' };

/** What the box's status line says: loading, failed, a hint for an empty field, or how many results. */
export function searchStatus(load: Load['state'], query: string, options: number, hits: number, t: ShellT): string {
  if (load === 'loading') return t('search.loading');
  if (load === 'failed') return t('search.failed');
  if (query === '') return t('search.hint');
  if (options === 0) return t('search.noResults');
  return hits >= 60 ? t('search.manyResults') : t('search.resultCount', { count: hits });
}

/**
 * The search box: a modal dialog holding an ARIA 1.2 combobox (the text field) and its listbox of
 * results in groups. Arrows move the active option, Enter opens it, Escape closes the box; the
 * field keeps focus throughout, as the pattern asks.
 */
export function SearchDialog({ initial }: { initial: string }) {
  const t = useT();
  const localePath = useLocalePath();
  const manifests = useSitePages()?.manifests ?? null;
  const jpContent = useAfterHydration(selectJpContent, false);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [typed, setTyped] = useState(initial);
  const [active, setActive] = useState(0);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    loadSearchEngine(variantFor(jpContent)).then(
      (engine) => live && setLoad({ state: 'ready', engine }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [jpContent]);

  useEffect(() => {
    const dialog = dialogRef.current;
    // A modal dialog: the page behind is inert and the browser keeps focus inside.
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    inputRef.current?.focus();
    const end = inputRef.current?.value.length ?? 0;
    inputRef.current?.setSelectionRange(end, end);
  }, []);

  const hits = useMemo<SearchHit[]>(() => (load.state === 'ready' ? load.engine.search(typed, 60) : []), [load, typed]);
  const groups = useMemo(() => groupedResults(hits, PER_GROUP, MAX_OPTIONS), [hits]);
  const options = useMemo(() => groups.flatMap((g) => g.hits), [groups]);
  useEffect(() => setActive(0), [load]);
  useEffect(() => {
    listRef.current?.querySelector(`[id="${optionId(active)}"]`)?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids only change with `active`
  }, [active]);

  const open = (hit: SearchHit) => {
    closeSearchBox();
    void navigate(resultTarget(hit, location));
  };
  // The rows get one lasting handle on `open`: a keystroke that keeps a row's result leaves it as it was.
  const openRef = useRef(open);
  openRef.current = open;
  const seeAll = localePath(resultsPageUrl(typed, jpContent));

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((a) => (last < 0 ? 0 : a >= last ? 0 : a + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((a) => (last < 0 ? 0 : a <= 0 ? last : a - 1));
        break;
      case 'PageDown':
        event.preventDefault();
        setActive((a) => Math.min(last, a + PER_GROUP));
        break;
      case 'PageUp':
        event.preventDefault();
        setActive((a) => Math.max(0, a - PER_GROUP));
        break;
      case 'Enter': {
        event.preventDefault();
        const hit = options[active];
        if (hit) open(hit);
        else if (typed.trim() !== '') window.location.assign(seeAll);
        break;
      }
      case 'Escape':
        event.preventDefault();
        closeSearchBox();
        break;
    }
  };

  const query = typed.trim();
  const status = searchStatus(load.state, query, options.length, hits.length, t);

  let index = -1;
  const expanded = options.length > 0;
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={t('search.label')}
      onCancel={(event) => {
        event.preventDefault();
        closeSearchBox();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its sheet) closes it.
        if (event.target === dialogRef.current) closeSearchBox();
      }}
    >
      <div className={styles.sheet}>
        <div className={styles.field}>
          <svg
            className={styles.glass}
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <path d="M10.5 4.5a6 6 0 1 0 0 12 6 6 0 0 0 0-12ZM15 15l5 5" />
          </svg>
          <input
            ref={inputRef}
            className={styles.input}
            type="text"
            role="combobox"
            aria-label={t('search.fieldLabel')}
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={expanded ? optionId(active) : undefined}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            dir="auto"
            maxLength={MAX_QUERY_LENGTH}
            placeholder={t('search.placeholder')}
            value={typed}
            onChange={(event) => {
              // Set with the text, not in an effect after it: a keystroke renders the list once.
              setTyped(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={styles.close} onClick={closeSearchBox}>
            <span className={styles.closeWide}>Esc</span>
            <span className={styles.closeNarrow}>{t('common.close')}</span>
          </button>
        </div>
        <div ref={listRef} id={listboxId} role="listbox" aria-label={t('search.resultsList')} className={styles.listbox}>
          {groups.map(({ group, hits: groupHits }) => (
            <div key={group} role="group" aria-labelledby={`${id}-${group}`} className={styles.group}>
              <div role="presentation" id={`${id}-${group}`} className={styles.groupTitle}>
                {t(SEARCH_GROUP_TITLE_KEYS[group])}
              </div>
              {groupHits.map((hit, slot) => {
                index += 1;
                // Keyed by place: a keystroke that changes a row's result updates its text, not its element.
                return (
                  <ResultOption
                    key={slot}
                    hit={hit}
                    index={index}
                    optionId={optionId(index)}
                    active={index === active}
                    onHover={setActive}
                    onOpen={openRef}
                    manifests={manifests}
                  />
                );
              })}
            </div>
          ))}
        </div>
        <div className={styles.footer}>
          <p role="status" className={styles.status}>
            {status}
          </p>
          {query !== '' ? (
            <a className={styles.seeAll} href={seeAll}>
              {t('search.seeAll')}
            </a>
          ) : null}
          <span className={styles.keys} aria-hidden="true">
            {t('search.keys')}
          </span>
        </div>
      </div>
    </dialog>
  );
}

interface ResultOptionProps {
  hit: SearchHit;
  index: number;
  optionId: string;
  active: boolean;
  onHover: (index: number) => void;
  onOpen: RefObject<(hit: SearchHit) => void>;
  /** The page manifests in the page's language: a page's result is titled from them. */
  manifests: readonly PageManifest[] | null;
}

/** One result: rendered again only when it, its place or whether it is active changes. */
const ResultOption = memo(function ResultOption({ hit, index, optionId, active, onHover, onOpen, manifests }: ResultOptionProps) {
  const t = useT();
  const locale = useLocale();
  const d = hit.document;
  const shown = shownText(d, t, manifests, locale);
  return (
    <div
      id={optionId}
      role="option"
      aria-selected={active}
      className={active ? `${styles.option} ${styles.active}` : styles.option}
      onMouseMove={() => !active && onHover(index)}
      onClick={() => onOpen.current(hit)}
    >
      <span className={styles.title}>{shown.title}</span>
      {d.spoiler ? (
        <span className={styles.jp}>
          {t('search.jpMark')}
          <span className={styles.hidden}>{t('search.jpMarkRest')}</span>
        </span>
      ) : null}
      {shown.subtitle ? <span className={styles.subtitle}>{shown.subtitle}</span> : null}
    </div>
  );
}, sameRow);

/** Rows with the same document (the engine's hits are new objects each time, their documents are not). */
function sameRow(a: ResultOptionProps, b: ResultOptionProps): boolean {
  return (
    a.hit.document === b.hit.document &&
    a.index === b.index &&
    a.optionId === b.optionId &&
    a.active === b.active &&
    a.onHover === b.onHover &&
    a.onOpen === b.onOpen &&
    a.manifests === b.manifests
  );
}
