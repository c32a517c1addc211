import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from 'shared-ui/modal/modal';
import { useT } from '../../messages/catalogue';
import styles from './floor-selector.module.css';

interface FloorJumpDialogProps {
  open: boolean;
  onClose: () => void;
  /** Receives the typed floor; the caller clamps it to the floors that exist. */
  onJump: (floor: number) => void;
  maxFloor: number | null;
}

/** Keeps digits only: letters and signs never reach the field. */
export const digitsOnly = (text: string) => text.replace(/\D+/g, '');

/** The 'Floor Selector' popup: type a floor, OK or Enter jumps to it; an empty field submits nothing. */
export function FloorJumpDialog({ open, onClose, onJump, maxFloor }: FloorJumpDialogProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('floor.selector')} className={styles.jumpDialog}>
      <JumpForm onClose={onClose} onJump={onJump} maxFloor={maxFloor} />
    </Modal>
  );
}

function JumpForm({ onClose, onJump, maxFloor }: Omit<FloorJumpDialogProps, 'open'>) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // The dialog focuses itself when it opens; the field takes focus right after.
  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value === '') return;
    onJump(Number.parseInt(value, 10));
    onClose();
  };

  return (
    <form className={styles.jumpForm} onSubmit={submit}>
      <label htmlFor={inputId}>{t('floor.jumpTo')}</label>
      <input
        ref={input}
        id={inputId}
        className={styles.jumpInput}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="go"
        maxLength={7}
        value={value}
        aria-describedby={hintId}
        onChange={(e) => setValue(digitsOnly(e.target.value))}
      />
      <button type="submit" className={styles.okButton} disabled={value === ''}>
        {t('floor.ok')}
      </button>
      <p id={hintId} className={styles.jumpHint}>
        {maxFloor ? t('floor.jumpHint', { max: maxFloor }) : t('floor.digitsOnly')}
      </p>
    </form>
  );
}
