import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import storyCardsRoutes from '../routes';
import { withRealApi } from 'shared-ui/dev/real-api';

const api = withRealApi();
const { MOUNTS } = remoteRouteTesting(storyCardsRoutes);

// Expected values come straight from the content files, not from the code under test.
const released = () => api.content().storyCards.filter((c) => Date.parse(c.releaseDate) <= Date.now());
const countLine = () => screen.findByTestId('count-line');
const expectCount = async (text: string) => waitFor(async () => expect(await countLine()).toHaveTextContent(text));

describe('story card list page (against the real API)', () => {
  it('shows every released card in the count line and reveals the first cards', async () => {
    MOUNTS.descendant('/story-cards');
    await expectCount(`Showing all ${released().length.toLocaleString('en-US')} story cards`);
    const first = released()[0]!;
    const card = await screen.findByRole('article', { name: first.name });
    expect(within(card).getByText('Total')).toBeInTheDocument();
    expect(within(card).getByText('Obtained from')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Last update' })).toHaveTextContent('Last updated:');
  });

  it('a pasted URL reproduces the filtered list (5-star plum cards)', async () => {
    MOUNTS.nested('/story-cards?rarities=5&types=p');
    const expected = released().filter((c) => c.rarity === 5 && c.type === 'plum').length;
    await expectCount(`Showing ${expected} of ${released().length.toLocaleString('en-US')} story cards`);
  });

  it('typing a name replaces the query and refilters', async () => {
    const { router } = MOUNTS.descendant('/story-cards?character=1001');
    await expectCount('Showing all');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search story cards by name' }), { target: { value: 'Lost Bamboo Forest' } });
    await waitFor(() => expect(router.state.location.search).toBe('?name=Lost+Bamboo+Forest&character=1001'));
    expect(router.state.historyAction).toBe('REPLACE');
    const expected = released().filter((c) =>
      c.name
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .includes('lostbambooforest'),
    ).length;
    await expectCount(expected === 1 ? `Showing 1 of ${released().length.toLocaleString('en-US')} story card` : `Showing ${expected} of`);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?character=1001'));
    expect(screen.getByRole('searchbox', { name: 'Search story cards by name' })).toHaveValue('');
  });

  it('no match: count line and footer', async () => {
    MOUNTS.nested('/story-cards?name=zzzzzzzz');
    await expectCount('No story card found');
    expect(await screen.findByText('• No card found •')).toBeInTheDocument();
  });

  it('says what in a pasted URL it could not use', async () => {
    MOUNTS.nested('/story-cards?effects=card-stat:luck:asc&role=tank');
    await expectCount('Showing');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Undefined stat id "luck"');
    expect(alert).toHaveTextContent('Unknown role "tank"');
  });

  it('unreleased cards appear only with JP content on', async () => {
    const all = api.content().storyCards.length;
    expect(all).toBeGreaterThan(released().length);
    MOUNTS.nested('/story-cards');
    await expectCount(`Showing all ${released().length.toLocaleString('en-US')} story cards`);
    fireEvent.click(screen.getByRole('switch', { name: 'Show unreleased cards' }));
    await expectCount(`Showing all ${all.toLocaleString('en-US')} story cards`);
  });
});

describe('advanced search', () => {
  const openModal = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Advanced Search' }));
    return screen.findByRole('dialog', { name: 'Advanced Search' });
  };

  it('choosing a slot type resets it and writes the URL; only one slot may hold a date', async () => {
    const { router } = MOUNTS.descendant('/story-cards');
    await expectCount('Showing all');
    const dialog = await openModal();
    const slot1 = within(dialog).getByRole('group', { name: 'Sort/Filter #1' });
    fireEvent.change(within(slot1).getByLabelText('Type'), { target: { value: 'date' } });
    await waitFor(() => expect(router.state.location.search).toBe('?effects=date:2021-05-11:null:desc'));
    const slot2 = within(dialog).getByRole('group', { name: 'Sort/Filter #2' });
    expect(within(slot2).getByRole('option', { name: /Release date/ })).toBeDisabled();
    fireEvent.change(within(slot2).getByLabelText('Type'), { target: { value: 'stat' } });
    await waitFor(() => expect(router.state.location.search).toBe('?effects=date:2021-05-11:null:desc,card-stat:hp:desc'));
    // The modal stays open while the query changes under it…
    expect(screen.getByRole('dialog', { name: 'Advanced Search' })).toBeInTheDocument();
    // …and closing it (a step back in the history) keeps the query.
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Advanced Search' })).toBeNull());
    await waitFor(() => expect(router.state.location.search).toBe('?effects=date:2021-05-11:null:desc,card-stat:hp:desc'));
    const reopened = await openModal();
    fireEvent.click(within(reopened).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('Escape closes the date picker first, then the effect picker, then the modal', async () => {
    MOUNTS.descendant('/story-cards?effects=misc:p-gain,date:2021-05-11:null:desc');
    await expectCount('Showing');
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Effect P Gain/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^Released \(UTC\)/ }));
    expect(within(dialog).getByRole('group', { name: 'Effect picker for Sort/Filter #1' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Date picker for Sort/Filter #2' })).toBeInTheDocument();
    const escape = () => act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
    escape();
    expect(within(dialog).queryByRole('group', { name: 'Date picker for Sort/Filter #2' })).toBeNull();
    expect(within(dialog).getByRole('group', { name: 'Effect picker for Sort/Filter #1' })).toBeInTheDocument();
    escape();
    expect(within(dialog).queryByRole('group', { name: 'Effect picker for Sort/Filter #1' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Advanced Search' })).toBeInTheDocument();
    escape();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Advanced Search' })).toBeNull());
  });

  it('picking an effect writes it with its order and target', async () => {
    const { router } = MOUNTS.descendant('/story-cards?effects=misc:p-gain');
    await expectCount('Showing');
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Effect P Gain/ }));
    const picker = within(dialog).getByRole('group', { name: 'Effect picker for Sort/Filter #1' });
    fireEvent.click(within(picker).getByRole('button', { name: 'Stat' }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Yang Attack Up' }));
    await waitFor(() => expect(router.state.location.search).toBe('?effects=stat:yang-atk-up:desc:any'));
    const slot1 = within(dialog).getByRole('group', { name: 'Sort/Filter #1' });
    fireEvent.change(within(slot1).getByLabelText('Target'), { target: { value: 'multi' } });
    await waitFor(() => expect(router.state.location.search).toBe('?effects=stat:yang-atk-up:desc:multi'));
    const expected = released().filter((c) =>
      [...c.buffs, ...c.randomBuffs.flat()].some((b) => b.attr === 'stat:yang-atk-up' && (b.target === 'party' || b.target === 'aoe')),
    ).length;
    await expectCount(`Showing ${expected} of`);
  });
});
