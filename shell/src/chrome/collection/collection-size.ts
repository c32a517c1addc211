import type { Collection } from 'shared-domain/collection/collection-model';
import type { ShellT } from '../../messages/catalogue';

/** '3 units and 1 story card', in the page's language. */
export function collectionSize(c: Collection, t: ShellT): string {
  return t('collection.size', { units: Object.keys(c.units).length, cards: Object.keys(c.cards).length });
}
