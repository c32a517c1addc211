// The home's JS budget: every script the page fetches in its first seconds, from any origin (the
// shell's and the remotes', on other ports), in the bytes that crossed the network. Counting what
// arrived before the load event, or the first paint, read nothing once the shell held its scripts
// until after the page had painted.

export const HOME_JS = {
  /** From the navigation's start. */
  windowMs: 10_000,
  /** Compressed bytes, as transferred. */
  budgetBytes: 140 * 1024,
} as const;

/** One response the page received. */
export interface FetchedFile {
  url: string;
  /** Playwright's resource type: 'script', 'stylesheet', 'document', 'fetch', 'image'… */
  type: string;
  /** When the request started, ms since the epoch (as the navigation's start). */
  startedAt: number;
  /** The body's bytes as transferred (compressed when it was sent compressed), headers not counted. */
  transferredBytes: number;
}

/** The scripts among the files, requested within `windowMs` of the navigation's start. */
export function scriptsInWindow<T extends FetchedFile>(
  files: readonly T[],
  navigationStart: number,
  windowMs: number = HOME_JS.windowMs,
): T[] {
  return files.filter((f) => f.type === 'script' && f.startedAt >= navigationStart && f.startedAt - navigationStart <= windowMs);
}

export const transferredTotal = (files: readonly FetchedFile[]) => files.reduce((sum, f) => sum + f.transferredBytes, 0);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The home's breach, if any, naming the figure, what it counts and the budget. No script at all is
 * one too: the site's home runs on scripts, so nothing seen means the measurement missed them.
 */
export function homeJsBreaches(scripts: readonly FetchedFile[], budgetBytes: number = HOME_JS.budgetBytes): string[] {
  const seconds = HOME_JS.windowMs / 1000;
  if (scripts.length === 0) return [`home page: no script seen in its first ${seconds} s (the measurement missed them)`];
  const total = transferredTotal(scripts);
  return total > budgetBytes ? [`home page: JS ${kb(total)} transferred in its first ${seconds} s > ${kb(budgetBytes)}`] : [];
}
