import { freshEntryAfterRetry, markRetried } from './fresh-entry-after-retry';

type CreateScript = (args: { url: string; remoteInfo?: { name: string } }) => HTMLScriptElement | undefined;

describe('freshEntryAfterRetry', () => {
  const createScript = freshEntryAfterRetry().createScript as unknown as CreateScript;
  const entry = 'http://localhost:3002/remoteEntry.js';

  it('leaves entries alone until their remote is retried, so the preloaded one is reused', () => {
    expect(createScript({ url: entry, remoteInfo: { name: 'prayers' } })).toBeUndefined();
    expect(createScript({ url: entry })).toBeUndefined();
  });

  it("gives a retried remote's entry a URL of its own, per attempt, and only that remote's", () => {
    markRetried('prayers');
    expect(createScript({ url: entry, remoteInfo: { name: 'prayers' } })?.src).toBe(`${entry}?retry=1`);
    markRetried('prayers');
    expect(createScript({ url: `${entry}?v=3`, remoteInfo: { name: 'prayers' } })?.src).toBe(`${entry}?v=3&retry=2`);
    expect(createScript({ url: 'http://localhost:3001/remoteEntry.js', remoteInfo: { name: 'characters' } })).toBeUndefined();
  });
});
