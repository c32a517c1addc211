// A language's collator, made when something is first ordered in it. Making one loads that
// language's ordering data, a long pause that a page which never sorts by name should not pay at start.
const made = new Map<string, Intl.Collator>();

export function collator(locale: 'en' | 'ja'): Intl.Collator {
  let c = made.get(locale);
  if (!c) made.set(locale, (c = new Intl.Collator(locale)));
  return c;
}
