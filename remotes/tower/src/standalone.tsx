import { mountStandalone } from 'shared-ui/dev/standalone-harness';
import towerRoutes from './routes';

mountStandalone(towerRoutes);
