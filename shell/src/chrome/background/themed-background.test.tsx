import { act, screen } from '@testing-library/react';
import { Link, Outlet } from 'react-router-dom';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { ThemedBackground } from './themed-background';

const layers = () => Array.from(screen.getByTestId('themed-background').children).map((el) => (el as HTMLElement).dataset.background);

function Shell() {
  return (
    <>
      <ThemedBackground />
      <Outlet />
    </>
  );
}

const mount = (url: string) => renderRoutes([{ element: <Shell />, children: [{ path: '*', element: <Link to="/x">x</Link> }] }], url);

describe('ThemedBackground', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is one decorative layer for the current section', () => {
    mount('/prayers/menu');
    expect(screen.getByTestId('themed-background')).toHaveAttribute('aria-hidden', 'true');
    expect(layers()).toEqual(['prayers']);
  });

  it('fades the new backdrop in over the old one and removes the old one after 6.4 s', async () => {
    const { router } = mount('/');
    await act(() => router.navigate('/stages/scarlet-devil-tower'));
    expect(layers()).toEqual(['home', 'tower']);
    act(() => jest.advanceTimersByTime(6399));
    expect(layers()).toEqual(['home', 'tower']);
    act(() => jest.advanceTimersByTime(1));
    expect(layers()).toEqual(['tower']);
  });

  it('keeps the backdrop within a section', async () => {
    const { router } = mount('/stages');
    await act(() => router.navigate('/stages/scarlet-devil-tower/rewards'));
    expect(layers()).toEqual(['tower']);
  });

  it('after quick changes, keeps the older layers until the newest has been up for 6.4 s', async () => {
    const { router } = mount('/');
    await act(() => router.navigate('/characters'));
    act(() => jest.advanceTimersByTime(3000));
    await act(() => router.navigate('/prayers'));
    expect(layers()).toEqual(['home', 'characters', 'prayers']);
    act(() => jest.advanceTimersByTime(6399));
    expect(layers()).toEqual(['home', 'characters', 'prayers']);
    act(() => jest.advanceTimersByTime(1));
    expect(layers()).toEqual(['prayers']);
  });
});
