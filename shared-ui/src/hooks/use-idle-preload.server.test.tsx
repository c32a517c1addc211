/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { useIdlePreload } from './use-idle-preload';

function Page({ load }: { load: () => Promise<unknown> }) {
  useIdlePreload(load);
  return <p>list</p>;
}

describe('useIdlePreload on the server', () => {
  it('renders without a window (a server-rendered list page uses it) and loads nothing there', () => {
    const load = jest.fn(() => Promise.resolve());
    expect(typeof window).toBe('undefined');
    expect(renderToString(<Page load={load} />)).toBe('<p>list</p>');
    expect(load).not.toHaveBeenCalled();
  });
});
