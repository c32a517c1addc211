/** The shell's and the API's ports, and one per remote of REMOTE_IDS. */
export declare const PORTS: { readonly shell: number; readonly api: number } & Readonly<Record<string, number>>;
export declare const REMOTE_IDS: string[];
export declare function remotesManifest(): Record<string, { name: string; entry: string }>;
export declare const API_URL: string;
