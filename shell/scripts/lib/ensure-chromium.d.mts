export declare const CHROMIUM_PATH: string;
export declare const BROWSER_PACKAGES: readonly { name: string; file: string }[];
export declare function missingBrowserPackages(exists?: (file: string) => boolean): string[];
export declare function ensureChromium(): void;
