import { startLinkPrefetch } from './link-prefetch';

// The prefetcher preloads one remote at a time, each at an idle moment, so a remote entry's
// evaluation never lands in the middle of the visitor's first interaction.
const preloaded: string[] = [];
let finishPreload: Array<() => void> = [];
jest.mock('../federation/remote-registry', () => ({
  remoteLocation: () => 'http://remote.test/remoteEntry.js',
  registered: async () => ({
    preloadRemote: ([{ nameOrAlias }]: [{ nameOrAlias: string }]) =>
      new Promise<void>((resolve) => {
        preloaded.push(nameOrAlias);
        finishPreload.push(resolve);
      }),
  }),
}));

let observed: Element[] = [];
let unobserved: Element[] = [];
let report: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void = () => undefined;
let idle: Array<() => void> = [];

beforeEach(() => {
  preloaded.length = 0;
  finishPreload = [];
  observed = [];
  unobserved = [];
  idle = [];
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: typeof report) {
      report = callback;
    }
    observe(el: Element) {
      observed.push(el);
    }
    unobserve(el: Element) {
      unobserved.push(el);
    }
    disconnect() {}
  };
  (window as unknown as { requestIdleCallback: unknown }).requestIdleCallback = (fn: () => void) => idle.push(fn);
  document.body.innerHTML = '<a href="/prayers">Prayers</a><a href="/story-cards">Story Cards</a><a href="/about">About</a>';
});

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};
const runIdle = async () => {
  idle.splice(0).forEach((fn) => fn());
  await flush();
};

it('preloads the sections of visible links one at a time, each after an idle moment', async () => {
  const stop = startLinkPrefetch(document.body);
  report(observed.map((target) => ({ isIntersecting: true, target })));
  await flush();
  expect(preloaded).toEqual([]); // nothing before the browser is idle
  await runIdle();
  expect(preloaded).toEqual(['prayers']);
  await runIdle();
  expect(preloaded).toEqual(['prayers']); // the next waits for the first to finish
  finishPreload[0]!();
  await flush();
  expect(preloaded).toEqual(['prayers']); // ...and for another idle moment
  await runIdle();
  expect(preloaded).toEqual(['prayers', 'story_cards']);
  finishPreload[1]!();
  await runIdle();
  expect(preloaded).toEqual(['prayers', 'story_cards']); // the shell page /about has no remote
  stop();
});

it('starts no prefetch within a second of a click or key press', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  try {
    const stop = startLinkPrefetch(document.body);
    report(observed.map((target) => ({ isIntersecting: true, target })));
    window.dispatchEvent(new Event('pointerdown'));
    await runIdle();
    expect(preloaded).toEqual([]); // idle, but the visitor just clicked
    jest.advanceTimersByTime(600);
    document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    jest.advanceTimersByTime(600); // the first wait ends: still within a second of the key
    await runIdle();
    expect(preloaded).toEqual([]);
    jest.advanceTimersByTime(1000);
    await runIdle();
    expect(preloaded).toEqual(['prayers']);
    stop();
  } finally {
    jest.useRealTimers();
  }
});

it('watches only links to a section not yet asked for, and stops watching a section once one of its links is seen', async () => {
  document.body.innerHTML =
    '<a href="/prayers">Prayers</a><a href="/prayers/calendar">Calendar</a><a href="/?character=5">Reimu</a>' +
    '<a href="https://example.com/prayers">Elsewhere</a><a href="/story-cards">Story Cards</a>';
  const stop = startLinkPrefetch(document.body);
  const links = [...document.querySelectorAll('a')];
  // A link to the home's own modal, and one to another site, lead to no remote.
  expect(observed).toEqual([links[0], links[1], links[4]]);
  report([{ isIntersecting: true, target: links[1]! }]);
  expect(unobserved).toEqual([links[0], links[1]]);
  // A link to the same section added later is not watched.
  document.body.insertAdjacentHTML('beforeend', '<p><a href="/prayers/reruns">Reruns</a></p>');
  await flush();
  expect(observed).toEqual([links[0], links[1], links[4]]);
  stop();
});
