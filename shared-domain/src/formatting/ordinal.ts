import { formatNumber } from './format-number';

/**
 * The English ordinal suffix: 'th' for 11 to 19, otherwise 'st', 'nd' or 'rd' for
 * a final 1, 2 or 3, and 'th' for the rest. The teens rule looks at the last two digits, so
 * 111 → 'th' and 121 → 'st', as written English does.
 */
export function ordinalSuffix(n: number): 'st' | 'nd' | 'rd' | 'th' {
  const whole = Math.abs(Math.trunc(n));
  const lastTwo = whole % 100;
  if (lastTwo >= 11 && lastTwo <= 19) return 'th';
  switch (whole % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

/** '1st', '12th', '1,002nd'. */
export const ordinal = (n: number): string => `${formatNumber(Math.trunc(n))}${ordinalSuffix(n)}`;
