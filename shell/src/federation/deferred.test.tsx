import { act, Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
import { deferred } from './deferred';

function Shows({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>;
}

describe('deferred', () => {
  it('resolves its promise', async () => {
    const d = deferred<number>();
    d.resolve(7);
    await expect(d.promise).resolves.toBe(7);
  });

  it('once resolved, a render reads the value at once instead of suspending', async () => {
    const d = deferred<string>();
    d.resolve('Floor 2');
    const container = document.createElement('div');
    const root = createRoot(container);
    // A synchronous act: nothing awaited, so the promise's own callbacks have not run.
    act(() => root.render(<Suspense fallback={<p>waiting</p>}>{<Shows text={d.promise} />}</Suspense>));
    expect(container.textContent).toBe('Floor 2');
    await act(async () => root.unmount());
  });

  it('a plain resolved promise would suspend there (what the marks avoid)', async () => {
    const text = Promise.resolve('Floor 2');
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<Suspense fallback={<p>waiting</p>}>{<Shows text={text} />}</Suspense>));
    expect(container.textContent).toBe('waiting');
    await act(async () => root.unmount());
  });
});
