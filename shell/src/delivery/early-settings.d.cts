// Types of shell/src/delivery/early-settings.cjs for the TypeScript that imports it (the tests).
export interface EarlySettingsOptions {
  storageKey: string;
  version: number;
  form: string;
  serverRendered: string;
  batchMin: number;
  batchMax: number;
}
export declare const EARLY_SETTINGS: EarlySettingsOptions;
export declare function showStoredSettings(
  root: ParentNode,
  text: string | null,
  settings: EarlySettingsOptions,
  done?: Element[],
): boolean;
export declare function earlySettings(
  doc: Document,
  win: Window & typeof globalThis,
  settings: EarlySettingsOptions,
  show: typeof showStoredSettings,
): void;
export declare const EARLY_SETTINGS_SCRIPT: string;
