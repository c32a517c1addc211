/** The shell's and the API's ports, and one per remote of REMOTE_IDS. */
export declare const PORTS: { readonly shell: number; readonly api: number } & Readonly<Record<string, number>>;
export declare const REMOTE_IDS: string[];
/** A remote's environment variable: `STORY_CARDS_PORT`, `STORY_CARDS_URL`… */
export declare function envOf(id: string, suffix: string): string;
export declare function remotesManifest(): Record<string, { name: string; entry: string }>;
export declare const API_URL: string;
