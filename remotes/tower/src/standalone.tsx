import { aliasRulesOf, parsePageManifestList } from 'shared-domain/federation/page-manifest';
import { mountStandalone } from 'shared-ui/dev/standalone-harness';
import pages from './page-manifest.json';
import towerRoutes from './routes';

mountStandalone(towerRoutes, { aliases: aliasRulesOf(parsePageManifestList([pages])) });
