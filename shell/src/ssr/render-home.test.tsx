/** @jest-environment node */
import type { HomeResponse } from 'shared-domain/schemas/api/general';
import { apiHomePayload } from '../pages/home/test-support/api-home-payload';
import { renderHome } from './render-home';

let home: HomeResponse;
beforeAll(async () => {
  home = await apiHomePayload();
});

// 2026-11-23 01:46:09 UTC: the next daily reset (00:00 UTC) is 22 h 13 min 51 s away.
const NOW = Date.UTC(2026, 10, 23, 1, 46, 9);

describe('renderHome (the server renderer)', () => {
  it('renders the whole home with its data blocks and the countdowns at the render time', () => {
    const html = renderHome(home, NOW);
    expect(html).toContain('Touhou LostWord Tracker</h1>');
    expect(html).toContain('0d 22h 13m 51s');
    for (const block of ['Daily reset', 'Maintenance', 'Playable characters', 'Story cards', 'Upcoming characters'])
      expect(html).toContain(`>${block}</h2>`);
    expect(html).not.toMatch(/Loading/);
  });

  it('holds both navigation bars and the phone-only Contents, for CSS to pick by width until the browser knows it', () => {
    const html = renderHome(home, NOW);
    // CSS modules are identity-mapped in Jest: the class names are the CSS's own.
    expect(html).toMatch(/<header class="bar wideOnly"/);
    expect(html).toMatch(/<header class="bar mobileBar narrowOnly"/);
    expect(html).toMatch(/<nav class="contents narrowOnly" aria-labelledby="home-contents">/);
  });

  it('renders the same for the same payload and time, and another time moves the countdowns', () => {
    expect(renderHome(home, NOW)).toBe(renderHome(home, NOW));
    expect(renderHome(home, NOW + 60_000)).toContain('0d 22h 12m 51s');
  });
});
