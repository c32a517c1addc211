import { act, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { renderWithProviders } from 'shared-ui/dev/render-with-providers';
import { LocaleContext } from 'shared-ui/i18n/locale-context';
import { catalogue as sharedUiCatalogue } from 'shared-ui/messages/catalogue';
import { catalogue } from '../messages/catalogue';
import { fullCharacter } from '../test-support/character-fixtures';
import { MODAL_FIXTURES, serveFixtureApi } from '../test-support/fixture-api';
import characterModal from './character-modal';

serveFixtureApi();
beforeAll(async () => {
  MODAL_FIXTURES.set(1001, fullCharacter(1001));
  // The shell has shared-ui's words in the page's language before it renders anything.
  await sharedUiCatalogue.load('ja');
});

const { Body } = characterModal;

describe('the character modal on a Japanese page', () => {
  it("waits for the section's Japanese words inside the dialog, then shows the character in Japanese", async () => {
    // The modal may open over another section's page, where the shell loaded no words of this one.
    expect(catalogue.ready('ja')).toBe(false);
    // The shell's boundary around the whole dialog: the body must never fall back to it.
    let shellFellBack = false;
    function ShellFallback() {
      shellFellBack = true;
      return null;
    }
    await act(async () => {
      renderWithProviders(
        <LocaleContext.Provider value="ja">
          <Suspense fallback={<ShellFallback />}>
            <Body id={1001} onClose={() => undefined} />
          </Suspense>
        </LocaleContext.Provider>,
        { settings: { useUtc: true } },
      );
    });
    expect(catalogue.ready('ja')).toBe(true);

    expect(await screen.findByRole('heading', { name: 'Reimu Hakurei', level: 3 })).toBeInTheDocument();
    expect(shellFellBack).toBe(false);
    fireEvent.load(screen.getByRole('img', { name: 'Reimu Hakurei' }));
    const article = screen.getByRole('article');
    for (const text of ['恒常', '回復', '世界 L1', '（実装済み）', 'グローバル版実装', '日本版実装', 'ピックアップ2回']) {
      expect(article).toHaveTextContent(text);
    }
    expect(within(article).getByRole('list', { name: '種類と式' })).toBeInTheDocument();
    expect(within(article).getByText('Reimu Hakureiのピックアップ祈祷（2）')).toBeInTheDocument();
    const links = within(screen.getByRole('list', { name: 'Reimu Hakureiの外部リンク' })).getAllByRole('listitem');
    expect(links.map((l) => l.textContent)).toEqual(['参考gamepress.gg', '参考2なし', '動画youtube.com', 'Wikien.touhouwiki.net']);
    expect(screen.getByRole('button', { name: '再臨衣装を表示' })).toBeInTheDocument();
  });
});
