import { generalContract as api } from 'shared-domain/api/contract/general';
import { apiUrlFor, type PageServer } from 'shared-domain/federation/page-server';

export const pageServer: PageServer = {
  firstData: (url) => (url.pathname === '/update-log' ? [apiUrlFor(api.updates)] : []),
};
