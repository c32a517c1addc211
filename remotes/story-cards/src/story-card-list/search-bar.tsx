import { useId } from 'react';
import { Button } from 'shared-ui/controls/button';
import { useHydrating } from 'shared-ui/hooks/use-hydrating';
import { useDraftText } from './use-draft-text';
import styles from './story-card-list-page.module.css';

interface SearchBarProps {
  name: string;
  onName: (name: string) => void;
  onAdvanced: () => void;
  onClear: () => void;
  canClear: boolean;
  onExport: () => void;
  canExport: boolean;
}

/** The simple search: a name box, 'Advanced Search', 'Clear Search', and 'Export CSV'. */
export function SearchBar({ name, onName, onAdvanced, onClear, canClear, onExport, canExport }: SearchBarProps) {
  const id = useId();
  const [text, setText] = useDraftText(name, onName);
  const hydrating = useHydrating();
  return (
    <div className={styles.searchBar} role="search">
      <label htmlFor={id} className={styles.srOnly}>
        Search story cards by name
      </label>
      <input
        id={id}
        type="search"
        readOnly={hydrating}
        className={styles.searchBox}
        placeholder="Search by name, abbreviation or a comma-separated list"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      <div className={styles.searchButtons}>
        <Button onClick={onAdvanced} aria-haspopup="dialog">
          Advanced Search
        </Button>
        <Button onClick={onClear} disabled={!canClear}>
          Clear Search
        </Button>
        <Button onClick={onExport} disabled={!canExport}>
          Export CSV
        </Button>
      </div>
    </div>
  );
}
