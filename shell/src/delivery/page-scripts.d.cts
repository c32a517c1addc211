// Types of shell/src/delivery/page-scripts.cjs for the TypeScript that imports it (the shell's server, the tests).
export declare const ENTRY_PRELOADS_ID: string;
export declare const FIRST_PAINT_FALLBACK_MS: number;
export declare const ENGAGEMENT: { key: string; events: string[] };
export declare function entryLoader(
  doc: Document,
  win: Window & typeof globalThis,
  listId: string,
  fallbackMs: number,
  engagement: { key: string; events: string[] },
): void;
export declare const ENTRY_LOADER: string;
export declare function inlineEntryPlugin(rspack: unknown): { apply(compiler: unknown): void };
export interface EarlyInputSettings {
  key: string;
  pageAttribute: string;
  sectionAttribute: string;
  sectionSelector: string;
  pendingAttribute: string;
  navigatingAttribute: string;
  modalId: string;
  fragmentPath: string;
  fragmentWaitMs: number;
  wordsAttribute: string;
}
export declare const EARLY_INPUT: EarlyInputSettings;
export declare function earlyInput(doc: Document, win: Window & typeof globalThis, settings: EarlyInputSettings): void;
export declare const EARLY_INPUT_SCRIPT: string;
