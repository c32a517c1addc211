export declare function keptChecksDir(root: string): string | null;
export declare function restoreChecks(root: string): string | null;
export declare function saveChecks(root: string): void;
export declare function cacheArgs(dir: string | null): { site: string[]; e2e: string[]; lint: string[]; format: string[] };
