import type { BatchOrder } from 'shared-domain/schemas/api/characters';
import { readSearchNameFacts, searchNamesView } from '../content/facts/search-aliases';
import type { AppContext } from '../server/app-context';
import type { DomainHandlers } from '../server/contract-routes';
import { notFound } from '../server/http-errors';
import { fixed } from '../server/response-cache';
import {
  batchView,
  chronologicalView,
  foreverPrayerDetailView,
  foreverPrayerListView,
  poolCharactersView,
  prayerTypeView,
  releaseDateView,
  roleTypeView,
  rouletteView,
  universeView,
  unreleasedView,
  variantsView,
} from '../views/character-views';

export const characterHandlers = ({ content, cache, views }: AppContext): DomainHandlers<'characters'> => {
  const searchNameFacts = readSearchNameFacts();
  const batch = (order: BatchOrder) => () => cache.get(`batch:${order}`, () => fixed(batchView(content, order)));
  return {
    chronological: () => cache.get('chronological', (now) => chronologicalView(content, now)),
    variants: () => cache.get('variants', () => fixed(variantsView(content))),
    universe: () => cache.get('universe', () => fixed(universeView(content))),
    releaseDate: () => cache.get('release-date', () => fixed(releaseDateView(content))),
    unreleased: () => cache.get('unreleased', () => fixed(unreleasedView(content))),
    rebirthDate: batch('rebirth-date'),
    standardPrayerDate: batch('standard-prayer-date'),
    ritualDate: batch('ritual-date'),
    rebirthCostumeDate: batch('rebirth-costume-date'),
    roleType: () => cache.get('role-type', () => fixed(roleTypeView(content))),
    prayerType: () => cache.get('prayer-type', () => fixed(prayerTypeView(content))),
    standardPool: () => cache.get('standard-pool', () => fixed(poolCharactersView(content, 'standard'))),
    ritualPool: () => cache.get('ritual-pool', () => fixed(poolCharactersView(content, 'ritual'))),
    foreverPrayerList: () => cache.get('forever-prayer', () => fixed(foreverPrayerListView(content))),
    foreverPrayer: ({ query: { id } }) => {
      const fp = content.foreverPrayerById.get(id);
      if (!fp) throw notFound(`id: no forever prayer ${id}`);
      return cache.get(`forever-prayer:${id}`, () => fixed(foreverPrayerDetailView(content, fp)));
    },
    kourindouRoulette: () => cache.get('kourindou-roulette', () => fixed(rouletteView(content))),
    characterModal: ({ query: { id } }) => {
      const c = content.characterById.get(id);
      if (!c) throw notFound(`id: no character ${id}`);
      return cache.get(`modal:${id}`, () => fixed({ ...c, featuredIn: views.featured.prayersOf(id) }));
    },
    // The roster's names are read once: they change with a deploy, as the content does.
    searchNames: () => cache.get('search-names', () => fixed(searchNamesView(content.characters, searchNameFacts))),
  };
};
