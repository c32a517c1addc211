import { useMemo } from 'react';
import { ChoiceGroup } from 'shared-ui/controls/choice-group';
import { useT, type MessageKey } from '../messages/catalogue';
import styles from './release-filters.module.css';
import {
  RELEASE_TYPE_GROUPS,
  toggleReleaseType,
  type RebirthOption,
  type ReleaseOrderFilter,
  type ReleaseTypeGroup,
} from './release-order-query';

type RebirthChoice = RebirthOption | 'any';
const REBIRTH_CHOICES: ReadonlyArray<{ value: RebirthChoice; label: MessageKey }> = [
  { value: 'any', label: 'releaseOrder.rebirthAny' },
  { value: 'yes', label: 'releaseOrder.rebirthYes' },
  { value: 'no', label: 'releaseOrder.rebirthNo' },
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
  const t = useT();
  const rebirthChoices = useMemo(() => REBIRTH_CHOICES.map((c) => ({ value: c.value, label: t(c.label) })), [t]);
  return (
    <div className={styles.filters}>
      <fieldset className={styles.types}>
        <legend className={styles.legend}>{t('releaseOrder.prayerType')}</legend>
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
                {t('releaseOrder.typeGroup', { group: group.id })}
                <span className={styles.chipCount}>{groupCounts.get(group.id) ?? 0}</span>
              </button>
            );
          })}
        </div>
        <p className={styles.hint}>{t(filter.types.length === 0 ? 'releaseOrder.allTypesHint' : 'releaseOrder.someTypesHint')}</p>
      </fieldset>
      <ChoiceGroup<RebirthChoice>
        legend={t('releaseOrder.rebirthable')}
        value={filter.rebirth ?? 'any'}
        options={rebirthChoices}
        onChange={(choice) => onChange({ ...filter, rebirth: choice === 'any' ? null : choice })}
      />
    </div>
  );
}
