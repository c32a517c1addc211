import { PageFrame } from 'shared-ui/page/page-frame';
import { PendingRegion } from 'shared-ui/page/pending-region';
import { CHARACTER_PAGES } from '../character-pages';

/** Rebirth and rebirth-costume order share one layout: numbered batches with a date each. */
export default function BatchOrderPage({ page }: { page: 'rebirth-order' | 'rebirth-costume-order' }) {
  const { title } = CHARACTER_PAGES[page];
  return (
    <PageFrame title={title}>
      <PendingRegion label={`${title} batches`}>Batches numbered #no, each with its date and characters.</PendingRegion>
    </PageFrame>
  );
}
