import { PageFrame } from 'shared-ui/page/page-frame';
import { PendingRegion } from 'shared-ui/page/pending-region';
import { CHARACTER_PAGES } from '../character-pages';
import { DEFAULT_SERIES_TAB, SERIES_TAB_DEFS } from '../tabs/character-tab-defs';
import { QueryTabs } from '../tabs/query-tabs';

export default function ConventionalListPage() {
  return (
    <PageFrame title={CHARACTER_PAGES['conventional-list'].title}>
      <QueryTabs label="Series groups" param="type" tabs={SERIES_TAB_DEFS} fallback={DEFAULT_SERIES_TAB}>
        {(tab) => <PendingRegion label={`${tab.label} characters`}>The characters of this series group, in conventional order.</PendingRegion>}
      </QueryTabs>
    </PageFrame>
  );
}
