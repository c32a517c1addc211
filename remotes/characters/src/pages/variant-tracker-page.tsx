import { PageFrame } from 'shared-ui/page/page-frame';
import { PendingRegion } from 'shared-ui/page/pending-region';
import { CHARACTER_PAGES } from '../character-pages';

export default function VariantTrackerPage() {
  return (
    <PageFrame title={CHARACTER_PAGES['variant-tracker'].title}>
      <PendingRegion label="Variant groups">One group per character, with how many of its variants are playable.</PendingRegion>
    </PageFrame>
  );
}
