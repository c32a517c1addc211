import { memo, useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import type { FloorChoice } from '../floor-list';
import { SETTINGS_MODAL_ID, useModalLayer } from 'shared-ui/hooks/use-modal-layer';
import { hydrateApart } from 'shared-ui/page/hydrate-apart';
import { JpContentToggle } from 'shared-ui/spoilers/jp-content-toggle';
import { useT } from '../../messages/catalogue';
import { FloorJumpDialog } from './floor-jump-dialog';
import styles from './floor-selector.module.css';

interface FloorSelectorProps {
  id: string;
  floor: number;
  maxFloor: number | null;
  choices: FloorChoice[];
  /** Still loading (or failed): the list area shows this instead of the floors. */
  status: ReactNode;
  select: (floor: number) => void;
  /**
   * Below 1000 px the selector is a drawer: closed, it is hidden from tabbing and readers. null
   * while the width is not known (rendered on the server): CSS makes it a closed drawer there.
   */
  drawer: boolean | null;
  open: boolean;
  onClose: () => void;
}

/** The floor selector panel: the floor list with NF labels and JP marks, the popup, the hints. */
export function FloorSelector({ id, floor, maxFloor, choices, status, select, drawer, open, onClose }: FloorSelectorProps) {
  const t = useT();
  const [jumpOpen, setJumpOpen] = useState(false);
  const settings = useModalLayer(SETTINGS_MODAL_ID);
  const hidden = drawer === true && !open;
  // The same function before and after the width is known, so the list keeps hydrating on its own.
  const inDrawer = useRef(drawer);
  useEffect(() => {
    inDrawer.current = drawer;
  }, [drawer]);
  const onPick = useCallback(() => {
    if (inDrawer.current) onClose();
  }, [onClose]);

  return (
    <aside
      id={id}
      className={styles.selector}
      data-drawer={drawer === null ? 'auto' : drawer || undefined}
      data-open={open || undefined}
      aria-labelledby={`${id}-heading`}
      inert={hidden}
      onKeyDown={(e) => {
        if (drawer && e.key === 'Escape') onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {t('floor.floors')}
        </h2>
        <Link to="rewards" className={styles.itemTracker}>
          {t('floor.itemTracker')}
        </Link>
      </div>
      <button type="button" className={styles.jumpButton} onClick={() => setJumpOpen(true)} aria-haspopup="dialog">
        {t('floor.selector')}
      </button>
      <nav aria-label={t('floor.list')} className={styles.listArea}>
        {choices.length ? (
          <FloorList choices={choices} floor={floor} select={select} onPick={onPick} focusCurrent={drawer === true && open} />
        ) : (
          status
        )}
      </nav>
      <button type="button" className={styles.hint} onClick={settings.open} aria-haspopup="dialog">
        {t('floor.settingsHint')}
      </button>
      {/* The same setting, one click away (the settings dialog has it too). */}
      <JpContentToggle label={t('floor.showFuture')} />
      <FloorJumpDialog
        open={jumpOpen}
        onClose={() => setJumpOpen(false)}
        onJump={(f) => {
          select(f);
          // In the drawer the jump also closes the list, like picking a floor does.
          if (drawer) onClose();
        }}
        maxFloor={maxFloor}
      />
    </aside>
  );
}

interface FloorListProps {
  choices: FloorChoice[];
  floor: number;
  select: (floor: number) => void;
  /** After a floor is picked (the drawer closes). */
  onPick: () => void;
  focusCurrent: boolean;
}

/** A plain click: the others (new tab, new window) keep the browser's own handling of the link. */
const isPlainClick = (e: MouseEvent<HTMLElement>) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** One floor's link; `linkRef` is given to the chosen floor only (it marks it as the current page). */
const FloorItem = memo(function FloorItem({
  choice,
  linkRef,
}: {
  choice: FloorChoice;
  linkRef: RefObject<HTMLAnchorElement | null> | undefined;
}) {
  const t = useT();
  return (
    <li>
      <a
        ref={linkRef}
        href={`?floor=${choice.floor}`}
        data-floor-link={choice.floor}
        className={styles.floorLink}
        aria-current={linkRef ? 'page' : undefined}
      >
        {t('floor.label', { floor: choice.floor })}
        {choice.jp ? (
          <span className={styles.jp} title={t('floor.jpMarkTitle')}>
            {t('floor.jpMark')}
          </span>
        ) : null}
      </a>
    </li>
  );
});

/**
 * Links rather than buttons: each floor is a page (open in a new tab works). Plain anchors, not
 * router Links: 200 Links would all re-render on every location change, which is the moment a
 * floor step must be fast. A click selects through the page (history entry replaced). One click
 * handler on the list and memoised items: a step re-renders the two items whose state changed,
 * not all of them (1,850 at 10× content). The list hydrates apart from the page, in slices: it is
 * most of the page's elements, and a closed drawer's on a phone.
 */
const FloorList = hydrateApart(function FloorList({ choices, floor, select, onPick, focusCurrent }: FloorListProps) {
  const current = useRef<HTMLAnchorElement>(null);
  // Keep the chosen floor in sight inside the scrolling list (not the page). A closed drawer's list
  // is not laid out (CSS): measuring it would lay it out, so it waits for the drawer to open.
  useEffect(() => {
    const link = current.current;
    const list = link?.closest('ol');
    if (!link || !list || link.checkVisibility?.() === false) return;
    const top = link.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + link.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top - list.clientHeight / 2;
  }, [floor, choices, focusCurrent]);
  useEffect(() => {
    if (focusCurrent) current.current?.focus({ preventScroll: true });
  }, [focusCurrent]);

  const onClick = (e: MouseEvent<HTMLOListElement>) => {
    const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[data-floor-link]') : null;
    if (!link || !isPlainClick(e)) return;
    e.preventDefault();
    select(Number(link.dataset.floorLink));
    onPick();
  };

  return (
    <ol className={styles.list} onClick={onClick}>
      {choices.map((c) => (
        <FloorItem key={c.floor} choice={c} linkRef={c.floor === floor ? current : undefined} />
      ))}
    </ol>
  );
});
