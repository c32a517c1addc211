/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { useOpenOnceLoaded } from './use-open-once-loaded';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useOpenOnceLoaded', () => {
  it('opens only once the code is here, with the open rendered last', async () => {
    const code = deferred();
    const first = jest.fn();
    const latest = jest.fn();
    const load = () => code.promise;
    const { result, rerender } = renderHook(({ open }) => useOpenOnceLoaded(open, load), { initialProps: { open: first } });
    act(() => result.current());
    expect(first).not.toHaveBeenCalled();
    // The query changed while the code downloaded: the page rendered a new open.
    rerender({ open: latest });
    await act(async () => code.resolve());
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it('opens once for taps made before the code came, and again for a tap after', async () => {
    const code = deferred();
    const open = jest.fn();
    const load = () => code.promise;
    const { result } = renderHook(() => useOpenOnceLoaded(open, load));
    act(() => {
      result.current();
      result.current();
    });
    await act(async () => code.resolve());
    expect(open).toHaveBeenCalledTimes(1);
    await act(async () => result.current());
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('opens when the download fails, so the error boundary can say so', async () => {
    const code = deferred();
    const open = jest.fn();
    const { result } = renderHook(() => useOpenOnceLoaded(open, () => code.promise));
    act(() => result.current());
    await act(async () => code.reject(new Error('offline')));
    expect(open).toHaveBeenCalledTimes(1);
  });
});
