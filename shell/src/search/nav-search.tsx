import { useId, type FormEvent } from 'react';
import { useLocalePath } from 'shared-ui/i18n/locale-context';
import { useT } from '../messages/catalogue';
import { MAX_QUERY_LENGTH } from './search-limits';
import { openSearchBox } from './search-box-state';
import styles from './nav-search.module.css';

/**
 * The navbar's search: in the server's HTML a plain GET form to the results page, so a search typed
 * and sent before the scripts have run is the browser's; once hydrated, using it opens the box,
 * with whatever was typed into it.
 */
export function NavSearch({ compact = false }: { compact?: boolean }) {
  const id = useId();
  const t = useT();
  const localePath = useLocalePath();
  const openWith = (form: HTMLFormElement | null) => {
    const field = form?.elements.namedItem('q');
    // Focus comes back to the button: back on the field it would open the box again.
    const button = form?.querySelector('button');
    openSearchBox(field instanceof HTMLInputElement ? field.value : '', button ?? null);
    if (field instanceof HTMLInputElement) field.value = '';
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    openWith(event.currentTarget);
  };
  return (
    <form
      role="search"
      action={localePath('/search')}
      method="get"
      className={compact ? `${styles.form} ${styles.compact}` : styles.form}
      onSubmit={onSubmit}
    >
      <label htmlFor={`${id}-q`} className={styles.hidden}>
        {t('search.label')}
      </label>
      <input
        id={`${id}-q`}
        className={styles.input}
        type="search"
        name="q"
        maxLength={MAX_QUERY_LENGTH}
        placeholder={t('search.search')}
        autoComplete="off"
        enterKeyHint="search"
        aria-keyshortcuts="Control+K Meta+K /"
        onFocus={(event) => openWith(event.currentTarget.form)}
      />
      <kbd className={styles.hint} aria-hidden="true">
        Ctrl K
      </kbd>
      <button
        type="submit"
        className={styles.button}
        aria-label={t('search.search')}
        aria-haspopup="dialog"
        title={t('search.buttonTitle')}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <path d="M10.5 4.5a6 6 0 1 0 0 12 6 6 0 0 0 0-12ZM15 15l5 5" />
        </svg>
      </button>
    </form>
  );
}
