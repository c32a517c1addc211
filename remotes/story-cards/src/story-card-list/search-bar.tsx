import { useId, type FormEvent } from 'react';
import { Button } from 'shared-ui/controls/button';
import { useT } from '../messages/catalogue';
import { useDraftText } from './use-draft-text';
import styles from './story-card-list-page.module.css';

/** The list follows the box once typing pauses this long (Enter sends at once). */
const SEARCH_PAUSE_MS = 200;

interface SearchBarProps {
  name: string;
  onName: (name: string) => void;
  onAdvanced: () => void;
  onClear: () => void;
  canClear: boolean;
  onExport: () => void;
  canExport: boolean;
}

/**
 * The simple search: a name box, 'Advanced Search', 'Clear Search', and 'Export CSV'. It is a GET
 * form of the list's own `?name=` query, so Enter works from the server's HTML too; once hydrated
 * the list follows the box as the visitor types, once typing pauses.
 */
export function SearchBar({ name, onName, onAdvanced, onClear, canClear, onExport, canExport }: SearchBarProps) {
  const t = useT();
  const id = useId();
  const draft = useDraftText(name, onName, SEARCH_PAUSE_MS);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    draft.flush();
  };
  return (
    <form className={styles.searchBar} role="search" method="get" action="" onSubmit={submit}>
      <label htmlFor={id} className={styles.srOnly}>
        {t('story-card-list.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        name="name"
        className={styles.searchBox}
        placeholder={t('story-card-list.searchPlaceholder')}
        value={draft.text}
        onChange={(e) => draft.change(e.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      <div className={styles.searchButtons}>
        <Button onClick={onAdvanced} aria-haspopup="dialog">
          {t('story-card-list.advancedSearch')}
        </Button>
        <Button onClick={onClear} disabled={!canClear}>
          {t('story-card-list.clearSearch')}
        </Button>
        <Button onClick={onExport} disabled={!canExport}>
          {t('story-card-list.exportCsv')}
        </Button>
      </div>
    </form>
  );
}
