import { preloadLandingRemote, warmFederationRuntime } from './early-remotes';
import { federation } from '../federation/federation';
import { discovered, registered, remoteLocation } from '../federation/remote-registry';

jest.mock('../federation/federation', () => ({ federation: jest.fn(() => Promise.resolve()) }));
jest.mock('../federation/remote-registry', () => ({
  discovered: jest.fn(() => Promise.resolve()),
  remoteLocation: jest.fn(() => 'http://localhost:3003/mf-manifest.json'),
  registered: jest.fn(),
}));

describe('preloadLandingRemote', () => {
  const preloadRemote = jest.fn(() => Promise.resolve());
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(registered).mockResolvedValue({ preloadRemote } as never);
  });

  it("on a section's page the browser renders, starts the runtime and preloads the remote's routes", async () => {
    await preloadLandingRemote('/story-cards', false);
    expect(federation).toHaveBeenCalledTimes(1);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'story_cards', exposes: ['./routes'] }]);
  });

  it('on a page the server rendered (its files listed in it already), starts the runtime only', async () => {
    await preloadLandingRemote('/story-cards', true);
    expect(federation).toHaveBeenCalledTimes(1);
    expect(discovered).not.toHaveBeenCalled();
    expect(preloadRemote).not.toHaveBeenCalled();
  });

  it('on a page of the shell itself, does nothing', async () => {
    await preloadLandingRemote('/', false);
    expect(federation).not.toHaveBeenCalled();
    expect(remoteLocation).not.toHaveBeenCalled();
  });
});

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
