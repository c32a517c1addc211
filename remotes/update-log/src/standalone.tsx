import { mountStandalone } from 'shared-ui/dev/standalone-harness';
import updateLogRoutes from './routes';

mountStandalone(updateLogRoutes);
