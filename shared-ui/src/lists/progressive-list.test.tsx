import { act, screen } from '@testing-library/react';
import { useCallback } from 'react';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { DEFAULT_SETTINGS, type Settings } from 'shared-domain/settings/settings-model';
import { createAppStore } from 'shared-domain/store/app-store';
import type { ProgressiveProgress } from '../hooks/use-progressive-reveal';
import { columnsFor, ProgressiveList } from './progressive-list';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const shownItems = () => screen.queryAllByRole('listitem').length;

/** Where jsdom (no layout) says the list's bottom is: far below the viewport unless told. */
let listBottom = 5000;
const realRect = HTMLElement.prototype.getBoundingClientRect;
beforeEach(() => {
  jest.useFakeTimers();
  listBottom = 5000;
  HTMLElement.prototype.getBoundingClientRect = function rect(this: HTMLElement) {
    const base = { x: 0, y: 0, top: 0, left: 0, right: 300, width: 300, toJSON: () => ({}) };
    if (this.getAttribute('role') === 'list') return { ...base, bottom: listBottom, height: listBottom } as DOMRect;
    if (this.dataset.index !== undefined) return { ...base, bottom: 200, height: 200 } as DOMRect;
    return realRect.call(this);
  };
});
// The virtualizer measures rows by offsetHeight: 200 px each.
const realOffsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
beforeAll(() => {
  // jsdom has no scrolling; the virtualizer restores the offset when it starts.
  window.scrollTo = jest.fn() as typeof window.scrollTo;
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.index !== undefined ? 200 : 0;
    },
  });
});
afterAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', realOffsetHeight);
});
afterEach(() => {
  jest.useRealTimers();
  HTMLElement.prototype.getBoundingClientRect = realRect;
});

function Harness({
  total,
  resetKey = 'a',
  onProgress,
}: {
  total: number;
  resetKey?: string;
  onProgress?: (p: ProgressiveProgress) => void;
}) {
  const items = numbers(total);
  const render = useCallback((n: number) => <span>Item {n}</span>, []);
  return (
    <ProgressiveList
      items={items}
      getKey={(n) => n}
      renderItem={render}
      resetKey={resetKey}
      emptyFooter="• No prayer found •"
      onProgress={onProgress}
      aria-label="Prayers"
    />
  );
}

/** Rendered inside a store whose settings the test picks; rerender keeps the store. */
function renderWithProviders(ui: ReactElement, { settings }: { settings?: Partial<Settings> } = {}) {
  const store = createAppStore({ settings: { ...DEFAULT_SETTINGS, ...settings } });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return render(ui, { wrapper });
}

/** Time passes 100 ms at a time, with React rendering in between (as a browser would). */
const advance = (ms: number) => {
  for (let t = 0; t < ms; t += 100) {
    act(() => {
      jest.advanceTimersByTime(100);
    });
  }
};

describe('ProgressiveList', () => {
  it('shows 10 first and stays at 10 while the bottom is out of reach', () => {
    renderWithProviders(<Harness total={50} />);
    expect(shownItems()).toBe(10);
    expect(screen.getByText('Item 10')).toBeInTheDocument();
    advance(1000);
    expect(shownItems()).toBe(10);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('near the bottom, reveals 5 more every 100 ms up to the batch size, then waits', () => {
    renderWithProviders(<Harness total={100} />, { settings: { scrollBatch: 20 } });
    listBottom = 800; // viewport 768: 32 px left
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(20); // measured on the next frame
    });
    listBottom = 5000; // the new rows push the end away again
    expect(shownItems()).toBe(10);
    const seen: number[] = [];
    for (let i = 0; i < 6; i++) {
      advance(100);
      seen.push(shownItems());
    }
    expect(seen).toEqual([15, 20, 25, 30, 30, 30]);
  });

  it('once every item is shown, a scroll no longer measures the list', () => {
    renderWithProviders(<Harness total={8} />);
    expect(screen.getByRole('status')).not.toHaveTextContent('Loading...');
    const list = screen.getByRole('list');
    const measure = jest.spyOn(list, 'getBoundingClientRect');
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(50);
    });
    expect(measure).not.toHaveBeenCalled();
  });

  it('asks for more when the list itself shrinks into view, with no scroll or resize (a grid learning its columns)', () => {
    const observed: ResizeObserverCallback[] = [];
    const realObserver = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(cb: ResizeObserverCallback) {
        observed.push(cb);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      renderWithProviders(<Harness total={100} />);
      advance(1000);
      expect(shownItems()).toBe(10);
      listBottom = 300; // the ten items now sit in one short row
      act(() => {
        for (const cb of observed) cb([], {} as ResizeObserver);
        jest.advanceTimersByTime(20);
      });
      advance(100);
      expect(shownItems()).toBe(15);
    } finally {
      globalThis.ResizeObserver = realObserver;
    }
  });

  it('keeps filling a page that is shorter than the viewport, then shows the dot', () => {
    listBottom = 300;
    renderWithProviders(<Harness total={23} />);
    advance(100);
    expect(shownItems()).toBe(15);
    advance(1000);
    expect(shownItems()).toBe(23);
    expect(screen.getByRole('status')).toHaveTextContent(/^\.$/);
  });

  it('starts again at 10 when the criteria change', () => {
    listBottom = 300;
    const { rerender } = renderWithProviders(<Harness total={60} resetKey="a" />);
    advance(2000);
    expect(shownItems()).toBe(60);
    rerender(<Harness total={60} resetKey="b" />);
    expect(shownItems()).toBe(10);
  });

  it('is complete at once when fewer than 10 match, and says so when none match', () => {
    const { rerender } = renderWithProviders(<Harness total={4} />);
    expect(shownItems()).toBe(4);
    expect(screen.getByRole('status')).toHaveTextContent(/^\.$/);
    rerender(<Harness total={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('• No prayer found •');
  });

  it('with 4,000 items all revealed, keeps only the rows near the viewport in the DOM', () => {
    listBottom = 300;
    let last: ProgressiveProgress | null = null;
    renderWithProviders(<Harness total={4000} onProgress={(p) => (last = p)} />, { settings: { scrollBatch: 1000 } });
    advance(100 * 800);
    expect(last).toEqual({ visible: 4000, total: 4000, complete: true });
    const inDom = shownItems();
    expect(inDom).toBeGreaterThan(0);
    expect(inDom).toBeLessThan(30); // 768 px viewport / 200 px rows + overscan
    expect(screen.getByRole('list')).toHaveAttribute('data-virtual', 'true');
  });

  it('uses no timer once nothing is left to reveal', () => {
    renderWithProviders(<Harness total={5} />);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('runs on the page clock: one timer for several revealing lists', () => {
    listBottom = 300;
    renderWithProviders(
      <>
        <Harness total={100} />
        <Harness total={200} resetKey="other" />
      </>,
    );
    advance(100);
    expect(shownItems()).toBe(30);
    expect(jest.getTimerCount()).toBe(1);
  });

  it('lays a short grid out in CSS alone: one grid of cells, no width read, no second render', () => {
    const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    const rendered: number[] = [];
    const render = (n: number) => {
      rendered.push(n);
      return <span>Item {n}</span>;
    };
    renderWithProviders(
      <ProgressiveList items={numbers(10)} getKey={(n) => n} renderItem={render} resetKey="a" layout="grid" minItemWidth={300} gap={12} />,
    );
    const cells = screen.getAllByRole('listitem');
    expect(cells).toHaveLength(10);
    const grid = cells[0]!.parentElement!;
    expect(cells.every((cell) => cell.parentElement === grid)).toBe(true);
    // As many 300 px columns as fit, as columnsFor() counts them (CSS's auto-fill rule), never wider than the list.
    expect(grid.style.gridTemplateColumns).toBe('repeat(auto-fill, minmax(min(100%, 300px), 1fr))');
    expect(cells.map((cell) => cell.getAttribute('data-index'))).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(width).not.toHaveBeenCalled();
    expect(rendered).toEqual(numbers(10));
    width.mockRestore();
  });

  it('once virtual, lays a grid out in rows of as many columns as fit the measured width', () => {
    listBottom = 300;
    const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    const render = (n: number) => <span>Item {n}</span>;
    renderWithProviders(
      <ProgressiveList items={numbers(300)} getKey={(n) => n} renderItem={render} resetKey="a" layout="grid" minItemWidth={300} gap={12} />,
      { settings: { scrollBatch: 1000 } },
    );
    advance(100 * 60);
    expect(screen.getByRole('list')).toHaveAttribute('data-virtual', 'true');
    const rows = screen.getByRole('list').querySelectorAll('[data-index]');
    expect(rows.length).toBeGreaterThan(0);
    expect((rows[0] as HTMLElement).style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    expect(rows[0]!.querySelectorAll('[role="listitem"]')).toHaveLength(3);
    width.mockRestore();
  });
});

describe('columnsFor', () => {
  it.each([
    [0, 280, 12, 1],
    [390, 280, 12, 1],
    [572, 280, 12, 2],
    [1366, 280, 12, 4],
  ])('%i px at min %i gap %i -> %i columns', (w, min, gap, expected) => {
    expect(columnsFor(w, min, gap)).toBe(expected);
  });
});

describe('ProgressiveList revealKey', () => {
  it('reveals through a linked item and scrolls it into view once', () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.textContent ?? '');
    };
    const items = numbers(80);
    const render = (n: number) => <span>Item {n}</span>;
    const ui = (key: number | null) => <ProgressiveList items={items} getKey={(n) => n} renderItem={render} resetKey="a" revealKey={key} />;
    const { rerender } = renderWithProviders(ui(null));
    expect(shownItems()).toBe(10);
    rerender(ui(64));
    expect(shownItems()).toBe(64);
    expect(scrolled).toEqual(['Item 64']);
    rerender(ui(64));
    expect(scrolled).toHaveLength(1);
  });
});
