import { useId, useLayoutEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useT } from 'shared-ui/messages/catalogue';
import { focusableWithin } from './focusable';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  /** Called on the X button, Escape and a click on the backdrop. */
  onClose: () => void;
  /** The dialog's heading (an `<h2>`: the page keeps its one `<h1>`). */
  title: ReactNode;
  /** Keep the heading for screen readers only (the body shows its own, e.g. a character's name). */
  titleHidden?: boolean;
  children: ReactNode;
  /** Extra class for the dialog box (width, padding). */
  className?: string;
  /** Fading out after it was closed (the character modal's 300 ms): shown, but no longer answering. */
  closing?: boolean;
  /**
   * The server's copy of an open dialog, shown before any script runs: rendered in place (no portal)
   * and closed by a link to this URL.
   */
  closeHref?: string;
}

const CLOSE_ICON = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />
  </svg>
);

/** Open dialogs, innermost last: only that one answers Escape. */
const openStack: symbol[] = [];

/**
 * A modal dialog: rendered into <body>, focus moves in and stays in (Tab wraps), Escape / X /
 * backdrop close it, and focus goes back to whatever opened it.
 */
export function Modal({ open, ...rest }: ModalProps) {
  if (!open) return null;
  if (rest.closeHref !== undefined) return <ModalDialog {...rest} />;
  if (typeof document === 'undefined') return null;
  return createPortal(<ModalDialog {...rest} />, document.body);
}

function ModalDialog({ onClose, title, titleHidden = false, children, className, closing = false, closeHref }: Omit<ModalProps, 'open'>) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  // A drag that starts inside the dialog and ends on the backdrop is not a backdrop click.
  const pressedOnBackdrop = useRef(true);

  // Before the dialog paints, not after: a key pressed as soon as it shows (Escape) is not lost.
  useLayoutEffect(() => {
    const me = Symbol('modal');
    openStack.push(me);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus({ preventScroll: true });
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && openStack[openStack.length - 1] === me) {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    // Focus that lands outside (a click on the page behind, a screen-reader jump) comes back in.
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && openStack[openStack.length - 1] === me && event.target instanceof Node && !dialog.contains(event.target)) {
        dialog.focus({ preventScroll: true });
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openStack.splice(openStack.indexOf(me), 1);
      if (openStack.length === 0) document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const trapTab = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableWithin(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className={closing ? `${styles.backdrop} ${styles.closing}` : styles.backdrop}
      data-testid="modal-backdrop"
      inert={closing}
      onPointerDown={(e) => {
        pressedOnBackdrop.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget && pressedOnBackdrop.current) onClose();
        pressedOnBackdrop.current = true;
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className ? `${styles.dialog} ${className}` : styles.dialog}
        onKeyDown={trapTab}
      >
        <header className={titleHidden ? `${styles.header} ${styles.headerBare}` : styles.header}>
          <h2 id={titleId} className={titleHidden ? styles.visuallyHidden : styles.title}>
            {title}
          </h2>
          {closeHref === undefined ? (
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('modal.close')}>
              {CLOSE_ICON}
            </button>
          ) : (
            <a href={closeHref} className={styles.close} aria-label={t('modal.close')}>
              {CLOSE_ICON}
            </a>
          )}
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
