import { isNamedCharacter, thumbnailFacts, type SpoilerView } from 'shared-domain/characters/spoilers';
import { displayName, type NameFields, type NameSettings } from 'shared-domain/characters/display-name';
import { isOwnedUnit, type Collection } from 'shared-domain/collection/collection-model';
import type { CollectionChange } from 'shared-domain/collection/collection-change';
import type { ThumbnailUnit } from 'shared-ui/characters/character-thumbnail';
import type { T } from '../messages/catalogue';

/** `collect=1`: thumbnails mark owned instead of opening the modal. In the URL, so a reload keeps it. */
export const COLLECT_PARAM = 'collect';

export const parseCollectionMode = (params: URLSearchParams): boolean => params.get(COLLECT_PARAM) === '1';

export function writeCollectionMode(prev: URLSearchParams, on: boolean): URLSearchParams {
  const next = new URLSearchParams(prev);
  if (on) next.set(COLLECT_PARAM, '1');
  else next.delete(COLLECT_PARAM);
  return next;
}

/** The name an Undo toast uses, in the visitor's name form. */
export function unitToastName(unit: ThumbnailUnit, names: NameSettings, t: T): string {
  const fields: NameFields | null = typeof unit.name === 'string' ? { en: unit.name } : (unit.name ?? null);
  return fields
    ? displayName({ name: fields, universe: unit.universe, title: unit.title ?? null }, names)
    : t('characterGrid.unnamed', { id: unit.id });
}

/**
 * What a tap in collection mode does: flip the unit's owned mark, with the toast's text. Nothing
 * (null) before the collection is read, or for a unit the spoiler rule hides: a hidden unit's
 * mark would tell it exists.
 */
export function collectionToggle(
  unit: ThumbnailUnit,
  collection: Collection | null,
  view: SpoilerView,
  names: NameSettings,
  t: T,
): { change: CollectionChange; text: string } | null {
  if (!collection || !isNamedCharacter(thumbnailFacts(unit), view)) return null;
  const owned = !isOwnedUnit(collection, unit.id);
  const name = unitToastName(unit, names, t);
  return {
    change: { kind: 'unit', id: unit.id, owned },
    text: t(owned ? 'characterGrid.markedOwned' : 'characterGrid.unmarkedOwned', { name }),
  };
}
