import { ChoiceGroup } from 'shared-ui/controls/choice-group';
import styles from './release-filters.module.css';
import {
  RELEASE_TYPE_GROUPS,
  toggleReleaseType,
  type RebirthOption,
  type ReleaseOrderFilter,
  type ReleaseTypeGroup,
} from './release-order-query';

type RebirthChoice = RebirthOption | 'any';
const REBIRTH_CHOICES: ReadonlyArray<{ value: RebirthChoice; label: string }> = [
  { value: 'any', label: 'Any' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

interface ReleaseFiltersProps {
  filter: ReleaseOrderFilter;
  /** Units per type group among those the page can show, so an empty group is visibly empty. */
  groupCounts: ReadonlyMap<ReleaseTypeGroup, number>;
  onChange: (filter: ReleaseOrderFilter) => void;
}

/**
 * The release-order filters: type groups as toggle buttons (none pressed = every type, as an
 * empty filter shows all everywhere) and rebirth as one of three.
 */
export function ReleaseFilters({ filter, groupCounts, onChange }: ReleaseFiltersProps) {
  return (
    <div className={styles.filters}>
      <fieldset className={styles.types}>
        <legend className={styles.legend}>Prayer type</legend>
        <div className={styles.chips}>
          {RELEASE_TYPE_GROUPS.map((group) => {
            const pressed = filter.types.includes(group.id);
            return (
              <button
                key={group.id}
                type="button"
                aria-pressed={pressed}
                className={pressed ? `${styles.chip} ${styles.chipOn}` : styles.chip}
                onClick={() => onChange(toggleReleaseType(filter, group.id))}
              >
                {group.label}
                <span className={styles.chipCount}>{groupCounts.get(group.id) ?? 0}</span>
              </button>
            );
          })}
        </div>
        <p className={styles.hint}>
          {filter.types.length === 0 ? 'Every type is shown; pick types to narrow the list.' : 'Only the picked types are listed.'}
        </p>
      </fieldset>
      <ChoiceGroup<RebirthChoice>
        legend="Rebirthable"
        value={filter.rebirth ?? 'any'}
        options={REBIRTH_CHOICES}
        onChange={(choice) => onChange({ ...filter, rebirth: choice === 'any' ? null : choice })}
      />
    </div>
  );
}
