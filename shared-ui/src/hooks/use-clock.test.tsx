import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createClock, pageClock, setServerRenderedAt } from 'shared-domain/time/clock';
import { createTestTimeSource } from 'shared-domain/time/test-clock';
import { ClockContext, useClock } from './use-clock';

const T0 = Date.UTC(2024, 4, 10, 3, 0, 0);

function Probe({ tick, enabled = true }: { tick: 100 | 200 | 500 | 1000; enabled?: boolean }) {
  const now = useClock(tick, enabled);
  return <output>{now - T0}</output>;
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
});

describe('useClock on a server-rendered page', () => {
  const RENDERED_AT = Date.UTC(2024, 4, 10, 3, 0, 0, 0);
  function Counting() {
    return <output>{useClock(1000) - RENDERED_AT}</output>;
  }

  it('hydrates at the render time, then moves to now in a render of its own after the hydration', async () => {
    const source = createTestTimeSource(RENDERED_AT);
    const clock = createClock(source);
    const tree = (
      <ClockContext value={clock}>
        <Counting />
      </ClockContext>
    );
    setServerRenderedAt(RENDERED_AT);
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    // The browser hydrates 2.3 s after the server rendered the page; its clock does not move meanwhile.
    source.advance(2_300);
    const shown: string[] = [];
    const seen = new MutationObserver(() => shown.push(container.textContent ?? ''));
    seen.observe(container, { subtree: true, characterData: true, childList: true });
    try {
      await act(async () => {
        hydrateRoot(container, tree, { onRecoverableError: (error) => shown.push(`error: ${String(error)}`) });
      });
      expect(container.textContent).toBe('2000');
      expect(shown).toEqual(['2000']); // the HTML's 0 was hydrated as is, then changed once
      act(() => source.advance(700)); // the next whole second
      expect(container.textContent).toBe('3000');
    } finally {
      seen.disconnect();
      setServerRenderedAt(null);
    }
  });

  it('reads now at once where it renders in the browser (a page opened by a link)', () => {
    const source = createTestTimeSource(RENDERED_AT + 5_400);
    setServerRenderedAt(RENDERED_AT); // the landing page was server-rendered earlier
    try {
      render(
        <ClockContext value={createClock(source)}>
          <Counting />
        </ClockContext>,
      );
      expect(screen.getByRole('status')).toHaveTextContent('5000');
    } finally {
      setServerRenderedAt(null);
    }
  });
});
