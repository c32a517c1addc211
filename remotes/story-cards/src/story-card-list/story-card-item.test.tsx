import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/dev/render-with-providers';
import { testBuff, testCard } from './story-card-test-support';
import { StoryCardItem } from './story-card-item';

const tagName = (id: string) => (id === 'kappa' ? 'Kappa' : undefined);

describe('StoryCardItem', () => {
  it('shows the parts of a card: name, stars, stat ranges with the weighted total, buffs, artist, sources, links', () => {
    renderWithProviders(
      <StoryCardItem
        state="released"
        tagName={tagName}
        card={testCard(1, {
          name: 'Lost Bamboo Forest',
          buffs: [testBuff('stat:crit-eva-up', { target: 'solo', turn: 1, role: 'speed', values: [8, 13, 18, 23, 28] })],
          randomBuffs: [[testBuff('tag:kappa', { target: 'party' }), testBuff('misc:p-gain', { values: [5, 5, 5, 5, 5] })]],
          obtaining: [
            { type: 'general', display: 'Standard Prayer' },
            { type: 'vs', display: 'VS' },
          ],
          links: { reference1: 'https://cards.example.com/lostword/1', reference2: null },
        })}
      />,
    );
    const card = screen.getByRole('article', { name: 'Lost Bamboo Forest' });
    // Fixture stats: hp 100..700, yang-atk 10..70 → total 100*0.2+10 = 30 to 700*0.2+70 = 210.
    expect(within(card).getByRole('row', { name: /HP/ })).toHaveTextContent('100 – 700');
    expect(within(card).getByRole('row', { name: /Total/ })).toHaveTextContent('30 – 210');
    expect(card).toHaveTextContent('Critical Evasion Up');
    expect(card).toHaveTextContent('Solo · 1 turn · ONLY Speed');
    expect(card).toHaveTextContent('8 / 13 / 18 / 23 / 28');
    expect(card).toHaveTextContent('Random, one of:');
    expect(card).toHaveTextContent('Tag: Kappa');
    expect(within(card).getByText('Obtained from').nextElementSibling?.querySelectorAll('li')).toHaveLength(2);
    expect(within(card).getByRole('link', { name: /cards\.example\.com/ })).toHaveAttribute('href', 'https://cards.example.com/lostword/1');
    expect(within(card).getByRole('img', { name: /plum/i })).toBeInTheDocument();
  });

  it("no buffs → '(No effect)'; no image → 'No Image'; one source is plain text; an unknown kind → 'NOT FOUND'", () => {
    const { unmount } = renderWithProviders(<StoryCardItem state="released" tagName={tagName} card={testCard(2, { image: null })} />);
    expect(screen.getByText('(No effect)')).toBeInTheDocument();
    expect(screen.getByText('No Image')).toBeInTheDocument();
    expect(screen.getByText('Standard Prayer').tagName).toBe('DD');
    unmount();
    renderWithProviders(<StoryCardItem state="released" tagName={tagName} card={testCard(3, { buffs: [testBuff('aura:glow')] })} />);
    expect(screen.getByText('NOT FOUND')).toBeInTheDocument();
  });

  it("before its reveal an unreleased card shows '?' for minimums and effect values", () => {
    renderWithProviders(<StoryCardItem state="hidden" tagName={tagName} card={testCard(4, { buffs: [testBuff('misc:p-gain')] })} />);
    expect(screen.getByText('Unreleased')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /HP/ })).toHaveTextContent('? – 700');
    expect(screen.getByRole('row', { name: /Total/ })).toHaveTextContent('? – 210');
    expect(screen.getByRole('article')).toHaveTextContent(/P Gain.*\?/);
  });

  it("names the card in the player's script for game text: Japanese where the content has it, else English marked as English", async () => {
    const { unmount } = renderWithProviders(
      <StoryCardItem state="released" tagName={tagName} card={testCard(7, { name: 'Lost Bamboo Forest', nameJp: '迷いの竹林' })} />,
      { settings: { nameScript: 'ja' }, locale: 'ja' },
    );
    expect((await screen.findByRole('heading', { level: 2 })).innerHTML).toBe('<span lang="ja">迷いの竹林</span>');
    unmount();
    renderWithProviders(
      <StoryCardItem
        state="released"
        tagName={tagName}
        card={testCard(8, { name: "Reimu's Festival", buffs: [testBuff('misc:p-gain')] })}
      />,
      { settings: { nameScript: 'ja' }, locale: 'ja' },
    );
    expect((await screen.findByRole('heading', { level: 2 })).innerHTML).toBe('<span lang="en">Reimu\'s Festival</span>');
    // Effect names have no Japanese in the content: English, marked as such on the Japanese page.
    expect(screen.getByText('P Gain').closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it.each([
    [
      'an unknown stat id',
      testCard(5, { stats: [{ type: 'luck' as 'hp', min: [1, 1, 1, 1, 1], max: [1, 1, 1, 1, 1] }] }),
      'Undefined stat id',
    ],
    ['an unknown element', testCard(6, { buffs: [testBuff('elem:plasma')] }), 'element not found!'],
  ])('%s is an error for the section error view', (_, card, message) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<StoryCardItem state="released" tagName={tagName} card={card} />)).toThrow(message);
  });
});
