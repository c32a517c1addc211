import { fireEvent, screen, within } from '@testing-library/react';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { SettingsPage } from './settings-page';
import { OfflinePage } from './offline-page';
import { inJapanese, loadJapanese } from '../messages/test-support/in-japanese';

describe('SettingsPage', () => {
  it('loads the settings form under the Settings heading', async () => {
    const { store } = renderRoutes([{ path: '/settings', element: <SettingsPage /> }], '/settings');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Settings');
    fireEvent.click(await screen.findByRole('switch', { name: 'Enable JP-only content' }));
    expect(store.getState().settings.jpContent).toBe(true);
  });

  it('offers the languages, English the current one, back to the settings page', () => {
    renderRoutes([{ path: '/settings', element: <SettingsPage /> }], '/settings');
    const section = screen.getByRole('region', { name: 'Language' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]),
    ).toEqual([
      ['English', '/set-language?lang=en&next=%2Fsettings', 'true'],
      ['日本語', '/set-language?lang=ja&next=%2Fsettings', null],
    ]);
  });

  it('speaks Japanese on a Japanese page: its heading, lead, languages and settings', async () => {
    await loadJapanese();
    renderRoutes([{ path: '/settings', element: inJapanese(<SettingsPage />) }], '/settings');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('設定');
    expect(screen.getByText('このブラウザにのみ保存されます。変更はすべてのページにすぐ反映されます。')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '言語' })).getByRole('link', { name: '日本語' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(await screen.findByRole('switch', { name: '日本版限定の内容を表示' })).toBeInTheDocument();
    const names = screen.getByRole('group', { name: 'キャラクター名' });
    expect(
      within(names)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['英語', '日本語', '両方']);
    expect(screen.getByRole('textbox', { name: /スクロールごとの読み込み数/ })).toHaveAccessibleDescription(
      '1～1000の整数。空欄なら10件ずつ読み込みます。',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'マイコレクション' })).toBeInTheDocument();
  });
});

describe('OfflinePage', () => {
  it('says the visitor is offline and offers a full reload', () => {
    renderRoutes([{ path: '/offline', element: <OfflinePage /> }], '/offline');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You are offline');
    expect(screen.getByRole('link', { name: 'Reload the tracker' })).toHaveAttribute('href', '/');
  });

  it('says so in Japanese, and reloads the Japanese home', async () => {
    await loadJapanese();
    renderRoutes([{ path: '/offline', element: inJapanese(<OfflinePage />) }], '/offline');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('オフラインです');
    expect(screen.getByRole('link', { name: 'トラッカーを再読み込み' })).toHaveAttribute('href', '/ja/');
  });
});
