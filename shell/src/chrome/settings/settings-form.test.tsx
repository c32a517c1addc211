import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { DEFAULT_SETTINGS, type Settings } from 'shared-domain/settings/settings-model';
import { createAppStore } from 'shared-domain/store/app-store';
import { baseApi } from 'shared-ui/api/base-api';
import { SettingsForm } from './settings-form';

function setup(settings: Partial<Settings> = {}) {
  const store = createAppStore({ api: baseApi, settings: { ...DEFAULT_SETTINGS, ...settings } });
  // Spied before the first render: the form keeps the dispatch it got then.
  const dispatch = jest.spyOn(store, 'dispatch');
  render(
    <Provider store={store}>
      <SettingsForm />
    </Provider>,
  );
  const batch = screen.getByRole('textbox', { name: /items loaded per scroll/i });
  return { store, dispatch, batch, settings: () => store.getState().settings };
}

const types = (dispatch: jest.SpyInstance) => dispatch.mock.calls.map(([action]) => (action as { type: string }).type);

describe('SettingsForm', () => {
  it.each([
    ['Enable JP-only content', 'jpContent'],
    ['Show times in UTC', 'useUtc'],
    ['Traditional name order', 'useTraditionalName'],
    ['Transliterated names', 'useTranslitName'],
  ] as const)('the %s switch dispatches settingSet for %s', (label, key) => {
    const { dispatch, settings } = setup();
    const toggle = screen.getByRole('switch', { name: label });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'settings/settingSet', payload: { key, value: true } });
    expect(settings()[key]).toBe(true);
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    expect(settings()[key]).toBe(false);
  });

  it('switches element names between English and Japanese', () => {
    const { settings, dispatch } = setup();
    const group = screen.getByRole('group', { name: 'Element names' });
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
    fireEvent.click(within(group).getByRole('radio', { name: 'Japanese' }));
    expect(types(dispatch)).toEqual(['settings/elementLangSet']);
    expect(settings().elementLang).toBe('jp');
  });

  it('switches character names between English, Japanese and both, English by default', () => {
    const { settings, dispatch } = setup();
    const group = screen.getByRole('group', { name: 'Character names' });
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
    const japanese = within(group).getByRole('radio', { name: '日本語' });
    expect(japanese.closest('label')?.querySelector('[lang="ja"]')?.textContent).toBe('日本語');
    fireEvent.click(japanese);
    expect(types(dispatch)).toEqual(['settings/nameScriptSet']);
    expect(settings().nameScript).toBe('ja');
    fireEvent.click(within(group).getByRole('radio', { name: 'Both' }));
    expect(settings().nameScript).toBe('both');
  });

  it('switches the theme, dark by default', () => {
    const { settings } = setup();
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(within(group).getByRole('radio', { name: 'Dark' })).toBeChecked();
    fireEvent.click(within(group).getByRole('radio', { name: 'Light' }));
    expect(settings().theme).toBe('light');
  });

  /** Key by key, as a person types: each key is one change event with the field's text plus that key. */
  const typeKeys = (batch: HTMLElement, keys: string) => {
    const shown: string[] = [];
    for (const key of keys) {
      fireEvent.change(batch, { target: { value: (batch as HTMLInputElement).value + key } });
      shown.push((batch as HTMLInputElement).value);
    }
    return shown;
  };

  it.each([
    ['00005', ['0', '00', '000', '0000', '00005'], 5, '5'],
    ['05', ['0', '05'], 5, '5'],
    ['2000', ['2', '20', '200', '2000'], 1000, '1000'],
    ['0', ['0'], 1, '1'],
    ['2a5', ['2', '2', '25'], 25, '25'],
    ['abc', ['', '', ''], null, ''],
  ])('scroll batch: typing %p shows %p, and a blur stores %p and shows %p', (keys, whileTyping, stored, shown) => {
    const { batch, settings, dispatch } = setup({ scrollBatch: 30 });
    fireEvent.change(batch, { target: { value: '' } });
    expect(typeKeys(batch, keys)).toEqual(whileTyping);
    // Nothing is saved while typing.
    expect(types(dispatch)).toEqual([]);
    expect(settings().scrollBatch).toBe(30);
    fireEvent.blur(batch);
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'settings/scrollBatchCommitted', payload: whileTyping.at(-1) });
    expect(settings().scrollBatch).toBe(stored);
    expect(batch).toHaveValue(shown);
  });

  it('commits on Enter and keeps the field focused', () => {
    const { batch, settings } = setup();
    batch.focus();
    fireEvent.change(batch, { target: { value: '' } });
    typeKeys(batch, '0042');
    fireEvent.keyDown(batch, { key: 'Enter' });
    expect(settings().scrollBatch).toBe(42);
    expect(batch).toHaveValue('42');
    expect(batch).toHaveFocus();
  });

  it('commits what was typed when the form goes away (page left, modal closed)', () => {
    const { batch, settings } = setup();
    fireEvent.change(batch, { target: { value: '' } });
    typeKeys(batch, '07');
    cleanup();
    expect(settings().scrollBatch).toBe(7);
  });

  it('commits what was typed when the page is unloaded or hidden', () => {
    const { batch, settings } = setup();
    fireEvent.change(batch, { target: { value: '' } });
    typeKeys(batch, '3000');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(settings().scrollBatch).toBe(1000);
    expect(batch).toHaveValue('1000');
  });

  it('leaves a blank field blank after the commit; the lists read it as 10', () => {
    const { batch, settings } = setup({ scrollBatch: 30 });
    fireEvent.change(batch, { target: { value: '' } });
    fireEvent.blur(batch);
    expect(batch).toHaveValue('');
    expect(settings().scrollBatch).toBeNull();
  });

  it('a blur without typing saves nothing', () => {
    const { batch, dispatch } = setup();
    fireEvent.focus(batch);
    fireEvent.blur(batch);
    expect(types(dispatch)).toEqual([]);
  });

  it('resets everything to the defaults', () => {
    const { settings, batch } = setup({ jpContent: true, theme: 'light', scrollBatch: 99 });
    // A draft still being typed gives way to the default too.
    fireEvent.change(batch, { target: { value: '55' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(settings()).toEqual(DEFAULT_SETTINGS);
    expect(batch).toHaveValue('10');
  });
});

describe('SettingsForm clock', () => {
  afterEach(() => jest.useRealTimers());

  it('shows UTC time and the time zone, refreshed every 200 ms', () => {
    jest.useFakeTimers({ now: Date.UTC(2024, 0, 2, 3, 4, 5, 900) });
    setup();
    const utc = () => screen.getByText('UTC time').nextElementSibling?.textContent;
    expect(utc()).toBe('2024-01-02 03:04:05');
    act(() => jest.advanceTimersByTime(200));
    expect(utc()).toBe('2024-01-02 03:04:06');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(screen.getByText('Your time zone').nextElementSibling).toHaveTextContent(new RegExp(`^${zone} \\(UTC`));
  });
});
