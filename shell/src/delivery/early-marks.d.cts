// Types of shell/src/delivery/early-marks.cjs for the TypeScript that imports it (the tests).
export interface EarlyMarksSettings {
  database: string;
  store: string;
  key: string;
  format: string;
  version: number;
  sharedFragment: string;
  serverRendered: string;
}
export declare const EARLY_MARKS: EarlyMarksSettings;
export declare function markOwned(root: ParentNode, stored: unknown, settings: { format: string; version: number }): boolean;
export declare function earlyMarks(
  doc: Document,
  win: Window & typeof globalThis,
  settings: EarlyMarksSettings,
  mark: typeof markOwned,
): void;
export declare const EARLY_MARKS_SCRIPT: string;
