import { LinkMenu, type LinkMenuItem } from 'shared-ui/page/link-menu';
import { PageFrame } from 'shared-ui/page/page-frame';
import { STAGES_TITLE, TOWER_REWARDS_TITLE, TOWER_TITLE } from '../tower-pages';

// Relative links from the section's index route.
const STAGE_LINKS: LinkMenuItem[] = [
  { to: 'scarlet-devil-tower', label: TOWER_TITLE, description: 'Every floor: enemies, their skills and the floor rewards.' },
  { to: 'scarlet-devil-tower/rewards', label: TOWER_REWARDS_TITLE, description: 'Every reward item and the floors that give it.' },
];

export default function StagesPage() {
  return (
    <PageFrame title={STAGES_TITLE}>
      <LinkMenu label="Stage pages" items={STAGE_LINKS} />
    </PageFrame>
  );
}
