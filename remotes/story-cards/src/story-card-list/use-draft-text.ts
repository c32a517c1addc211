import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A text field bound to a value that lives elsewhere (the URL): it shows what the visitor types at
 * once and sends each change on, and it follows the outside value only when that changes for
 * another reason (Clear Search, Reset, Back). The router applies URL changes in a transition, so
 * the field must not be driven by the URL alone or fast typing would lose keys.
 */
export function useDraftText(value: string, commit: (text: string) => void): [string, (text: string) => void] {
  const [draft, setDraft] = useState(value);
  // Values sent but not seen back yet.
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const echo = pending.current.lastIndexOf(value);
    if (echo >= 0) {
      pending.current = pending.current.slice(echo + 1);
      return;
    }
    pending.current = [];
    setDraft(value);
  }, [value]);

  const change = useCallback(
    (text: string) => {
      setDraft(text);
      pending.current.push(text);
      commit(text);
    },
    [commit],
  );
  return [draft, change];
}
