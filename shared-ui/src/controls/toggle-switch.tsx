import { useId, type ReactNode } from 'react';
import styles from './controls.module.css';

interface ToggleSwitchProps {
  label: string;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The input's name in its form. */
  name?: string;
}

/** An on/off setting: a real checkbox with role=switch, drawn as a track and thumb. */
export function ToggleSwitch({ label, description, checked, onChange, disabled, name }: ToggleSwitchProps) {
  const id = useId();
  return (
    <div className={styles.toggle}>
      <input
        id={`${id}-input`}
        type="checkbox"
        name={name}
        role="switch"
        className={styles.switchInput}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-desc` : undefined}
      />
      <label htmlFor={`${id}-input`} className={styles.toggleLabel}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={styles.toggleText}>
          <span id={`${id}-label`} className={styles.labelText}>
            {label}
          </span>
          {description ? (
            <span id={`${id}-desc`} className={styles.description}>
              {description}
            </span>
          ) : null}
        </span>
      </label>
    </div>
  );
}
