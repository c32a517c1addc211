/**
 * A shell server's V8 heap bound. Its live heap is small and flat under load (the page cache's bodies
 * sit outside the heap), but V8 sizes its heap from the machine's memory and lets garbage pile up to
 * it; a bound keeps each replica's memory predictable, so N of them can share a machine.
 */
export const SHELL_SERVER_HEAP_MB = 384;

/** NODE_OPTIONS for a shell server: the caller's own options, then the heap bound. */
export function shellServerNodeOptions(inherited = process.env.NODE_OPTIONS) {
  return [inherited, `--max-old-space-size=${SHELL_SERVER_HEAP_MB}`].filter(Boolean).join(' ');
}
