import type { API_CONTRACT } from 'shared-domain/api/contract/api-contract';
import type { ArgsOf } from 'shared-domain/api/contract/endpoint';
import type { Content } from '../content/content-types';

type Contract = typeof API_CONTRACT;
/** Sample arguments for every endpoint of the contract: a new endpoint fails the typecheck until it has some. */
export type ContractSamples = { [D in keyof Contract]: { [K in keyof Contract[D]]: ArgsOf<Contract[D][K]>[] } };

/** Arguments that exist in the given content (first, last and middle ids, both special types). */
export const contractSamples = (c: Content): ContractSamples => {
  const pick = <T>(xs: readonly T[]): T[] => [...new Set([xs[0]!, xs[Math.floor(xs.length / 2)]!, xs[xs.length - 1]!])];
  const withPool = c.prayers.filter((p) => p.pool);
  return {
    general: { home: [undefined], updates: [{}, { last: pick(c.updates)[1]!.number }, { last: 0 }] },
    characters: {
      chronological: [undefined],
      variants: [undefined],
      universe: [undefined],
      releaseDate: [undefined],
      unreleased: [undefined],
      rebirthDate: [undefined],
      standardPrayerDate: [undefined],
      ritualDate: [undefined],
      rebirthCostumeDate: [undefined],
      roleType: [undefined],
      prayerType: [undefined],
      standardPool: [undefined],
      ritualPool: [undefined],
      foreverPrayerList: [undefined],
      foreverPrayer: pick(c.foreverPrayers).map(({ id }) => ({ id })),
      kourindouRoulette: [undefined],
      characterModal: pick(c.characters).map(({ id }) => ({ id })),
      searchNames: [undefined],
    },
    prayers: {
      prayerList: [{}, { last: c.prayers[0]!.id }],
      prayerListMore: pick(c.prayers).map(({ id }) => ({ last: id })),
      prayerDetail: pick(c.prayers).map(({ id }) => ({ id })),
      specialPrayer: [{ type: 'standard' }, { type: 'ritual' }],
      roll: pick(withPool).flatMap(({ id }) => [
        { id, type: 'single' as const, sbNo: -1, suNo: -1, pullNo: 0, seed: 1 },
        { id, type: 'multi' as const, sbNo: -1, suNo: -1, pullNo: 3, seed: 'abc' },
      ]),
      replay: pick(withPool).map(({ id }) => ({ id, seed: 7, pulls: 's.m.g' })),
      featuredCharacters: [undefined],
    },
    towers: { towerList: [undefined], towerDetail: pick(c.floors).map(({ floor }) => ({ floor })), towerRewards: [undefined] },
    'story-cards': { storyCardList: [undefined], illustrators: [undefined] },
  };
};
