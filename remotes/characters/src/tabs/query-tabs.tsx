import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useLatestSearchParams } from 'shared-ui/hooks/use-latest-search-params';
import { useT, type MessageKey } from '../messages/catalogue';
import { parseTabQuery, type TabDef } from './tab-query';
import styles from './query-tabs.module.css';

interface QueryTabsProps<Id extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  /** The query parameter holding the tab id. */
  param: string;
  /** Each tab's label is the key of its message. */
  tabs: readonly TabDef<Id, MessageKey>[];
  fallback: Id;
  /** The panel of the selected tab. */
  children: (active: TabDef<Id, MessageKey>) => ReactNode;
}

/**
 * Tabs whose selection is pure URL state: the query picks the tab, and a tab change replaces the
 * history entry (switching tabs must not fill the back button's history).
 */
export function QueryTabs<Id extends string>({ label, param, tabs, fallback, children }: QueryTabsProps<Id>) {
  const t = useT();
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const activeId = parseTabQuery(searchParams.get(param), tabs, fallback);
  const active = tabs.find((tab) => tab.id === activeId) ?? tabs[0];
  const baseId = useId();
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const select = (id: Id) => {
    if (searchParams.get(param) === id) return;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(param, id);
        return next;
      },
      { replace: true },
    );
  };

  // Arrow keys, Home and End move between tabs (the WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = target === null ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    select(tab.id);
    document.getElementById(tabId(tab.id))?.focus();
  };

  if (!active) return null;
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => {
          const selected = tab.id === active.id;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className={selected ? `${styles.tab} ${styles.selected}` : styles.tab}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {t(tab.label)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active.id)} className={styles.panel}>
        {children(active)}
      </div>
    </div>
  );
}
