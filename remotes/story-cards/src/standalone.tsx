import { mountStandalone } from 'shared-ui/dev/standalone-harness';
import storyCardsRoutes from './routes';

mountStandalone(storyCardsRoutes);
