import { SECTIONS, type SectionId } from 'shared-domain/federation/sections';

/** `/remotes.json`: where each remote's mf-manifest.json lives, discovered at start-up. */
export interface RemoteLocation {
  name: string;
  entry: string;
}
export type RemotesManifest = Record<SectionId, RemoteLocation>;

/** Parses `/remotes.json`; a missing or malformed entry is reported, never guessed. */
export function parseRemotesManifest(raw: unknown): { remotes: Partial<RemotesManifest>; errors: string[] } {
  const remotes: Partial<RemotesManifest> = {};
  const errors: string[] = [];
  if (typeof raw !== 'object' || raw === null) return { remotes, errors: ['remotes.json is not an object'] };
  for (const section of SECTIONS) {
    const value = (raw as Record<string, unknown>)[section.id];
    const entry = typeof value === 'object' && value !== null ? (value as { entry?: unknown }).entry : undefined;
    if (typeof entry !== 'string' || entry === '') {
      errors.push(`remotes.json has no entry for ${section.id}`);
      continue;
    }
    remotes[section.id] = { name: section.container, entry };
  }
  return { remotes, errors };
}
