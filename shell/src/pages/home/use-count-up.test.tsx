import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useCountUp } from './use-count-up';

let renders = 0;
function Counter({ value }: { value: number }) {
  renders += 1;
  const ref = useRef<HTMLSpanElement>(null);
  return (
    <span data-testid="count" ref={ref}>
      {useCountUp(ref, value)}
    </span>
  );
}

const mockReducedMotion = (reduce: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
};

describe('useCountUp', () => {
  beforeEach(() => {
    renders = 0;
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('shows 0, then rises after 600 ms to 1,234 in a second, without rendering the component per frame', () => {
    mockReducedMotion(false);
    render(<Counter value={1234} />);
    const count = screen.getByTestId('count');
    expect(count).toHaveTextContent(/^0$/);
    act(() => jest.advanceTimersByTime(500));
    expect(count).toHaveTextContent(/^0$/);
    const seen = new Set<string>();
    for (let i = 0; i < 60; i += 1) {
      act(() => jest.advanceTimersByTime(16));
      seen.add(count.textContent ?? '');
    }
    // Values between 0 and the end were shown, and in order.
    const numbers = [...seen].map((text) => Number(text.replace(/,/g, '')));
    expect(numbers.some((n) => n > 0 && n < 1234)).toBe(true);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    const rendersWhileCounting = renders;
    act(() => jest.advanceTimersByTime(1000));
    expect(count).toHaveTextContent(/^1,234$/);
    // The mount, then none until the end: not one per frame.
    expect(rendersWhileCounting).toBeLessThanOrEqual(2);
  });

  it('shows the value at once to visitors who prefer reduced motion', () => {
    mockReducedMotion(true);
    render(<Counter value={56} />);
    expect(screen.getByTestId('count')).toHaveTextContent(/^56$/);
  });

  it('shows a later value at once: the count rises once', () => {
    mockReducedMotion(false);
    const { rerender } = render(<Counter value={5} />);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByTestId('count')).toHaveTextContent(/^5$/);
    rerender(<Counter value={700} />);
    expect(screen.getByTestId('count')).toHaveTextContent(/^700$/);
  });

  it('ends on a value that changed while it was rising', () => {
    mockReducedMotion(false);
    const { rerender } = render(<Counter value={5} />);
    act(() => jest.advanceTimersByTime(800));
    rerender(<Counter value={700} />);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByTestId('count')).toHaveTextContent(/^700$/);
  });

  it("shows the value in the server's HTML, and a page hydrated from it keeps the value without a frame spent on it", () => {
    mockReducedMotion(false);
    const html = renderToString(<Counter value={1234} />);
    expect(html).toContain('>1,234<');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const frames = jest.spyOn(window, 'requestAnimationFrame');
    const errors: unknown[] = [];
    act(() => {
      hydrateRoot(container, <Counter value={1234} />, { onRecoverableError: (error) => errors.push(error) });
    });
    const seen = new Set<string>();
    for (let i = 0; i < 150; i += 1) {
      act(() => jest.advanceTimersByTime(16));
      seen.add(container.textContent ?? '');
    }
    expect([...seen]).toEqual(['1,234']);
    expect(frames).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
    frames.mockRestore();
    container.remove();
  });
});
