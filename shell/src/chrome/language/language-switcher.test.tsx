import { screen, within } from '@testing-library/react';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { inJapanese, loadJapanese } from '../../messages/test-support/in-japanese';
import { LanguageSwitcher, setLanguageHref } from './language-switcher';

const links = () =>
  within(screen.getByRole('list', { name: /^(Language|言語)$/ }))
    .getAllByRole('link')
    .map((a) => ({
      text: a.textContent,
      href: a.getAttribute('href'),
      hrefLang: a.getAttribute('hreflang'),
      lang: a.getAttribute('lang'),
      current: a.getAttribute('aria-current'),
    }));

describe('LanguageSwitcher', () => {
  it('links each language, named in itself, back to this page and its query; English is the current one', () => {
    renderRoutes([{ path: '*', element: <LanguageSwitcher variant="page" /> }], '/prayers/standard-prayer?tab=rates&floor=12');
    expect(links()).toEqual([
      {
        text: 'English',
        href: '/set-language?lang=en&next=%2Fprayers%2Fstandard-prayer%3Ftab%3Drates%26floor%3D12',
        hrefLang: 'en',
        lang: 'en',
        current: 'true',
      },
      {
        text: '日本語',
        href: '/set-language?lang=ja&next=%2Fprayers%2Fstandard-prayer%3Ftab%3Drates%26floor%3D12',
        hrefLang: 'ja',
        lang: 'ja',
        current: null,
      },
    ]);
  });

  it('marks Japanese as the current language on a Japanese page, whose path has no prefix in the router', async () => {
    await loadJapanese();
    renderRoutes([{ path: '*', element: inJapanese(<LanguageSwitcher variant="page" />) }], '/');
    await screen.findByRole('list', { name: '言語' });
    expect(links().map((l) => [l.text, l.href, l.current])).toEqual([
      ['English', '/set-language?lang=en&next=%2F', null],
      ['日本語', '/set-language?lang=ja&next=%2F', 'true'],
    ]);
  });

  it('in the navbar, links only the other language, by its code, named in itself', () => {
    renderRoutes([{ path: '*', element: <LanguageSwitcher variant="bar" /> }], '/prayers?type=limited');
    const link = within(screen.getByRole('list', { name: 'Language' })).getByRole('link');
    expect(link).toHaveAccessibleName('JA 日本語');
    expect(link.firstChild).toHaveTextContent(/^JA$/);
    expect(link).toHaveAttribute('href', '/set-language?lang=ja&next=%2Fprayers%3Ftype%3Dlimited');
  });

  it('escapes the way back whole, so its query stays its own', () => {
    expect(setLanguageHref('ja', '/search?q=霊夢&jp=1')).toBe('/set-language?lang=ja&next=%2Fsearch%3Fq%3D%E9%9C%8A%E5%A4%A2%26jp%3D1');
  });
});
