import { charactersContract } from './characters';
import { generalContract } from './general';
import { prayersContract } from './prayers';
import { storyCardsContract } from './story-cards';
import { towersContract } from './towers';

/** Every call by domain (plain data: no zod, safe for the browser). */
export const API_CONTRACT = {
  general: generalContract,
  characters: charactersContract,
  prayers: prayersContract,
  towers: towersContract,
  'story-cards': storyCardsContract,
};
export type ApiDomain = keyof typeof API_CONTRACT;

/** The prefix every contract path is relative to (the shell's server proxies it to the API). */
export const API_PREFIX = '/api';

/**
 * The largest request body the API accepts (a roll body is ~100 bytes). The API refuses more with
 * 413, and the shell's proxy refuses it before forwarding, so a client never sees a broken upload.
 */
export const API_BODY_LIMIT = 4 * 1024;
/** What the API, and each proxy in front of it (the shell's server, nginx), says when it refuses a body past the limit. */
export const BODY_TOO_LARGE_MESSAGE = `The request body is larger than the API accepts (${API_BODY_LIMIT} bytes).`;
