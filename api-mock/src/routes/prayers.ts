import type { AppContext } from '../server/app-context';
import type { DomainHandlers } from '../server/contract-routes';
import { HttpError, notFound } from '../server/http-errors';
import { PreparedResponse } from '../server/prepared-response';
import { API_CACHE_CONTROL, fixed } from '../server/response-cache';
import { isRefusal } from '../simulator/pull-plan';
import { roll, serializeOutcome } from '../simulator/roll';
import { replaySession } from '../simulator/replay';
import { rngFor, streamOf } from '../simulator/seed';
import { currentPrayerOfType, prayerTimes } from '../views/prayer-views';
import { nextChange } from '../views/time';

export const prayerHandlers = ({ content, views, cache }: AppContext): DomainHandlers<'prayers'> => {
  const index = views.prayers;
  const lastUpdate = content.lastUpdate.prayers;

  const detail = (id: number) => {
    const prayer = content.prayerById.get(id);
    if (!prayer) throw notFound(`id: no prayer ${id}`);
    return cache.get(`prayer:${id}`, () => fixed({ content: index.detail(prayer), lastUpdate }));
  };

  return {
    // `last` is validated by the contract; the first page is always the newest.
    prayerList: () =>
      cache.get('prayers:first', () => {
        const page = index.page(null) ?? { content: [], isLast: true };
        return fixed({ content: page.content, filterOpts: index.filterOpts, isLast: page.isLast, lastUpdate });
      }),

    prayerListMore: ({ query: { last } }) => {
      const page = index.page(last);
      if (!page) throw notFound(`last: no prayer ${last} in the list`);
      return cache.get(`prayers:after:${last}`, () => fixed({ content: page.content, isLast: page.isLast, lastUpdate }));
    },

    prayerDetail: ({ query: { id } }) => detail(id),

    featuredCharacters: () => cache.get('prayers:featured', () => fixed({ characters: views.featured.characters, lastUpdate })),

    specialPrayer: ({ params: { type }, query: { id } }) => {
      if (id !== undefined) {
        if (content.prayerById.get(id)?.prayerType !== type) throw notFound(`id: no ${type} prayer ${id}`);
        return detail(id);
      }
      // The current prayer of the type: changes when one of that type starts.
      return cache.get(`prayer-special:${type}`, (now) => {
        const prayer = currentPrayerOfType(content, type, now);
        if (!prayer) throw notFound(`type: no ${type} prayer exists`);
        const times = prayerTimes({ ...content, prayers: content.prayers.filter((p) => p.prayerType === type) });
        return { value: { content: index.detail(prayer), lastUpdate }, validUntil: nextChange(now, times) };
      });
    },

    roll: ({ body: req }) => {
      const compiled = views.simulator(req.id);
      if (compiled === undefined) throw notFound(`id: no prayer ${req.id}`);
      if (compiled === null) throw new HttpError(422, `id: prayer ${req.id} has no simulator (no pool)`);
      const outcome = roll(compiled, req, rngFor(req.seed, streamOf(req)));
      if (isRefusal(outcome)) throw new HttpError(outcome.status, outcome.message);
      return serializeOutcome(compiled, outcome);
    },

    // Deterministic and cheap (at most 200 pulls): computed each time, so junk links fill no cache.
    replay: ({ query: { id, seed, pulls } }) => {
      const compiled = views.simulator(id);
      if (compiled === undefined) throw notFound(`id: no prayer ${id}`);
      if (compiled === null) throw new HttpError(422, `id: prayer ${id} has no simulator (no pool)`);
      return PreparedResponse.json(replaySession(compiled, seed, pulls.split('.')), API_CACHE_CONTROL);
    },
  };
};
