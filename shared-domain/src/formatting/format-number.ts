import type { Locale } from '../i18n/locales';

/** Each language's digit-group and decimal marks: Japanese writes numbers as English does ('1,234.5'). */
const MARKS: Record<Locale, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  ja: { group: ',', decimal: '.' },
};

/**
 * A number with a mark every three digits ('1234567.5' → '1,234,567.5'), in the interface's
 * language (default English). Written out by hand rather than `toLocaleString`, whose separators
 * follow the visitor's browser rather than the page.
 */
export function formatNumber(n: number, locale: Locale = 'en'): string {
  if (!Number.isFinite(n)) return String(n);
  const text = String(Math.abs(n));
  // Above 1e21 JavaScript writes an exponent; grouping it would be nonsense.
  if (text.includes('e')) return String(n);
  const { group, decimal } = MARKS[locale];
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  const sign = n < 0 ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}${decimal}${fraction}`;
}
