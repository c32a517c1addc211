import { warmFederationRuntime } from './early-remotes';

describe('warmFederationRuntime', () => {
  it('starts the runtime only once the landing page has settled', async () => {
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const load = jest.fn(() => Promise.resolve());
    const warming = warmFederationRuntime(settled, load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    settle();
    await warming;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed download to the first click (no rejection escapes)', async () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    await expect(warmFederationRuntime(Promise.resolve(), load)).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
