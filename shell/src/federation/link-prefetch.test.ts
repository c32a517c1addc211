import { afterLoadAndIdle } from './link-prefetch';

function fakeWindow(readyState: DocumentReadyState) {
  const listeners: Array<() => void> = [];
  const idle: Array<() => void> = [];
  const win = {
    document: { readyState },
    addEventListener: (type: string, fn: () => void) => type === 'load' && listeners.push(fn),
    requestIdleCallback: (fn: () => void) => idle.push(fn),
  } as unknown as Window;
  return { win, fireLoad: () => listeners.forEach((fn) => fn()), fireIdle: () => idle.splice(0).forEach((fn) => fn()) };
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('afterLoadAndIdle', () => {
  it('waits for the load event and then for an idle moment', async () => {
    const { win, fireLoad, fireIdle } = fakeWindow('loading');
    const p = afterLoadAndIdle(win);
    fireIdle();
    expect(await settled(p)).toBe(false);
    fireLoad();
    expect(await settled(p)).toBe(false);
    fireIdle();
    expect(await settled(p)).toBe(true);
  });

  it('only waits for idle when the page has already loaded', async () => {
    const { win, fireIdle } = fakeWindow('complete');
    const p = afterLoadAndIdle(win);
    expect(await settled(p)).toBe(false);
    fireIdle();
    expect(await settled(p)).toBe(true);
  });
});
