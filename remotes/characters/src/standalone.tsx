import { aliasRulesOf, parsePageManifestList } from 'shared-domain/federation/page-manifest';
import { mountStandalone } from 'shared-ui/dev/standalone-harness';
import pages from './page-manifest.json';
import characterModal from './character-modal/character-modal';
import charactersRoutes from './routes';

mountStandalone(charactersRoutes, { characterModal, aliases: aliasRulesOf(parsePageManifestList([pages])) });
