import { useEffect, useRef, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageFrame } from 'shared-ui/page/page-frame';
import { PendingRegion } from 'shared-ui/page/pending-region';
import { PRAYER_LIST_TITLE } from '../prayer-pages';
import styles from './pages.module.css';

export default function PrayerListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const name = searchParams.get('name') ?? '';
  const input = useRef<HTMLInputElement>(null);

  // The box is uncontrolled (URL updates are asynchronous and would fight the caret); it follows
  // the URL when the query changes from outside (back button, Clear Search).
  useEffect(() => {
    if (input.current && input.current.value !== name) input.current.value = name;
  }, [name]);

  // Searching replaces the history entry and leaves empty values out of the query.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = input.current?.value.trim() ?? '';
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set('name', value);
        else next.delete('name');
        return next;
      },
      { replace: true },
    );
  };
  const clearSearch = () => {
    if (input.current) input.current.value = '';
    setSearchParams(new URLSearchParams(), { replace: true });
  };

  return (
    <PageFrame title={PRAYER_LIST_TITLE} actions={<Link to="menu">Prayer Menu</Link>}>
      <div className={styles.stack}>
        <form role="search" className={styles.searchRow} onSubmit={onSubmit}>
          <input
            ref={input}
            type="search"
            name="name"
            defaultValue={name}
            aria-label="Search prayers by name"
            placeholder="Search prayers"
            className={styles.searchBox}
          />
          {/* The advanced search modal arrives with the prayer search; until then it cannot open. */}
          <button type="button" className={styles.button} disabled aria-haspopup="dialog">
            Advanced Search
          </button>
          <button type="button" className={styles.button} onClick={clearSearch}>
            Clear Search
          </button>
        </form>
        <p className={styles.countLine} role="status" aria-live="polite">
          No prayers loaded yet.
        </p>
        <PendingRegion label="Prayer list">Prayers, newest first, with their rate-up characters and dates.</PendingRegion>
      </div>
    </PageFrame>
  );
}
