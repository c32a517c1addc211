export declare function buildCacheDir(): string | null;
export declare function treeDigest(
  root: string,
  rels: readonly string[],
  options?: { extra?: string; env?: Record<string, string | undefined>; skipTests?: boolean },
): string;
export declare function cached(kind: string, key: string): string | null;
export declare function store(kind: string, key: string, fill: (folder: string) => void, options?: { keep?: number }): string;
export declare function prune(parent: string, keep: number): void;
