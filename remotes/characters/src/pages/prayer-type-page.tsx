import { PageFrame } from 'shared-ui/page/page-frame';
import { PendingRegion } from 'shared-ui/page/pending-region';
import { CHARACTER_PAGES } from '../character-pages';
import { DEFAULT_PRAYER_TYPE_TAB, PRAYER_TYPE_TAB_DEFS } from '../tabs/character-tab-defs';
import { QueryTabs } from '../tabs/query-tabs';

export default function PrayerTypePage() {
  return (
    <PageFrame title={CHARACTER_PAGES['prayer-type'].title}>
      <QueryTabs label="Prayer types" param="type" tabs={PRAYER_TYPE_TAB_DEFS} fallback={DEFAULT_PRAYER_TYPE_TAB}>
        {(tab) => <PendingRegion label={`${tab.label} prayer characters`}>The characters offered by this kind of prayer.</PendingRegion>}
      </QueryTabs>
    </PageFrame>
  );
}
