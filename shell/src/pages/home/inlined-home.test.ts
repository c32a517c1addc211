import type { HomeResponse } from 'shared-domain/schemas/api/general';
import { markInlinedHomeUsed, resetInlinedHomeForTests, takeInlinedHome } from './inlined-home';
import { inlineHomePayload } from './test-support/inline-home-payload';

// The hook treats the payload as a whole; its fields do not matter here.
const PAYLOAD = { serverVersion: 'inlined-payload' } as unknown as HomeResponse;

afterEach(() => {
  resetInlinedHomeForTests();
  document.getElementById('home-data')?.remove();
});

describe('takeInlinedHome', () => {
  it('gives the same payload to every render until a home that used it is on screen, then none', () => {
    inlineHomePayload(PAYLOAD);
    expect(takeInlinedHome()).toEqual(PAYLOAD);
    // The element is read once and leaves the page; a render React starts again gets the payload all the same.
    expect(document.getElementById('home-data')).toBeNull();
    expect(takeInlinedHome()).toEqual(PAYLOAD);
    markInlinedHomeUsed();
    expect(takeInlinedHome()).toBeNull();
  });

  it('gives none when the page carries no payload', () => {
    expect(takeInlinedHome()).toBeNull();
  });

  it('gives none, with a warning, when the payload is not JSON', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = 'home-data';
    el.textContent = '{"cut short';
    document.head.append(el);
    expect(takeInlinedHome()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be read'), expect.any(SyntaxError));
    warn.mockRestore();
  });
});
