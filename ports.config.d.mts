export declare const PORTS: Record<'shell' | 'api' | 'characters' | 'prayers' | 'story-cards' | 'tower' | 'update-log', number>;
export declare const REMOTE_IDS: string[];
export declare function remotesManifest(): Record<string, { name: string; entry: string }>;
export declare const API_URL: string;
