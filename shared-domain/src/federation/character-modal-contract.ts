/**
 * The contract of the characters remote's second expose, `./character-modal`: the body of the one
 * character modal the shell hosts. The shell owns the dialog frame, the history entry and the
 * failure states; the remote owns what is inside. A shell that predates this expose simply never
 * asks for it (the remote's `./routes` is unchanged), and a shell that finds no such expose (an
 * older remote) shows the unavailable message with Retry. A breaking change ships under a new
 * expose name beside this one, as for `./routes`.
 * `Component` is React's ComponentType; it is a parameter so this package stays free of React.
 */
export const CHARACTER_MODAL_CONTRACT_VERSION = 1 as const;
export const CHARACTER_MODAL_EXPOSE = './character-modal' as const;

/** What the body receives: the character to show and how to close the modal (X, Back, Escape). */
export interface CharacterModalBodyProps {
  id: number;
  onClose: () => void;
}

export interface CharacterModalModule<Component> {
  contractVersion: typeof CHARACTER_MODAL_CONTRACT_VERSION;
  Body: Component;
}

export function isCharacterModalModule<Component>(value: unknown): value is CharacterModalModule<Component> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<CharacterModalModule<unknown>>;
  // A component is a function, or an object for memo/forwardRef/lazy wrappers.
  const body = v.Body as unknown;
  return (
    v.contractVersion === CHARACTER_MODAL_CONTRACT_VERSION && (typeof body === 'function' || (typeof body === 'object' && body !== null))
  );
}
