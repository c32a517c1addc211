import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type en from './test-support/messages/en';
import { createCatalogue } from './catalogue';
import { LocaleContext } from './locale-context';

const newCatalogue = (loads: string[] = []) =>
  createCatalogue<keyof typeof en>({
    en: () => (loads.push('en'), import('./test-support/messages/en')),
    ja: () => (loads.push('ja'), import('./test-support/messages/ja')),
  });

describe('a catalogue', () => {
  it('formats plurals, selects and values in English', async () => {
    const catalogue = newCatalogue();
    await catalogue.load('en');
    const t = catalogue.in('en');
    expect(t('characters', { count: 1 })).toBe('1 character');
    expect(t('characters', { count: 1200 })).toBe('1,200 characters');
    expect(t('prayerKind', { kind: 'limited' })).toBe('Limited prayer');
    expect(t('prayerKind', { kind: 'story' })).toBe('Prayer');
    expect(t('greeting', { name: 'Reimu' })).toBe('Hello, Reimu');
  });

  it('speaks Japanese from its own catalogue alone, a missing key in English', async () => {
    const loads: string[] = [];
    const catalogue = newCatalogue(loads);
    await catalogue.load('ja');
    const t = catalogue.in('ja');
    expect(t('characters', { count: 1 })).toBe('1人のキャラクター');
    expect(t('prayerKind', { kind: 'festival' })).toBe('フェス祈祷');
    expect(t('greeting', { name: '霊夢' })).toBe('こんにちは、霊夢さん');
    expect(t('onlyEnglish')).toBe('Not yet translated');
    expect(loads).toEqual(['ja']);
    expect(catalogue.ready('en')).toBe(false);
  });

  it('loads a language once, and refuses to be read before', async () => {
    const loads: string[] = [];
    const catalogue = newCatalogue(loads);
    expect(() => catalogue.in('ja')).toThrow('the ja messages are used before they were loaded');
    await Promise.all([catalogue.load('ja'), catalogue.load('ja')]);
    expect(loads).toEqual(['ja']);
  });

  it('renders in the page language once its messages are here', async () => {
    const catalogue = newCatalogue();
    function Count() {
      const t = catalogue.useT();
      return <p>{t('characters', { count: 3 })}</p>;
    }
    expect(catalogue.ready('ja')).toBe(false);
    // The component asks for its messages itself: it waits for them, then renders with them.
    await act(async () => {
      render(
        <LocaleContext.Provider value="ja">
          <Suspense fallback={<p>waiting</p>}>
            <Count />
          </Suspense>
        </LocaleContext.Provider>,
      );
    });
    expect(await screen.findByText('3人のキャラクター')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('says so when a module is no compiled catalogue', async () => {
    const catalogue = createCatalogue<'a'>({ en: async () => ({ default: { a: 'plain text' } }), ja: async () => ({}) });
    await expect(catalogue.load('en')).rejects.toThrow('the en catalogue is not compiled');
  });
});
