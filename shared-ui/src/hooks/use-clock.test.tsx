import { act, render, screen } from '@testing-library/react';
import { pageClock } from 'shared-domain/time/clock';
import { useClock } from './use-clock';
import { tickFor, useNow } from './use-now';

const T0 = Date.UTC(2024, 4, 10, 3, 0, 0);

function Probe({ tick, enabled = true }: { tick: 100 | 200 | 500 | 1000; enabled?: boolean }) {
  const now = useClock(tick, enabled);
  return <output>{now - T0}</output>;
}

function NowProbe({ interval }: { interval: number }) {
  return <output>{useNow(interval) - T0}</output>;
}

describe('useClock on the page clock with fake timers', () => {
  beforeEach(() => jest.useFakeTimers({ now: T0 + 30 }));
  afterEach(() => jest.useRealTimers());

  it('re-renders on each tick with the tick boundary', () => {
    render(<Probe tick={500} />);
    expect(screen.getByRole('status')).toHaveTextContent('0');
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toHaveTextContent('500');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent('1500');
  });

  it('holds still when disabled', () => {
    render(<Probe tick={100} enabled={false} />);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent('0');
    expect(pageClock().pendingTimers()).toBe(0);
  });

  it('keeps useNow working for old callers, on the same clock', () => {
    render(<NowProbe interval={200} />);
    act(() => jest.advanceTimersByTime(400));
    expect(screen.getByRole('status')).toHaveTextContent('400');
    expect(pageClock().pendingTimers()).toBe(1);
  });
});

describe('tickFor', () => {
  it.each([
    [50, 100],
    [100, 100],
    [150, 100],
    [200, 200],
    [499, 200],
    [500, 500],
    [1000, 1000],
    [60_000, 1000],
  ])('%p ms -> %p', (interval, tick) => {
    expect(tickFor(interval)).toBe(tick);
  });
});
