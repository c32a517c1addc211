import type { HomeResponse, UpdatesResponse } from '../../schemas/api/general';
import { get } from './endpoint';

/** The calls under /api/general. */
export const generalContract = {
  home: get<HomeResponse>('/general/home'),
  /** Update-log page: the entries numbered below `last` (none = the newest page). */
  updates: get<UpdatesResponse, { last?: number }>('/general/updates', ['last']),
};
