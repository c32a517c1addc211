import { act, fireEvent, screen, within } from '@testing-library/react';
import { remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import { stubMatchMedia } from 'shared-ui/dev/match-media-stub';
import charactersRoutes from '../routes';
import { serveFixtureApi } from '../test-support/fixture-api';

serveFixtureApi();
const { MOUNTS } = remoteRouteTesting(charactersRoutes);

/** How many units the list shows (its items, whatever a thumbnail looks like). */
const shownCount = async () =>
  within(await screen.findByRole('list', { name: 'Released characters, oldest first' })).getAllByRole('listitem').length;
const countLine = () => screen.findByText(/^(Showing|No character)/);

// Fixture (test-support/fixture-api): 8 released units; ultra = sfes 2003 + mfes 3004; pure = wfes 4005;
// rebirthable = 1001, 3004, 5006; fes = 1002, 7008.
describe('release order page', () => {
  let media: ReturnType<typeof stubMatchMedia>;
  beforeEach(() => {
    media = stubMatchMedia(1366);
  });
  afterEach(() => media.restore());

  it.each([
    ['', 'Showing all 8 characters', 8],
    ['?type=ultra', 'Showing 2 of 8 characters', 2],
    ['?type=sfes', 'Showing 2 of 8 characters', 2],
    ['?type=wfes', 'Showing 1 of 8 characters', 1],
    ['?rebirth=yes', 'Showing 3 of 8 characters', 3],
    ['?rebirth=no', 'Showing 5 of 8 characters', 5],
    ['?rebirth=yes,no', 'Showing all 8 characters', 8],
    ['?type=fes&rebirth=no', 'Showing 2 of 8 characters', 2],
    ['?type=nonsense', 'Showing all 8 characters', 8],
  ])('%s shows %s', async (search, line, count) => {
    MOUNTS.nested(`/characters/release-order${search}`);
    expect(await countLine()).toHaveTextContent(line);
    expect(await shownCount()).toBe(count);
  });

  it('an empty result says so', async () => {
    MOUNTS.nested('/characters/release-order?type=genic');
    expect(await countLine()).toHaveTextContent('No character found');
    expect(screen.getByText('No released character matches these filters.')).toBeInTheDocument();
  });

  it('shows the filters inline from 1000 px, and a type click replaces the URL query (keeping the others)', async () => {
    const { router } = MOUNTS.nested('/characters/release-order?character=1001&keep=1');
    const filters = await screen.findByRole('complementary', { name: 'Release filters' });
    fireEvent.click(within(filters).getByRole('button', { name: /^Epic/ }));
    expect(await countLine()).toHaveTextContent('Showing 1 of 8 characters');
    expect(router.state.historyAction).toBe('REPLACE');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('type')).toBe('epic');
    expect(params.get('keep')).toBe('1');
    expect(params.get('character')).toBe('1001');
    fireEvent.click(within(within(filters).getByRole('group', { name: 'Rebirthable' })).getByRole('radio', { name: 'Yes' }));
    expect(await countLine()).toHaveTextContent('Showing 1 of 8 characters');
    expect(new URLSearchParams(router.state.location.search).get('rebirth')).toBe('yes');
    fireEvent.click(within(filters).getByRole('button', { name: /^Epic/ }));
    expect(await countLine()).toHaveTextContent('Showing 3 of 8 characters');
    expect(new URLSearchParams(router.state.location.search).has('type')).toBe(false);
  });

  it('below 1000 px the filters open in a modal; the choice reaches the URL (replace) when it closes', async () => {
    media.resize(390);
    const { router } = MOUNTS.nested('/characters/release-order');
    expect(await countLine()).toHaveTextContent('Showing all 8 characters');
    expect(screen.queryByRole('complementary', { name: 'Release filters' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter characters' });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Pure Festival/ }));
    expect(within(dialog).getByText('1 character matches')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show' }));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await countLine()).toHaveTextContent('Showing 1 of 8 characters');
    expect(router.state.location.search).toBe('?type=pure');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });
});
