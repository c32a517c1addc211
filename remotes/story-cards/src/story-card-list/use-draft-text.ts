import { useCallback, useEffect, useRef, useState } from 'react';

export interface DraftText {
  text: string;
  /** What the visitor typed. */
  change: (text: string) => void;
  /** Sends what was typed at once (a form's submit), not after the pause. */
  flush: () => void;
}

/**
 * A text field bound to a value that lives elsewhere (the URL): it shows what the visitor types at
 * once and sends it on, and it follows the outside value only when that changes for another reason
 * (Clear Search, Reset, Back). The router applies URL changes in a transition, so the field must
 * not be driven by the URL alone or fast typing would lose keys. With `pauseMs`, what is typed is
 * sent once typing pauses: a list filtered for each key of a word draws results nobody reads, and
 * the next key waits behind them.
 */
export function useDraftText(value: string, commit: (text: string) => void, pauseMs = 0): DraftText {
  const [text, setText] = useState(value);
  // Values sent but not seen back yet.
  const pending = useRef<string[]>([]);
  const unsent = useRef<{ text: string; timer: ReturnType<typeof setTimeout> } | null>(null);

  const cancel = useCallback(() => {
    if (unsent.current) clearTimeout(unsent.current.timer);
    unsent.current = null;
  }, []);

  const send = useCallback(
    (next: string) => {
      cancel();
      pending.current.push(next);
      commit(next);
    },
    [commit, cancel],
  );

  useEffect(() => {
    const echo = pending.current.lastIndexOf(value);
    if (echo >= 0) {
      pending.current = pending.current.slice(echo + 1);
      return;
    }
    pending.current = [];
    // The outside value changed for another reason: it wins over what was still to be sent.
    cancel();
    setText(value);
  }, [value, cancel]);

  useEffect(() => cancel, [cancel]);

  const change = useCallback(
    (next: string) => {
      setText(next);
      if (pauseMs <= 0) {
        send(next);
        return;
      }
      cancel();
      unsent.current = { text: next, timer: setTimeout(() => send(next), pauseMs) };
    },
    [pauseMs, send, cancel],
  );

  const flush = useCallback(() => {
    if (unsent.current) send(unsent.current.text);
  }, [send]);

  return { text, change, flush };
}
