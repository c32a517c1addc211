import type { AppContext } from '../server/app-context';
import type { DomainHandlers } from '../server/contract-routes';
import { fixed } from '../server/response-cache';
import { homeView, updatesPage } from '../views/general-views';

export const generalHandlers = ({ content, views, cache }: AppContext): DomainHandlers<'general'> => ({
  home: () => cache.get('home', (now) => homeView(content, views.prayers, now)),
  updates: ({ query: { last } }) => {
    // Every `last` below the first entry gives the same empty page: clamp it so the cache stays bounded.
    const maxNo = content.updates[content.updates.length - 1]?.number ?? 0;
    const key = last === undefined || last > maxNo ? 'updates:first' : `updates:${Math.max(0, last)}`;
    return cache.get(key, () => fixed(updatesPage(content, last === undefined || last > maxNo ? undefined : last)));
  },
});
