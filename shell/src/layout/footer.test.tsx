import { screen } from '@testing-library/react';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { inJapanese, loadJapanese } from '../messages/test-support/in-japanese';
import { Footer } from './footer';
import { setPageManifests } from '../routing/site-pages';
import { remoteManifests } from '../routing/test-support/remote-manifests';

const mount = (url: string) => renderRoutes([{ path: '*', element: <Footer /> }], url);

describe('Footer', () => {
  beforeEach(() => setPageManifests(remoteManifests()));

  it('states the unaffiliated fan site, links feedback to the chat and credits the makers', () => {
    mount('/');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(/unofficial fan site/i);
    expect(footer).toHaveTextContent(/not affiliated/i);
    expect(footer).toHaveTextContent('ZUN (Team Shanghai Alice)');
    expect(footer).toHaveTextContent('GOOD SMILE COMPANY and NextNinja');
    // What is real, what is estimated and what is sample, in one sentence.
    expect(footer).toHaveTextContent(
      'Character names, ids, JP dates, roles and banner types come from public fan lists; global release dates are estimated, and upcoming characters, prayers, story cards and everything else are sample data.',
    );
    const feedback = screen.getByRole('link', { name: /feedback/i });
    expect(feedback.getAttribute('href')).toMatch(/^https:\/\/discord\.gg\/[\w-]+$/);
    expect(feedback).toHaveAttribute('target', '_blank');
    expect(feedback.getAttribute('rel')).toContain('noopener');
  });

  it.each(['/stages/scarlet-devil-tower', '/stages/scarlet-devil-tower/', '/stages/scarlet-devil-tower?floor=12'])(
    'is hidden on the tower floor page %s',
    (url) => {
      mount(url);
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    },
  );

  it.each(['/', '/stages', '/stages/scarlet-devil-tower/rewards', '/prayers', '/characters', '/settings', '/no-such-page'])(
    'is shown on %s',
    (url) => {
      mount(url);
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    },
  );

  it.each(['/Stages/Scarlet-Devil-Tower/', '/stages/scarlet-devil-tower'])(
    'is hidden on %s: the tower floor page fills the screen',
    (url) => {
      mount(url);
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    },
  );

  it("links the pages the manifests put in the footer (the update log's) beside the shell's own", () => {
    mount('/');
    const links = screen.getByRole('navigation', { name: 'Footer' }).querySelectorAll('a');
    expect([...links].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Menu', '/menu'],
      ['Update Log', '/update-log'],
      ['Settings', '/settings'],
    ]);
  });

  it("before the manifests are known, shows the footer with the shell's own links only", () => {
    setPageManifests([]);
    mount('/stages/scarlet-devil-tower');
    const links = screen.getByRole('navigation', { name: 'Footer' }).querySelectorAll('a');
    expect([...links].map((a) => a.textContent)).toEqual(['Menu', 'Settings']);
  });

  it('speaks Japanese on a Japanese page', async () => {
    await loadJapanese();
    renderRoutes([{ path: '*', element: inJapanese(<Footer />) }], '/');
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('東方LostWord トラッカーは非公式のファンサイトです。');
    expect(footer).toHaveTextContent('上海アリス幻樂団のZUN氏');
    const feedback = screen.getByRole('link', { name: /Discordサーバーでご意見をお寄せください/ });
    expect(feedback.parentElement).toHaveTextContent(
      '間違いを見つけたときやアイデアがあるときは、Discordサーバーでご意見をお寄せください （新しいタブで開きます）。',
    );
    const links = screen.getByRole('navigation', { name: 'フッター' }).querySelectorAll('a');
    expect([...links].filter((a) => a.getAttribute('href') !== '/update-log').map((a) => a.textContent)).toEqual(['メニュー', '設定']);
  });
});
