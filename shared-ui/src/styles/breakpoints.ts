/** Layout thresholds, in CSS pixels. CSS files repeat them as literals. */
export const BREAKPOINTS = {
  /** Phones: some date texts shorten below this. */
  narrow: 768,
  /** Below this the navbar switches to its mobile layout. */
  mobileNav: 1000,
  tablet: 1024,
  /** Wide desktop: full date texts from here. */
  wide: 1366,
} as const;

/** "Narrower than px": .02 below the threshold so exactly `px` wide counts as the wide side. */
export const belowWidth = (px: number) => `(max-width: ${px - 0.02}px)`;

export const MOBILE_NAV_QUERY = belowWidth(BREAKPOINTS.mobileNav);
