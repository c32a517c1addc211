import { aliasRulesOf, parsePageManifestList } from 'shared-domain/federation/page-manifest';
import { mountStandalone } from 'shared-ui/dev/standalone-harness';
import pages from './page-manifest.json';
import prayersRoutes from './routes';

mountStandalone(prayersRoutes, { aliases: aliasRulesOf(parsePageManifestList([pages])) });
