import { PageFrame } from 'shared-ui/page/page-frame';
import { PendingRegion } from 'shared-ui/page/pending-region';
import { CHARACTER_PAGES } from '../character-pages';

export default function RoleTypePage() {
  return (
    <PageFrame title={CHARACTER_PAGES['role-type'].title}>
      <PendingRegion label="Role groups">One group per role, with its name, kanji and characters.</PendingRegion>
    </PageFrame>
  );
}
