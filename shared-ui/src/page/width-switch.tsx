import type { ReactNode } from 'react';
import { belowWidth } from '../styles/breakpoints';
import { useHydratedMediaQuery } from '../hooks/use-media-query';
import styles from './width-switch.module.css';

/** The widths a switch may sit at (the CSS repeats them as literals). */
export type SwitchWidth = 768 | 1000;

const CLASSES: Record<SwitchWidth, { narrow: string; wide: string }> = {
  768: { narrow: styles.narrow768!, wide: styles.wide768! },
  1000: { narrow: styles.narrow1000!, wide: styles.wide1000! },
};

/**
 * `narrow` below `below` px, `wide` from there on. Where the width is not known yet (rendered on
 * the server, then hydrating) both are rendered and CSS shows the one that fits, so a phone never
 * paints the desktop layout first; once hydrated only that one stays (mounted where it was).
 */
export function WidthSwitch({ below, narrow, wide }: { below: SwitchWidth; narrow: ReactNode; wide: ReactNode }) {
  const isNarrow = useHydratedMediaQuery(belowWidth(below));
  const classes = CLASSES[below];
  return (
    <>
      <div className={classes.narrow}>{isNarrow !== false ? narrow : null}</div>
      <div className={classes.wide}>{isNarrow !== true ? wide : null}</div>
    </>
  );
}
