import { mountStandalone } from 'shared-ui/dev/standalone-harness';
import characterModal from './character-modal/character-modal';
import charactersRoutes from './routes';

mountStandalone(charactersRoutes, { characterModal });
