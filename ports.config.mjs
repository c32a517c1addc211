// @ts-check
// Every port and remote URL of the local site, in one place. Each can be overridden by an
// environment variable (documented in the README).

const num = (name, fallback) => {
  const v = Number(process.env[name]);
  return Number.isInteger(v) && v > 0 && v < 65536 ? v : fallback;
};

export const PORTS = {
  shell: num('SHELL_PORT', 8080),
  api: num('API_PORT', 4000),
  characters: num('CHARACTERS_PORT', 3001),
  prayers: num('PRAYERS_PORT', 3002),
  'story-cards': num('STORY_CARDS_PORT', 3003),
  tower: num('TOWER_PORT', 3004),
  'update-log': num('UPDATE_LOG_PORT', 3005),
};

/** Remote id → [MF container name, env var with a full manifest URL]. */
const REMOTES = {
  characters: ['characters', 'CHARACTERS_URL'],
  prayers: ['prayers', 'PRAYERS_URL'],
  'story-cards': ['story_cards', 'STORY_CARDS_URL'],
  tower: ['tower', 'TOWER_URL'],
  'update-log': ['update_log', 'UPDATE_LOG_URL'],
};

export const REMOTE_IDS = Object.keys(REMOTES);

/** The body of `/remotes.json`: where the browser finds each remote's mf-manifest.json. */
export function remotesManifest() {
  return Object.fromEntries(
    Object.entries(REMOTES).map(([id, [name, envVar]]) => [
      id,
      { name, entry: process.env[envVar] || `http://localhost:${PORTS[id]}/mf-manifest.json` },
    ]),
  );
}

export const API_URL = process.env.API_URL || `http://127.0.0.1:${PORTS.api}`;
