import { PageFrame } from 'shared-ui/page/page-frame';
import { PendingRegion } from 'shared-ui/page/pending-region';

export const UPDATE_LOG_TITLE = 'Update Log';

export default function UpdateLogPage() {
  return (
    <PageFrame title={UPDATE_LOG_TITLE}>
      <PendingRegion label="Update entries">Updates, newest first; more load as you scroll.</PendingRegion>
    </PageFrame>
  );
}
