// Types of import-scanner.cjs for the TypeScript that imports it (the architecture tests).
interface Reference {
  specifier: string;
  /** `import … from`, `import '…'`, `import('…')`, `require(…)`, or a `jest.mock` style call. */
  kind: 'static' | 'side-effect' | 'dynamic' | 'require' | 'mock';
  /** `import type` / `export type` / `{ type A, type B }`: erased before any bundle. */
  typeOnly: boolean;
  /** Where it starts in the source. */
  index: number;
  /** An `import()`'s `webpackChunkName`, when it names one. */
  chunkName?: string;
}

interface Reach {
  files: Set<string>;
  /** npm packages imported by value. */
  packages: Set<string>;
  /** `import()` calls met on the way (not followed). */
  dynamic: Array<{ file: string; specifier: string; index: number }>;
}

declare namespace scanner {
  export type { Reference, Reach };
  export const ROOT: string;
  export const PACKAGES: Record<string, string>;
  export function referencesIn(source: string): Reference[];
  export function resolveReference(specifier: string, fromFile: string, root?: string): string | undefined;
  export function packageNameOf(specifier: string): string | null;
  export function valueImportsFrom(entries: string[], options?: { root?: string }): Reach;
}
export = scanner;
