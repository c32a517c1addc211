import { renderWithProviders } from '../dev/render-with-providers';
import { GameText } from './game-text';

const html = (ui: ReturnType<typeof renderWithProviders>) => ui.container.innerHTML;

describe('GameText', () => {
  it('shows the Japanese text, marked as Japanese, when the player reads game text in Japanese', () => {
    const ui = renderWithProviders(<GameText en="Lost Bamboo Forest" jp="迷いの竹林" />, { settings: { nameScript: 'ja' }, locale: 'ja' });
    expect(html(ui)).toBe('<span lang="ja">迷いの竹林</span>');
  });

  it('falls back to English, marked as English on a Japanese page, for text the content has no Japanese for', () => {
    const ui = renderWithProviders(<GameText en="Reimu's Festival" />, { settings: { nameScript: 'ja' }, locale: 'ja' });
    expect(html(ui)).toBe('<span lang="en">Reimu\'s Festival</span>');
  });

  it('shows both, English first, and leaves English unmarked on an English page', () => {
    const ui = renderWithProviders(<GameText en="Lost Bamboo Forest" jp="迷いの竹林" />, { settings: { nameScript: 'both' } });
    expect(html(ui)).toBe('Lost Bamboo Forest / <span lang="ja">迷いの竹林</span>');
  });

  it('shows English by default', () => {
    const ui = renderWithProviders(<GameText en="Lost Bamboo Forest" jp="迷いの竹林" />);
    expect(ui.container.textContent).toBe('Lost Bamboo Forest');
  });
});
