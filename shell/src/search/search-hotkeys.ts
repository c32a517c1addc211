/** Whether a key press opens the search box: Ctrl-K or ⌘-K anywhere, `/` outside a field. */
export function opensSearch(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target' | 'isComposing'>,
): boolean {
  if (event.isComposing || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k' && !event.shiftKey) return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey) return false;
  return !isEditable(event.target);
}

/** A field the `/` key types into (a text input, a text area, an editable element). */
function isEditable(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(target.type);
}
