import { localeBase, localePath, preferredLocale, splitLocalePath } from './locales';

describe('the language of a path', () => {
  it.each([
    ['/ja/prayers', 'ja', '/prayers'],
    ['/ja/', 'ja', '/'],
    ['/ja', 'ja', '/'],
    ['/ja/characters/release-order', 'ja', '/characters/release-order'],
    ['/prayers', 'en', '/prayers'],
    ['/', 'en', '/'],
    // English has no prefix of its own, and a word that starts like a language is no prefix.
    ['/en/prayers', 'en', '/en/prayers'],
    ['/japan', 'en', '/japan'],
    ['/fr/prayers', 'en', '/fr/prayers'],
  ])('%s is %s, at %s', (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path });
  });

  it('is put back in front of a path, its query kept', () => {
    expect(localePath('/prayers?type=limited', 'ja')).toBe('/ja/prayers?type=limited');
    expect(localePath('/', 'ja')).toBe('/ja/');
    expect(localePath('/prayers', 'en')).toBe('/prayers');
    expect(localeBase('ja')).toBe('/ja');
    expect(localeBase('en')).toBe('');
  });
});

describe('the language an Accept-Language header asks for', () => {
  it.each([
    ['ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7', 'ja'],
    ['en-GB,en;q=0.9,ja;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,ja;q=0.5', 'ja'],
    ['fr-FR,de;q=0.9', 'en'],
    ['en;q=0.5,ja;q=0.6', 'ja'],
    ['JA', 'ja'],
    ['ja;q=0', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [';;;q=abc,,', 'en'],
  ])('%j → %s', (header, locale) => {
    expect(preferredLocale(header)).toBe(locale);
  });

  it('is English without the header', () => {
    expect(preferredLocale(undefined)).toBe('en');
    expect(preferredLocale(null)).toBe('en');
  });
});
