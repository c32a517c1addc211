import { opensSearch } from './search-hotkeys';

const key = (key: string, extra: Partial<KeyboardEvent> = {}, target: EventTarget | null = document.body) =>
  opensSearch({ key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, isComposing: false, target, ...extra });

describe('the keys that open the search box', () => {
  it('opens on Ctrl-K and ⌘-K anywhere, a field included', () => {
    const field = document.createElement('input');
    expect(key('k', { ctrlKey: true })).toBe(true);
    expect(key('K', { metaKey: true })).toBe(true);
    expect(key('k', { ctrlKey: true }, field)).toBe(true);
  });

  it('opens on / outside a field only', () => {
    const text = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    expect(key('/')).toBe(true);
    expect(key('/', {}, checkbox)).toBe(true);
    expect(key('/', {}, text)).toBe(false);
    expect(key('/', {}, document.createElement('textarea'))).toBe(false);
  });

  it('leaves other keys, Alt, Shift-Ctrl-K and an IME composing alone', () => {
    expect(key('k')).toBe(false);
    expect(key('k', { ctrlKey: true, shiftKey: true })).toBe(false);
    expect(key('k', { ctrlKey: true, altKey: true })).toBe(false);
    expect(key('/', { isComposing: true })).toBe(false);
  });
});
