/**
 * A number with a comma every three digits ('1234567.5' → '1,234,567.5'). Written
 * out by hand rather than `toLocaleString`, whose separators follow the visitor's locale.
 */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const text = String(Math.abs(n));
  // Above 1e21 JavaScript writes an exponent; grouping it would be nonsense.
  if (text.includes('e')) return String(n);
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = n < 0 ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}
