/**
 * How much delivery code there is (scheduling, preloads, hydration, page caches): its modules, their
 * lines and the scheduling helpers among their exports. Tests, blank lines and comments do not count.
 */

/** The folders that hold it, and the moments shared with the remotes (repo-relative). */
export const DELIVERY_SOURCES = [
  'shell/src/delivery',
  'shell/server/delivery',
  'shared-ui/src/hooks/idle-moments.ts',
  'shared-ui/src/scheduling',
];

// A helper whose name says when work may run: afterLoad, quietMoment, nextTask, visitorEngaged, …
const MOMENT_NAME = /^(after|when|until|next|idle|quiet|engaged|visitor|inTask)|(Idle|Quiet|Settled|Engaged|Moment|InTasks|Task)$/;
const EXPORTED_FUNCTION = /^export\s+(?:async\s+)?function\s+([A-Za-z0-9_$]+)|^export\s+const\s+([A-Za-z0-9_$]+)\s*=\s*(?:async\s*)?\(/gm;

export function isDeliverySource(file: string): boolean {
  return /\.(ts|tsx|cjs|mjs)$/.test(file) && !/\.test\.|\.d\.cts$|\.d\.ts$/.test(file);
}

/** Lines that hold code: not blank, not only a comment. */
export function codeLines(source: string): number {
  const withoutBlocks = source.replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ''));
  return withoutBlocks.split('\n').filter((line) => {
    const text = line.trim();
    return text !== '' && !text.startsWith('//');
  }).length;
}

/** The exported functions whose names are moments (see MOMENT_NAME). */
export function schedulingHelpers(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(EXPORTED_FUNCTION)) {
    const name = match[1] ?? match[2];
    if (name && MOMENT_NAME.test(name)) names.push(name);
  }
  return names;
}

export interface DeliverySize {
  modules: number;
  lines: number;
  helpers: string[];
}

export function deliverySize(files: Array<{ path: string; source: string }>): DeliverySize {
  const sources = files.filter((file) => isDeliverySource(file.path));
  return {
    modules: sources.length,
    lines: sources.reduce((sum, file) => sum + codeLines(file.source), 0),
    helpers: sources.flatMap((file) => schedulingHelpers(file.source)),
  };
}
