import type { Collection } from 'shared-domain/collection/collection-model';

/** '3 units and 1 story card' */
export function collectionSize(c: Collection): string {
  const units = Object.keys(c.units).length;
  const cards = Object.keys(c.cards).length;
  return `${units} unit${units === 1 ? '' : 's'} and ${cards} story card${cards === 1 ? '' : 's'}`;
}
