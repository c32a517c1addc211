import { prayersContract } from 'shared-domain/api/contract/prayers';
import { injectContract } from 'shared-ui/api/contract-endpoints';

/** /api/prayers: the prayer list (paged), details, the special prayers and the simulator's roll. */
export const prayersApi = injectContract(prayersContract);

export const {
  usePrayerListQuery,
  usePrayerListMoreQuery,
  useLazyPrayerListMoreQuery,
  usePrayerDetailQuery,
  useSpecialPrayerQuery,
  useRollMutation,
  useFeaturedCharactersQuery,
} = prayersApi;
