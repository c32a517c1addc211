// @ts-check
// Every port and remote URL of the local site, in one place. Each can be overridden by an
// environment variable (documented in the README).

const num = (name, fallback) => {
  const v = Number(process.env[name]);
  return Number.isInteger(v) && v > 0 && v < 65536 ? v : fallback;
};

/**
 * The local site's remotes, the source of its `/remotes.json`: id → [default port, MF container
 * name]. Everything else that lists the remotes reads REMOTE_IDS or remotesManifest(); only the
 * shell's shared-domain/src/federation/sections.ts must also know each one (it routes a URL to a
 * remote before that remote's pages.json has arrived).
 */
const REMOTES = {
  characters: [3001, 'characters'],
  prayers: [3002, 'prayers'],
  'story-cards': [3003, 'story_cards'],
  tower: [3004, 'tower'],
  'update-log': [3005, 'update_log'],
};

/** A remote's environment variable: `STORY_CARDS_PORT`, `STORY_CARDS_URL`… */
export const envOf = (id, suffix) => `${id.toUpperCase().replace(/-/g, '_')}_${suffix}`;

export const PORTS = {
  shell: num('SHELL_PORT', 8080),
  api: num('API_PORT', 4000),
  ...Object.fromEntries(Object.entries(REMOTES).map(([id, [port]]) => [id, num(envOf(id, 'PORT'), port)])),
};

export const REMOTE_IDS = Object.keys(REMOTES);

/** The body of `/remotes.json`: where the browser finds each remote's mf-manifest.json. */
export function remotesManifest() {
  return Object.fromEntries(
    Object.entries(REMOTES).map(([id, [, name]]) => [
      id,
      { name, entry: process.env[envOf(id, 'URL')] || `http://localhost:${PORTS[id]}/mf-manifest.json` },
    ]),
  );
}

export const API_URL = process.env.API_URL || `http://127.0.0.1:${PORTS.api}`;
