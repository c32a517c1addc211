// Types of rspack.shared-singletons.cjs for the TypeScript that imports it (the shell's share table, the tests).
interface SharedModule {
  /** The import specifier, e.g. "shared-ui/api/base-api". */
  key: string;
  pkg: string;
  file: string;
  /** Whether the package's `exports` map lets a remote import it by that specifier. */
  importable: boolean;
}

declare function shellSharesLoader(source: string): string;
declare namespace shellSharesLoader {
  const PACKAGES: Record<string, string>;
  const STATE_RULES: Array<[reason: string, pattern: RegExp]>;
  function stateOf(source: string): { reasons: string[]; marker: 'singleton' | 'not a singleton' | null; singleton: boolean };
  function packageModules(root?: string): SharedModule[];
  function sharedSingletons(root?: string): Array<SharedModule & { reasons: string[] }>;
  function chunkNameOf(module: { key: string; file: string }, root?: string): string;
  function singletonLoadersSource(root?: string): string;
}
export = shellSharesLoader;
