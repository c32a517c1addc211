import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { DEFAULT_SETTINGS } from 'shared-domain/settings/settings-model';
import { createAppStore } from 'shared-domain/store/app-store';
import { baseApi } from '../api/base-api';
import { renderWithProviders } from '../dev/render-with-providers';
import { DateText } from './date-text';

// The browser's zone, pinned: tests never depend on the machine's TZ.
jest.mock('shared-domain/formatting/time-zone', () => ({
  ...jest.requireActual('shared-domain/formatting/time-zone'),
  localTimeZone: () => 'America/Los_Angeles',
}));

// 2024-05-10T22:05:09Z = Friday 03:05:09 PM in Los Angeles (PDT).
const AT = Date.UTC(2024, 4, 10, 22, 5, 9);

describe('DateText', () => {
  it('shows local time with its zone when use-utc is off', () => {
    const { container } = renderWithProviders(<DateText value={AT} format="long" />, { settings: { useUtc: false } });
    const time = container.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', '2024-05-10T22:05:09.000Z');
    expect(time.textContent).toBe('Friday, May 10, 2024, 03:05:09 PM03:05 PM PDT');
    expect(screen.getByTitle('Pacific Daylight Time (UTC-7)')).toHaveTextContent('PDT');
  });

  it('shows UTC when use-utc is on', () => {
    const { container } = renderWithProviders(<DateText value="2024-05-10T22:05:09Z" format="compact" />, { settings: { useUtc: true } });
    expect(container.querySelector('time')!.textContent).toBe('2024/05/10 10:05 PM UTC');
    expect(screen.getByTitle('Coordinated Universal Time')).toHaveTextContent('UTC');
  });

  it('marks the parts hidden on narrow layouts with width classes (CSS hides them, no JS listener)', () => {
    const { container } = renderWithProviders(<DateText value={AT} format="long" />, { settings: { useUtc: true } });
    const spans = [...container.querySelectorAll('time > span')].map((s) => [s.className, s.textContent]);
    expect(spans).toEqual([
      ['from1366', 'Friday, '],
      ['from768', '10:05:09 PM'],
      ['below768', '10:05 PM'],
    ]);
  });

  it("shows month and year only in mode 'no-date'", () => {
    const { container } = renderWithProviders(<DateText value={AT} mode="no-date" />, { settings: { useUtc: true } });
    const time = container.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', '2024-05');
    expect(time.textContent).toBe('May 2024 UTC');
  });

  it("shows nothing in mode 'none' and the fallback for a null date", () => {
    const none = renderWithProviders(<DateText value={AT} mode="none" />);
    expect(none.container).toBeEmptyDOMElement();
    renderWithProviders(<DateText value={null} fallback="TBA" />);
    expect(screen.getByText('TBA')).toBeInTheDocument();
  });

  it('hydrates the server’s UTC text without a difference, then shows local time', async () => {
    const tree = () => (
      <Provider store={createAppStore({ api: baseApi, settings: { ...DEFAULT_SETTINGS, useUtc: false } })}>
        <DateText value={AT} format="compact" />
      </Provider>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(tree());
    expect(root.textContent).toBe('2024/05/10 10:05 PM UTC');
    document.body.replaceChildren(root);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, tree(), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(root.textContent).toBe('2024/05/10 03:05 PM PDT');
  });
});
