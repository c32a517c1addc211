import { useMemo } from 'react';
import type { Locale } from 'shared-domain/i18n/locales';
import { useLocale } from 'shared-ui/i18n/locale-context';

/** A catalogue as its compiled module exports it: each key a function of the message's values. */
export type CompiledMessages = Readonly<Record<string, (values: Record<string, unknown>) => string>>;

/** The values a message takes: numbers for plurals and counts, strings for names and selects. */
export type MessageValues = Record<string, string | number>;

/** A message in the page's language. */
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

export interface Catalogue<K extends string> {
  /** Loads one language's messages (once): before a server render, and before a section renders in the browser. */
  load(locale: Locale): Promise<void>;
  /** Whether a language's messages are here. */
  ready(locale: Locale): boolean;
  /** The messages of a language already loaded (outside React: a page's title for the server, a toast). */
  in(locale: Locale): Translate<K>;
  /** The messages in the page's language; the component waits (suspends) while they load. */
  useT(): Translate<K>;
}

/** A catalogue module's messages (TypeScript reads the JSON; the build made it functions). */
function compiledMessages(module: unknown, locale: Locale): CompiledMessages {
  const messages = (module as { default?: unknown } | null)?.default;
  if (typeof messages !== 'object' || messages === null || !Object.values(messages).every((m) => typeof m === 'function'))
    throw new Error(`the ${locale} catalogue is not compiled (is the messages loader configured?)`);
  return messages as CompiledMessages;
}

/**
 * A unit's catalogue: one module per language (`messages/<locale>.json`, compiled at build time),
 * each loaded only on a page in that language. A key the language lacks was given its English
 * message by the build, so a page never needs two catalogues.
 */
export function createCatalogue<K extends string>(loaders: Record<Locale, () => Promise<unknown>>): Catalogue<K> {
  const loaded = new Map<Locale, CompiledMessages>();
  const loading = new Map<Locale, Promise<void>>();

  const load = (locale: Locale): Promise<void> => {
    let pending = loading.get(locale);
    if (!pending) {
      const started = loaders[locale]().then((module) => {
        loaded.set(locale, compiledMessages(module, locale));
        // Marked as React's `use` reads a settled promise: once here, a render never waits on it.
        Object.assign(started, { status: 'fulfilled', value: undefined });
      });
      // A failed load may be tried again (the next render, the next navigation).
      started.catch(() => loading.delete(locale));
      loading.set(locale, (pending = started));
    }
    return pending;
  };

  const translate = (locale: Locale): Translate<K> => {
    const messages = loaded.get(locale);
    if (!messages) throw new Error(`the ${locale} messages are used before they were loaded`);
    return (key, values = {}) => {
      const message = messages[key];
      // Only a key no catalogue has (a typo the compiler lets through in JavaScript) shows as itself.
      return message ? message(values) : key;
    };
  };

  return {
    load,
    ready: (locale) => loaded.has(locale),
    in: translate,
    useT() {
      const locale = useLocale();
      // Thrown, not `use`d: the suspension registers no hook, so a render after the wait (loaded)
      // calls the same hooks as the one that waited, whatever else the component waits on.
      if (!loaded.has(locale)) throw load(locale);
      return useMemo(() => translate(locale), [locale]);
    },
  };
}
