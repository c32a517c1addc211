import { aliasRulesOf, parsePageManifestList } from 'shared-domain/federation/page-manifest';
import { mountStandalone } from 'shared-ui/dev/standalone-harness';
import pages from './page-manifest.json';
import storyCardsRoutes from './routes';

mountStandalone(storyCardsRoutes, { aliases: aliasRulesOf(parsePageManifestList([pages])) });
