import { act, render, screen } from '@testing-library/react';
import { createClock } from 'shared-domain/time/clock';
import { createTestTimeSource } from 'shared-domain/time/test-clock';
import { ClockContext } from '../hooks/use-clock';
import { Countdown } from './countdown';

const T0 = Date.UTC(2024, 4, 10, 3, 0, 0);

function renderWithClock(ui: React.ReactElement) {
  const source = createTestTimeSource(T0);
  const clock = createClock(source);
  const view = render(<ClockContext value={clock}>{ui}</ClockContext>);
  return { source, clock, ...view };
}

describe('Countdown', () => {
  it('counts down on the clock and stops at zero', () => {
    const { source } = renderWithClock(<Countdown to={T0 + 2 * 3_600_000 + 3000} tickMs={1000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('0d 02h 00m 03s');
    expect(screen.getByRole('timer')).toHaveAttribute('dateTime', 'P0DT2H0M3S');
    act(() => source.advance(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('0d 02h 00m 02s');
    act(() => source.advance(2 * 3_600_000 + 5000));
    expect(screen.getByRole('timer')).toHaveTextContent('0d 00h 00m 00s');
  });

  it('accepts ISO text and shows the ended text once the target passes', () => {
    const { source } = renderWithClock(<Countdown to="2024-05-10T03:00:02Z" tickMs={500} ended="(released)" />);
    expect(screen.getByRole('timer')).toHaveTextContent('0d 00h 00m 02s');
    act(() => source.advance(1500));
    expect(screen.getByRole('timer')).toHaveTextContent('0d 00h 00m 00s');
    act(() => source.advance(500));
    expect(screen.getByText('(released)')).toBeInTheDocument();
  });

  it('shares one timer between many countdowns and stops it on unmount', () => {
    const { source, clock, unmount } = renderWithClock(
      <>
        {Array.from({ length: 30 }, (_, i) => (
          <Countdown key={i} to={T0 + 60_000} tickMs={([100, 200, 500, 1000] as const)[i % 4]} />
        ))}
      </>,
    );
    expect(clock.pendingTimers()).toBe(1);
    expect(source.pending()).toBe(1);
    act(() => source.advance(1000));
    expect(screen.getAllByRole('timer').every((t) => t.textContent === '0d 00h 00m 59s')).toBe(true);
    unmount();
    expect(source.pending()).toBe(0);
  });
});
