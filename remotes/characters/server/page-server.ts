import { charactersContract as api } from 'shared-domain/api/contract/characters';
import type { AnyEndpoint } from 'shared-domain/api/contract/endpoint';
import { apiUrlFor, type PageServer } from 'shared-domain/federation/page-server';
import type { CharacterPagePath } from '../src/character-pages';

/** The one list each character page asks for first (the menu page asks for none). */
const FIRST_DATA: Record<CharacterPagePath, AnyEndpoint> = {
  'conventional-list': api.chronological,
  'variant-tracker': api.variants,
  'universe-tracker': api.universe,
  'release-order': api.releaseDate,
  'rebirth-order': api.rebirthDate,
  'rebirth-costume-order': api.rebirthCostumeDate,
  'unreleased-characters': api.unreleased,
  'prayer-type': api.prayerType,
  'role-type': api.roleType,
};

export const pageServer: PageServer = {
  firstData(url) {
    const page = /^\/characters\/([a-z-]+)$/.exec(url.pathname)?.[1];
    const endpoint = page && Object.hasOwn(FIRST_DATA, page) ? FIRST_DATA[page as CharacterPagePath] : undefined;
    return endpoint ? [apiUrlFor(endpoint)] : [];
  },
};
