export declare function waitForPort(port: number, timeoutMs?: number): Promise<void>;
