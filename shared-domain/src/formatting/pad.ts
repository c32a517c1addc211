/** Zero-pads a clock field to two digits ('7' → '07'); longer values are kept whole. */
export function padTwo(value: number): string {
  const whole = Math.trunc(Math.abs(value));
  const text = whole < 10 ? `0${whole}` : String(whole);
  return value < 0 && whole !== 0 ? `-${text}` : text;
}
