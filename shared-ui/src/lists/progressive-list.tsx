import {
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type Key,
  type ReactNode,
  type RefObject,
} from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useT } from 'shared-ui/messages/catalogue';
import { useProgressiveReveal, type ProgressiveProgress } from '../hooks/use-progressive-reveal';
import { listFooterState } from './list-footer-state';
import styles from './progressive-list.module.css';

/** Past this many revealed items only the rows near the viewport are in the DOM. */
export const VIRTUALISE_AFTER = 120;

export interface ProgressiveListProps<T> {
  items: readonly T[];
  getKey: (item: T, index: number) => Key;
  /** Keep it stable (useCallback): cells are memoised on item, index and this function. */
  renderItem: (item: T, index: number) => ReactNode;
  /** The search criteria (any value compared with Object.is): a change shows 10 again. */
  resetKey: unknown;
  layout?: 'list' | 'grid';
  /** Grid only: the narrowest a column may get; the column count follows the list's width. */
  minItemWidth?: number;
  /** Space between rows and columns, px. */
  gap?: number;
  /** A row's expected height before it is measured, px. */
  estimateRowHeight?: number;
  /** More data is still being fetched (the footer keeps saying 'Loading...'). */
  loading?: boolean;
  /** Given: the list has a footer line ('Loading...', a dot), and this is it when nothing matched ('• No card found •'). */
  emptyFooter?: string;
  /**
   * Reveal through the item with this key and scroll it into view, once per key (e.g. the
   * prayer of /prayers#640). Waits until the item is among `items`.
   */
  revealKey?: Key | null;
  /** Called whenever the visible count or completeness changes. */
  onProgress?: (progress: ProgressiveProgress) => void;
  className?: string;
  'aria-label'?: string;
}

/** The footer's message in each state. */

interface CellProps<T> {
  item: T;
  index: number;
  renderItem: (item: T, index: number) => ReactNode;
}
const Cell = memo(function Cell<T>({ item, index, renderItem }: CellProps<T>) {
  return <>{renderItem(item, index)}</>;
}) as <T>(props: CellProps<T>) => ReactNode;

/** Columns that fit `width` at `minItemWidth` each with `gap` between them (at least one). */
export const columnsFor = (width: number, minItemWidth: number, gap: number): number =>
  Math.max(1, Math.floor((width + gap) / (minItemWidth + gap)));

/** How many grid columns fit the element, kept up to date as it resizes. */
function useColumns(ref: RefObject<HTMLElement | null>, enabled: boolean, minItemWidth: number, gap: number): number {
  const [columns, setColumns] = useState(1);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!enabled || !el) return undefined;
    const update = () => setColumns(columnsFor(el.clientWidth, minItemWidth, gap));
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, enabled, minItemWidth, gap]);
  return enabled ? columns : 1;
}

/**
 * A list that reveals itself progressively (10, then +5 every 100 ms, more on reaching the
 * bottom) and, once more than VIRTUALISE_AFTER items are revealed, keeps only the rows around
 * the viewport in the DOM (window scrolling, heights measured), so ten thousand cards scroll
 * smoothly on a phone. Below that it renders every revealed row, exactly as they are.
 */
export function ProgressiveList<T>({
  items,
  getKey,
  renderItem,
  resetKey,
  layout = 'list',
  minItemWidth = 280,
  gap = 12,
  estimateRowHeight = 160,
  loading = false,
  emptyFooter,
  onProgress,
  revealKey,
  className,
  'aria-label': ariaLabel,
}: ProgressiveListProps<T>) {
  const t = useT();
  const footerLine = (state: ReturnType<typeof listFooterState>) =>
    state === 'empty' ? emptyFooter : t(state === 'loading' ? 'lists.loading' : 'lists.complete');
  const listRef = useRef<HTMLDivElement>(null);
  const progress = useProgressiveReveal(items.length, resetKey, listRef);
  const { visible, complete, total, revealThrough } = progress;
  const virtual = visible > VIRTUALISE_AFTER;
  // Only virtual rows need the column count in script. Below that one CSS grid lays the cells
  // out: measuring first would force a layout inside the first commit and then re-render every
  // card into rows of the measured width (a remount of all but the first).
  const columns = useColumns(listRef, layout === 'grid' && virtual, minItemWidth, gap);
  const onProgressRef = useRef(onProgress);
  useLayoutEffect(() => {
    onProgressRef.current = onProgress;
  });
  useLayoutEffect(() => {
    onProgressRef.current?.({ visible, complete, total });
  }, [visible, complete, total]);

  const flatGrid = layout === 'grid' && !virtual;
  const rowCount = flatGrid ? (visible > 0 ? 1 : 0) : Math.ceil(visible / columns);

  // Where the list starts on the page: the window virtualizer measures from the document's top.
  // Re-read whenever the list or the page around it may have moved (more rows, new criteria, resize).
  const [scrollMargin, setScrollMargin] = useState(0);
  const [resizes, setResizes] = useState(0);
  useLayoutEffect(() => {
    if (!virtual) return undefined;
    const onResize = () => setResizes((n) => n + 1);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [virtual]);
  useLayoutEffect(() => {
    if (!virtual || !listRef.current) return;
    const top = Math.round(listRef.current.getBoundingClientRect().top + window.scrollY);
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  }, [virtual, visible, columns, resetKey, resizes, scrollMargin]);

  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: rowCount,
    estimateSize: () => estimateRowHeight,
    overscan: 3,
    // Let React schedule the row updates of a scroll rather than forcing a synchronous render
    // inside every scroll event; the overscan rows cover the gap.
    useFlushSync: false,
    gap,
    scrollMargin,
    enabled: virtual,
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
    initialOffset: () => (typeof window === 'undefined' ? 0 : window.scrollY),
  });

  // Cached row heights belong to the old criteria's items.
  const firstReset = useRef(true);
  useLayoutEffect(() => {
    if (firstReset.current) {
      firstReset.current = false;
      return;
    }
    virtualizer.measure();
  }, [resetKey, columns, virtualizer]);

  // A link to one item: reveal through it, then scroll to it once it is rendered (or, when
  // virtual, let the virtualizer scroll to its row).
  const handledRevealKey = useRef<Key | null>(null);
  const [pendingScroll, setPendingScroll] = useState<number | null>(null);
  useEffect(() => {
    if (revealKey === undefined || revealKey === null || handledRevealKey.current === revealKey) return;
    const index = items.findIndex((item, i) => getKey(item, i) === revealKey);
    if (index < 0) return;
    handledRevealKey.current = revealKey;
    revealThrough(index + 1);
    setPendingScroll(index);
  }, [revealKey, items, getKey, revealThrough]);
  useLayoutEffect(() => {
    if (pendingScroll === null || pendingScroll >= visible) return;
    const row = Math.floor(pendingScroll / columns);
    if (virtual) {
      virtualizer.scrollToIndex(row, { align: 'start' });
    } else {
      // Not virtual, each item has its own data-index (a list row, or a cell of the one grid).
      listRef.current?.querySelector(`[data-index="${pendingScroll}"]`)?.scrollIntoView?.({ block: 'start' });
    }
    setPendingScroll(null);
  }, [pendingScroll, visible, columns, virtual, virtualizer]);

  const rowIndexes = useMemo(() => Array.from({ length: rowCount }, (_, i) => i), [rowCount]);
  const virtualRows = virtual ? virtualizer.getVirtualItems() : null;
  const shownRows = virtualRows ? virtualRows.map((r) => r.index) : rowIndexes;
  let padTop = 0;
  let padBottom = 0;
  if (virtualRows && virtualRows.length > 0) {
    padTop = virtualRows[0]!.start - scrollMargin;
    padBottom = Math.max(0, virtualizer.getTotalSize() - (virtualRows[virtualRows.length - 1]!.end - scrollMargin));
  }

  const listStyle: CSSProperties = { gap, paddingTop: padTop, paddingBottom: padBottom };
  // The flat grid fits as many columns as columnsFor() would: floor((width + gap) / (min + gap)).
  const rowStyle: CSSProperties | undefined =
    layout !== 'grid'
      ? undefined
      : {
          gridTemplateColumns: flatGrid
            ? `repeat(auto-fill, minmax(min(100%, ${minItemWidth}px), 1fr))`
            : `repeat(${columns}, minmax(0, 1fr))`,
          gap,
        };

  return (
    <div className={className}>
      <div
        ref={listRef}
        role="list"
        aria-label={ariaLabel}
        className={styles.list}
        style={listStyle}
        data-virtual={virtual || undefined}
        data-layout={layout}
      >
        {shownRows.map((rowIndex) => {
          const from = flatGrid ? 0 : rowIndex * columns;
          const rowItems = items.slice(from, flatGrid ? visible : Math.min(from + columns, visible));
          return (
            <div
              key={rowIndex}
              role="none"
              className={layout === 'grid' ? styles.gridRow : styles.row}
              style={rowStyle}
              data-index={flatGrid ? undefined : rowIndex}
              ref={virtual ? virtualizer.measureElement : undefined}
            >
              {rowItems.map((item, i) => (
                <div key={getKey(item, from + i)} role="listitem" className={styles.cell} data-index={flatGrid ? from + i : undefined}>
                  <Cell item={item} index={from + i} renderItem={renderItem} />
                </div>
              ))}
            </div>
          );
        })}
      </div>
      {emptyFooter !== undefined ? (
        <p className={styles.footer} role="status">
          {footerLine(listFooterState({ loading, complete, total }))}
        </p>
      ) : null}
    </div>
  );
}
