import { fireEvent, screen, waitFor } from '@testing-library/react';
import { remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import { withRealApi } from 'shared-ui/dev/real-api';
import storyCardsRoutes from '../routes';

// The list's document title says its query in words and how many cards it shows, as a link to it
// previews (server/page-server.ts). Expected titles are written from the content files.
const NOW = Date.parse('2027-01-01T00:00:00Z');
withRealApi({ now: NOW });
const { MOUNTS } = remoteRouteTesting(storyCardsRoutes);

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => {
  jest.restoreAllMocks();
});

const SITE = 'Touhou LostWord Tracker';

describe('the story-card list’s title', () => {
  it('names the search and its count, and is the page’s own again once the search is cleared', async () => {
    MOUNTS.descendant('/story-cards?name=Lost%20Bamboo%20Forest');
    // story-cards/0001.json is the one card so named.
    await waitFor(() => expect(document.title).toBe(`Story cards named 'Lost Bamboo Forest': 1 card | ${SITE}`));
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    await waitFor(() => expect(document.title).toBe(`Story Card Tracker | ${SITE}`));
  });

  it('names the featured character, as the content names it', async () => {
    MOUNTS.descendant('/story-cards?featured=2021');
    // Seven cards released by then feature 2021 (Seiran, Bright Dream B3).
    await waitFor(() => expect(document.title).toBe(`Story cards featuring Seiran (Bright Dream B3): 7 cards | ${SITE}`));
  });
});
