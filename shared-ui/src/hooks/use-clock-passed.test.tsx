import { act, render, screen } from '@testing-library/react';
import { latestPassed, useClockPassed } from './use-clock';

const T0 = Date.UTC(2024, 4, 10, 3, 0, 0);

describe('latestPassed', () => {
  it('gives the latest instant at or before now, whatever the order', () => {
    expect(latestPassed([300, 100, 200], 250)).toBe(200);
    expect(latestPassed([300, 100, 200], 300)).toBe(300);
  });

  it('gives -Infinity before the first instant and for none', () => {
    expect(latestPassed([300, 100], 99)).toBe(-Infinity);
    expect(latestPassed([], 5)).toBe(-Infinity);
  });

  it('skips instants that are not numbers (an unreadable date)', () => {
    expect(latestPassed([NaN, 100], 150)).toBe(100);
  });
});

describe('useClockPassed on the page clock with fake timers', () => {
  beforeEach(() => jest.useFakeTimers({ now: T0 }));
  afterEach(() => jest.useRealTimers());

  let renders = 0;
  function Probe({ times, enabled = true }: { times: number[]; enabled?: boolean }) {
    renders += 1;
    const passed = useClockPassed(1000, times, enabled);
    return <output>{passed === -Infinity ? 'none' : passed - T0}</output>;
  }

  it('re-renders only when the clock crosses one of the instants', () => {
    renders = 0;
    render(<Probe times={[T0 + 3000, T0 + 10_000]} />);
    expect(screen.getByRole('status')).toHaveTextContent('none');
    const afterMount = renders;
    act(() => jest.advanceTimersByTime(2000));
    expect(renders).toBe(afterMount);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent('3000');
    expect(renders).toBe(afterMount + 1);
    act(() => jest.advanceTimersByTime(5000));
    expect(renders).toBe(afterMount + 1);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent('10000');
  });

  it('holds still when disabled', () => {
    render(<Probe times={[T0 + 1000]} enabled={false} />);
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });
});
