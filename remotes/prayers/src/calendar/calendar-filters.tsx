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
import { useT } from '../messages/catalogue';
import { CALENDAR_PATH } from '../prayer-pages';
import type { CharacterChoice } from './character-choices';
import styles from './calendar.module.css';

/** A filter of several values as checkboxes: one `name=value` per ticked box, as the URL writes them. */
function CheckGroup({
  legend,
  hint,
  name,
  options,
  chosen,
}: {
  legend: string;
  hint: string;
  name: string;
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
}) {
  return (
    <fieldset className={styles.checkGroup} key={`${name}:${chosen.join()}`}>
      <legend>
        {legend} <span className={styles.fieldHint}>({hint})</span>
      </legend>
      {options.map((o) => (
        <label key={o.value} className={styles.check}>
          <input type="checkbox" name={name} value={o.value} defaultChecked={chosen.includes(o.value)} />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

/** The pools that run for years are not on the calendar, so they are no filter here. */
const TYPES = PRAYER_TYPE_VALUES.filter((t) => t !== 'standard' && t !== 'ritual');

export interface CalendarFiltersProps {
  view: CalendarView | null;
  month: CalendarMonth;
  filters: Filters;
  /** The featured characters to choose from: the named rate-ups of the prayers loaded (never a spoiler). */
  characters: readonly CharacterChoice[];
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
  const t = useT();
  const { search } = filters;
  const id = useId();
  const chosen =
    search.prayerTypes.length + search.charTypes.length + search.characters.length + Number(filters.reruns) + Number(filters.unowned);
  return (
    <form method="get" action={CALENDAR_PATH} onSubmit={onSubmit} aria-label={t('calendar.filtersLabel')}>
      {view ? <input type="hidden" name="view" value={view} /> : null}
      <input type="hidden" name="month" value={formatMonth(month)} />
      {/* Folded while nothing is chosen: the boxes of every value would push a phone's calendar a screen down. */}
      <details className={styles.filterPanel} open={chosen > 0}>
        <summary>{t('calendar.filters', { count: chosen })}</summary>
        <div className={styles.filters}>
          <CheckGroup
            legend={t('calendar.prayerType')}
            hint={t('calendar.prayerTypeHint')}
            name="prayer-types"
            options={TYPES.map((type) => ({ value: type, label: t(PRAYER_TYPE_LABELS[type]) }))}
            chosen={search.prayerTypes}
          />
          <CheckGroup
            legend={t('calendar.characterType')}
            hint={t('calendar.characterTypeHint')}
            name="char-types"
            options={CHAR_TYPE_FILTER_VALUES.map((type) => ({ value: type, label: t(CHAR_TYPE_FILTER_LABELS[type]) }))}
            chosen={search.charTypes}
          />
          <div className={styles.field}>
            <label htmlFor={`${id}-characters`}>{t('calendar.featured')}</label>
            {/* Several may be chosen (each must be a rate-up), so the list shows every one the URL names. */}
            <select
              id={`${id}-characters`}
              name="characters"
              multiple
              size={5}
              aria-describedby={`${id}-characters-hint`}
              defaultValue={search.characters.map(String)}
              // The options come with the prayers: drawn again once they arrive, so the chosen ones show selected.
              key={`f${search.characters.join()}:${characters.length}`}
            >
              {characters.map((c) => (
                <option key={c.id} value={c.id} lang={c.lang}>
                  {c.name}
                </option>
              ))}
            </select>
            <span id={`${id}-characters-hint`} className={styles.fieldHint}>
              {t('calendar.featuredHint')}
            </span>
          </div>
          <label className={styles.check}>
            <input type="checkbox" name="reruns" value="1" defaultChecked={filters.reruns} key={`r${filters.reruns}`} />
            {t('calendar.rerunsOnly')}
          </label>
          <label className={styles.check}>
            <input type="checkbox" name="unowned" value="1" defaultChecked={filters.unowned} key={`u${filters.unowned}`} />
            {t('calendar.unowned')}
          </label>
          <button type="submit" className={styles.apply}>
            {t('calendar.apply')}
          </button>
          <Link to={queryString(serialiseCalendarQuery({ view, month, filters: NO_FILTERS }))}>{t('calendar.clear')}</Link>
        </div>
      </details>
    </form>
  );
}
