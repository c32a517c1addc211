import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/dev/render-with-providers';
import { TOAST_COLLAPSE_MS, TOAST_ENTER_DELAY_MS, TOAST_HIDE_MS } from 'shared-domain/toasts/toast-machine';
import { toastRequested } from 'shared-domain/toasts/toasts-slice';
import { ToastHost } from './toast-host';

const phases = () => screen.queryAllByRole('listitem', { hidden: true }).map((li) => `${li.textContent}:${li.dataset.phase}`);
/**
 * Moves the clock in small steps with React flushed between them, as a browser would: each
 * phase's timer is set by an effect after the previous phase rendered.
 */
const advance = (ms: number) => {
  for (let left = ms; left > 0; left -= 5) act(() => jest.advanceTimersByTime(Math.min(5, left)));
};
/** One jump, for long quiet stretches with no toast on screen. */
const jump = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('ToastHost', () => {
  beforeEach(() => {
    // Midday UTC, far from the daily reset.
    jest.useFakeTimers({ now: Date.UTC(2024, 5, 1, 12, 0, 0) });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('runs a requested toast through wait, show, hiding, hidden and removed on time', () => {
    const { store } = renderWithProviders(<ToastHost />);
    act(() => {
      store.dispatch(toastRequested({ text: 'Hello', durationMs: 3000 }));
    });
    expect(phases()).toEqual(['Hello:wait']);
    advance(TOAST_ENTER_DELAY_MS - 1);
    expect(phases()).toEqual(['Hello:wait']);
    advance(1);
    expect(phases()).toEqual(['Hello:show']);
    advance(2999);
    expect(phases()).toEqual(['Hello:show']);
    advance(1);
    expect(phases()).toEqual(['Hello:hiding']);
    advance(TOAST_HIDE_MS);
    expect(phases()).toEqual(['Hello:hidden']);
    advance(TOAST_COLLAPSE_MS);
    expect(phases()).toEqual([]);
    expect(store.getState().toasts?.items).toEqual([]);
  });

  it('keeps each toast on its own clock', () => {
    const { store } = renderWithProviders(<ToastHost />);
    act(() => {
      store.dispatch(toastRequested({ text: 'A', durationMs: 1000 }));
    });
    advance(500);
    act(() => {
      store.dispatch(toastRequested({ text: 'B', durationMs: 1000 }));
    });
    // A started showing at 20 ms and hides at 1020 ms, whatever B does meanwhile.
    advance(520);
    expect(phases()).toEqual(['A:hiding', 'B:show']);
    advance(499);
    expect(phases()).toEqual(['A:hidden', 'B:show']);
    // At 1520 ms A's collapse ends (removed) just as B starts hiding.
    advance(1);
    expect(phases()).toEqual(['B:hiding']);
  });

  it('lets the visitor dismiss a toast early', () => {
    const { store } = renderWithProviders(<ToastHost />);
    act(() => {
      store.dispatch(toastRequested({ text: 'Bye', durationMs: 60_000 }));
    });
    advance(TOAST_ENTER_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(phases()).toEqual(['Bye:hiding']);
    advance(TOAST_HIDE_MS + TOAST_COLLAPSE_MS);
    expect(phases()).toEqual([]);
  });
});

describe('daily reset toast', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('says to relog at the UTC day rollover, for 5000 ms, and again the next day', () => {
    jest.useFakeTimers({ now: Date.UTC(2024, 5, 1, 23, 59, 58) });
    renderWithProviders(<ToastHost />);
    advance(1999);
    expect(phases()).toEqual([]);
    advance(1);
    expect(phases()).toEqual(['Relog your game to get your login bonus!:wait']);
    advance(TOAST_ENTER_DELAY_MS + 4999);
    expect(phases()).toEqual(['Relog your game to get your login bonus!:show']);
    advance(1);
    expect(phases()).toEqual(['Relog your game to get your login bonus!:hiding']);
    advance(TOAST_HIDE_MS + TOAST_COLLAPSE_MS);
    expect(phases()).toEqual([]);

    // Next midnight, 24 h after the first.
    jump(24 * 3600_000 - (TOAST_ENTER_DELAY_MS + 5000 + TOAST_HIDE_MS + TOAST_COLLAPSE_MS) - 1);
    expect(phases()).toEqual([]);
    advance(1);
    expect(phases()).toHaveLength(1);
  });
});
