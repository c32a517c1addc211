import { registerServiceWorker } from './register-service-worker';

function fakeContainer(register: jest.Mock, postMessage = jest.fn()) {
  return { register, ready: Promise.resolve({ active: { postMessage } }) } as unknown as ServiceWorkerContainer;
}

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site once the page is idle, in production', async () => {
    const register = jest.fn().mockResolvedValue({});
    let idle!: () => void;
    const whenIdle = new Promise<void>((resolve) => (idle = resolve));
    const done = registerServiceWorker({ production: true, whenIdle, container: fakeContainer(register) });
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled();
    idle();
    await done;
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('hands the page and what it loaded before the worker existed to the worker to cache', async () => {
    const postMessage = jest.fn();
    await registerServiceWorker({
      production: true,
      whenIdle: Promise.resolve(),
      container: fakeContainer(jest.fn().mockResolvedValue({}), postMessage),
      pageUrl: 'http://localhost:8080/prayers',
      loadedUrls: () => [
        'http://localhost:3002/remoteEntry.js',
        'http://localhost:8080/api/prayers/get-list',
        'http://localhost:3002/remoteEntry.js',
        'data:image/svg+xml,x',
      ],
    });
    expect(postMessage).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: [
          ['http://localhost:8080/prayers', { headers: { accept: 'text/html' } }],
          'http://localhost:3002/remoteEntry.js',
          'http://localhost:8080/api/prayers/get-list',
        ],
      },
    });
  });

  it('never registers outside production builds', async () => {
    const register = jest.fn();
    await registerServiceWorker({ production: false, whenIdle: Promise.resolve(), container: fakeContainer(register) });
    expect(register).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no service workers', async () => {
    await expect(registerServiceWorker({ production: true, whenIdle: Promise.resolve(), container: undefined })).resolves.toBeUndefined();
  });

  it('logs a failed registration instead of throwing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const register = jest.fn().mockRejectedValue(new Error('SecurityError'));
    await registerServiceWorker({ production: true, whenIdle: Promise.resolve(), container: fakeContainer(register) });
    expect(warn).toHaveBeenCalledWith('The offline mode is unavailable: the service worker did not register.', expect.any(Error));
    warn.mockRestore();
  });
});
