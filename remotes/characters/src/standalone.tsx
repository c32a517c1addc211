import { mountStandalone } from 'shared-ui/dev/standalone-harness';
import charactersRoutes from './routes';

mountStandalone(charactersRoutes);
