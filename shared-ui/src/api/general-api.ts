import { generalContract } from 'shared-domain/api/contract/general';
import { injectContract } from 'shared-ui/api/contract-endpoints';

/** /api/general: the home page and the update log. */
export const generalApi = injectContract(generalContract);

export const { useHomeQuery, useUpdatesQuery, useLazyUpdatesQuery } = generalApi;
