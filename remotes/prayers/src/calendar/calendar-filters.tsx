import { useId, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PRAYER_TYPE_LABELS, PRAYER_TYPE_VALUES, CHAR_TYPE_FILTER_LABELS, CHAR_TYPE_FILTER_VALUES } from '../prayer-list/prayer-search';
import { formatMonth, type CalendarMonth } from './calendar-month';
import {
  NO_FILTERS,
  parseCalendarQuery,
  queryString,
  serialiseCalendarQuery,
  type CalendarFilters as Filters,
  type CalendarView,
} from './calendar-query';
import { CALENDAR_PATH } from '../prayer-pages';
import styles from './calendar.module.css';

/** The pools that run for years are not on the calendar, so they are no filter here. */
const TYPES = PRAYER_TYPE_VALUES.filter((t) => t !== 'standard' && t !== 'ritual');

export interface CalendarFiltersProps {
  view: CalendarView | null;
  month: CalendarMonth;
  filters: Filters;
  /** The featured characters to choose from: the named rate-ups of the prayers loaded (never a spoiler). */
  characters: readonly { id: number; name: string }[];
  now: number;
}

/**
 * The filters as a GET form: before the page's code runs it submits as a plain link would, and the
 * server answers the filtered calendar; after, the same query is written to the URL in place.
 */
export function CalendarFiltersForm({ view, month, filters, characters, now }: CalendarFiltersProps) {
  const navigate = useNavigate();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new URLSearchParams();
    for (const [key, value] of new FormData(e.currentTarget)) if (typeof value === 'string') data.append(key, value);
    // The form's own keys read back as the URL would be, then written in the canonical order.
    const q = parseCalendarQuery(data, now);
    void navigate(queryString(serialiseCalendarQuery({ view: q.view, month: q.month, filters: q.filters })));
  };
  const { search } = filters;
  const id = useId();
  return (
    <form method="get" action={CALENDAR_PATH} className={styles.filters} onSubmit={onSubmit} aria-label="Calendar filters">
      {view ? <input type="hidden" name="view" value={view} /> : null}
      <input type="hidden" name="month" value={formatMonth(month)} />
      <div className={styles.field}>
        <label htmlFor={`${id}-prayer-types`}>Prayer type</label>
        <select
          id={`${id}-prayer-types`}
          name="prayer-types"
          defaultValue={search.prayerTypes[0] ?? ''}
          key={`t${search.prayerTypes.join()}`}
        >
          <option value="">Any</option>
          {TYPES.map((t) => (
            <option key={t} value={t}>
              {PRAYER_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-char-types`}>Character type</label>
        <select id={`${id}-char-types`} name="char-types" defaultValue={search.charTypes[0] ?? ''} key={`c${search.charTypes.join()}`}>
          <option value="">Any</option>
          {CHAR_TYPE_FILTER_VALUES.map((t) => (
            <option key={t} value={t}>
              {CHAR_TYPE_FILTER_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-characters`}>Featured character</label>
        <select id={`${id}-characters`} name="characters" defaultValue={search.characters[0] ?? ''} key={`f${search.characters.join()}`}>
          <option value="">Any</option>
          {characters.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <label className={styles.check}>
        <input type="checkbox" name="reruns" value="1" defaultChecked={filters.reruns} key={`r${filters.reruns}`} />
        Reruns only
      </label>
      <label className={styles.check}>
        <input type="checkbox" name="unowned" value="1" defaultChecked={filters.unowned} key={`u${filters.unowned}`} />
        Has a character I do not own
      </label>
      <button type="submit" className={styles.apply}>
        Apply filters
      </button>
      <Link to={queryString(serialiseCalendarQuery({ view, month, filters: NO_FILTERS }))}>Clear filters</Link>
    </form>
  );
}
