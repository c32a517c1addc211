import { mountStandalone } from 'shared-ui/dev/standalone-harness';
import prayersRoutes from './routes';

mountStandalone(prayersRoutes);
