export declare const SHELL_SERVER_HEAP_MB: number;
export declare function shellServerNodeOptions(inherited?: string): string;
