import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { scrollKeyOf } from 'shared-ui/hooks/use-modal-layer';
import { useScrollRestoration } from './use-scroll-restoration';

let navigate: NavigateFunction;
function Harness() {
  useScrollRestoration(scrollKeyOf);
  navigate = useNavigate();
  return null;
}

let y = 0;
const scrollTo = jest.fn((_x: number, to: number) => {
  y = to;
});

beforeEach(() => {
  y = 0;
  scrollTo.mockClear();
  sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

/** The visitor scrolls; the hook records positions on the next animation frame. */
async function userScrolls(to: number) {
  y = to;
  window.dispatchEvent(new Event('scroll'));
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
  });
}
const go = (to: string | number, options?: { replace?: boolean; state?: unknown }) =>
  act(async () => {
    await (typeof to === 'number' ? navigate(to) : navigate(to, options));
  });

describe('useScrollRestoration', () => {
  it('a new page starts at the top; Back returns to where the previous page was scrolled', async () => {
    render(
      <MemoryRouter initialEntries={['/prayers']}>
        <Harness />
      </MemoryRouter>,
    );
    await userScrolls(640);
    await go('/prayers/info/1');
    expect(y).toBe(0);
    await userScrolls(120);
    await go(-1);
    expect(y).toBe(640);
    await go(1);
    expect(y).toBe(120);
  });

  it('a query change on the same page (a filter, a floor) keeps the scroll', async () => {
    render(
      <MemoryRouter initialEntries={['/story-cards']}>
        <Harness />
      </MemoryRouter>,
    );
    await userScrolls(300);
    await go('/story-cards?rarity=5', { replace: true });
    await go('/story-cards?rarity=4');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(y).toBe(300);
  });

  it('a modal entry shares its position with the page below it', async () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/characters', key: 'page' }]}>
        <Harness />
      </MemoryRouter>,
    );
    await userScrolls(500);
    await go('/characters?character=1001', { state: { modal: 'character', modalBaseKey: 'page', modalNonce: 'n' } });
    await go(-1);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(y).toBe(500);
  });

  it('keeps positions in sessionStorage when the page is hidden, and a new tab start reads them', async () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={[{ pathname: '/update-log', key: 'entry-1' }]}>
        <Harness />
      </MemoryRouter>,
    );
    await userScrolls(900);
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    expect(JSON.parse(sessionStorage.getItem('tlw-tracker:scroll-positions') ?? '{}')).toEqual({ 'entry-1': 900 });
    y = 0;
    render(
      <MemoryRouter initialEntries={[{ pathname: '/update-log', key: 'entry-1' }]}>
        <Harness />
      </MemoryRouter>,
    );
    expect(y).toBe(900);
  });

  it('ignores unreadable stored positions', () => {
    sessionStorage.setItem('tlw-tracker:scroll-positions', '{not json');
    render(
      <MemoryRouter initialEntries={['/']}>
        <Harness />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
