export declare function checkCacheDir(root: string): string | null;
export declare function cacheArgs(dir: string | null): { site: string[]; e2e: string[]; lint: string[]; format: string[] };
