import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { setServerRenderedAt } from 'shared-domain/time/clock';
import { usePageFade } from './page-fade';

let navigate: ReturnType<typeof useNavigate> = () => undefined;

function Page() {
  const ref = useRef<HTMLElement>(null);
  usePageFade(ref);
  navigate = useNavigate();
  return <main ref={ref}>content</main>;
}

const animate = jest.fn(() => ({ cancel: () => undefined }));

function open() {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/story-cards'] });
  render(<RouterProvider router={router} />);
}

/** The durations of the fades started so far. */
const fades = () => (animate.mock.calls as unknown as [Keyframe[], KeyframeAnimationOptions][]).map(([, options]) => options.duration);

beforeEach(() => {
  animate.mockClear();
  (HTMLElement.prototype as { animate?: unknown }).animate = animate;
});
afterEach(() => {
  delete (HTMLElement.prototype as { animate?: unknown }).animate;
  setServerRenderedAt(null);
});

describe('usePageFade', () => {
  it('a page built in the browser fades in quickly, and the next page at the slower pace', async () => {
    open();
    expect(fades()).toEqual([80]);
    await act(async () => navigate('/prayers'));
    expect(fades()).toEqual([80, 200]);
  });

  it('a server-rendered first page, already on screen, does not fade; the next page does', async () => {
    setServerRenderedAt(Date.UTC(2026, 10, 28));
    open();
    expect(fades()).toEqual([]);
    await act(async () => navigate('/prayers'));
    expect(fades()).toEqual([200]);
  });

  it('a query change is no new page', async () => {
    open();
    await act(async () => navigate('/story-cards?name=moon'));
    expect(fades()).toEqual([80]);
  });
});
