import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_SETTINGS, type Settings } from 'shared-domain/settings/settings-model';
import { createAppStore } from 'shared-domain/store/app-store';
import { thumbnailFixture } from '../dev/thumbnail-fixture';
import { CharacterThumbnail, type ThumbnailUnit } from './character-thumbnail';

const reimu: ThumbnailUnit = {
  ...thumbnailFixture(1001, { announced: true }),
  name: { en: 'Reimu Hakurei', translit: 'Hakurei Reimu', enFamilyFirst: 'Hakurei Reimu', jp: '博麗霊夢' },
};

const page = (settings: Settings) => (
  <Provider store={createAppStore({ settings })}>
    <MemoryRouter initialEntries={['/characters']}>
      <CharacterThumbnail unit={reimu} />
    </MemoryRouter>
  </Provider>
);

describe('a server-rendered thumbnail and the stored name script', () => {
  it.each([
    ['ja', '博麗霊夢'],
    ['both', 'Reimu Hakurei / 博麗霊夢'],
  ] as const)('hydrates the server’s English name without a difference, then shows the %s script', async (nameScript, shown) => {
    // The server knows only the defaults.
    const container = document.createElement('div');
    container.innerHTML = renderToString(page({ ...DEFAULT_SETTINGS }));
    document.body.append(container);
    expect(container.textContent).toContain('Reimu Hakurei');
    expect(container.textContent).not.toContain('博麗霊夢');

    const differences: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page({ ...DEFAULT_SETTINGS, nameScript }), { onRecoverableError: (e) => differences.push(e) });
    });
    expect(differences).toEqual([]);
    expect(container.querySelector('a')?.getAttribute('title')).toBe(`${shown} (Festival, attack)`);
    expect(container.querySelector('[lang="ja"]')?.textContent).toBe('博麗霊夢');
    container.remove();
  });
});
