import { act, render, screen } from '@testing-library/react';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { defineRemoteRoutes } from './define-remote-routes';
import { lazyPage, pageRoute } from './lazy-page';

function deferredPage(text: string) {
  let resolve: () => void = () => {};
  const load = jest.fn(
    () =>
      new Promise<{ default: (props: { n?: number }) => React.JSX.Element }>((r) => {
        resolve = () => r({ default: ({ n }) => <h1>{`${text}${n ?? ''}`}</h1> });
      }),
  );
  return { load, resolve: () => resolve() };
}

describe('lazyPage', () => {
  it('suspends while its chunk loads when nothing loaded it before', async () => {
    const { load, resolve } = deferredPage('Lazy');
    const Page = lazyPage(load);
    render(pageRoute(Page).element);
    expect(screen.getByRole('status')).toHaveTextContent('Loading page…');
    await act(async () => resolve());
    expect(await screen.findByRole('heading', { name: 'Lazy' })).toBeInTheDocument();
  });

  it('renders at once, without a fallback, once load() has resolved; the chunk is asked for once', async () => {
    const { load, resolve } = deferredPage('Ready');
    const Page = lazyPage(load);
    const loading = Page.load();
    expect(Page.loaded()).toBe(false);
    resolve();
    await loading;
    expect(Page.loaded()).toBe(true);
    render(pageRoute(Page, { n: 3 }).element);
    expect(screen.getByRole('heading', { name: 'Ready3' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    await Page.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed download', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => <h1>Second</h1> });
    const Page = lazyPage(load);
    await expect(Page.load()).rejects.toThrow('offline');
    expect(Page.loaded()).toBe(false);
    await Page.load();
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("defineRemoteRoutes' preload", () => {
  it('loads the page at a section-relative path, nested and with parameters, case-insensitively, and nothing else', async () => {
    const index = deferredPage('Index');
    const info = deferredPage('Info');
    const rewards = deferredPage('Rewards');
    const module = defineRemoteRoutes(
      'tower',
      [
        { index: true, ...pageRoute(lazyPage(index.load)) },
        { path: 'info/:id', ...pageRoute(lazyPage(info.load)) },
        { path: 'tower', children: [{ path: 'rewards', ...pageRoute(lazyPage(rewards.load)) }] },
      ],
      '1',
    );
    void module.preload?.('/info/12');
    expect(info.load).toHaveBeenCalledTimes(1);
    void module.preload?.('/Tower/Rewards');
    expect(rewards.load).toHaveBeenCalledTimes(1);
    void module.preload?.('/');
    expect(index.load).toHaveBeenCalledTimes(1);
    await expect(module.preload?.('/no-such-page')).resolves.toBeUndefined();
    await expect(module.preload?.('/tower')).resolves.toBeUndefined();
    expect([index.load, info.load, rewards.load].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('lets the rendered page use what preload loaded', async () => {
    const info = deferredPage('Info');
    const module = defineRemoteRoutes('prayers', [{ path: 'info/:id', ...pageRoute(lazyPage(info.load)) }], '1');
    const preloaded = module.preload?.('/info/1');
    info.resolve();
    await preloaded;
    renderRoutes(module.routes, '/info/1');
    expect(screen.getByRole('heading', { name: 'Info' })).toBeInTheDocument();
  });
});
