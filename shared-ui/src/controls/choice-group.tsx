import { useId, type ReactNode } from 'react';
import styles from './controls.module.css';

interface ChoiceGroupProps<T extends string> {
  legend: string;
  description?: ReactNode;
  value: T;
  options: ReadonlyArray<{ value: T; label: string; lang?: string }>;
  onChange: (value: T) => void;
  /** The radios' name in their form (by default one of their own). */
  name?: string;
}

/** One of a few options, as native radio buttons (arrow keys work) drawn as a segmented bar. */
export function ChoiceGroup<T extends string>({ legend, description, value, options, onChange, name }: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className={styles.choice} aria-describedby={description ? `${id}-desc` : undefined}>
      <legend className={styles.labelText}>{legend}</legend>
      {description ? (
        <p id={`${id}-desc`} className={styles.description}>
          {description}
        </p>
      ) : null}
      <div className={styles.segments}>
        {options.map((option) => (
          <label key={option.value} className={styles.segment}>
            <input
              type="radio"
              name={name ?? id}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className={styles.segmentInput}
            />
            <span className={styles.segmentText} lang={option.lang}>
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
