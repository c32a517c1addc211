import { act, fireEvent, render, screen, within } from '@testing-library/react';
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

  it('switches the theme, dark by default', () => {
    const { settings } = setup();
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(within(group).getByRole('radio', { name: 'Dark' })).toBeChecked();
    fireEvent.click(within(group).getByRole('radio', { name: 'Light' }));
    expect(settings().theme).toBe('light');
  });

  it.each([
    ['25', 25, '25'],
    ['2a5', 25, '25'],
    ['1e3', 13, '13'],
    ['0', 1, '1'],
    ['1000', 1000, '1000'],
    ['5000', 1000, '1000'],
    ['-7', 7, '7'],
    ['', null, ''],
    ['abc', null, ''],
  ])('scroll batch: typing %p stores %p and shows %p', (typed, stored, shown) => {
    const { batch, settings, dispatch } = setup();
    expect(batch).toHaveValue(String(DEFAULT_SETTINGS.scrollBatch));
    fireEvent.change(batch, { target: { value: typed } });
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'settings/scrollBatchTyped', payload: typed });
    expect(settings().scrollBatch).toBe(stored);
    expect(batch).toHaveValue(shown);
  });

  it('lets the batch field stay blank while typing, then takes the new number', () => {
    const { batch, settings } = setup({ scrollBatch: 30 });
    fireEvent.change(batch, { target: { value: '' } });
    expect(batch).toHaveValue('');
    expect(settings().scrollBatch).toBeNull();
    fireEvent.change(batch, { target: { value: '4' } });
    fireEvent.change(batch, { target: { value: '45' } });
    expect(settings().scrollBatch).toBe(45);
  });

  it('resets everything to the defaults', () => {
    const { settings } = setup({ jpContent: true, theme: 'light', scrollBatch: 99 });
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(settings()).toEqual(DEFAULT_SETTINGS);
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
