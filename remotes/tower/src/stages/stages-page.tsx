import { LinkMenu, type LinkMenuItem } from 'shared-ui/page/link-menu';
import { PageFrame } from 'shared-ui/page/page-frame';
import { useT } from '../messages/catalogue';

export default function StagesPage() {
  const t = useT();
  // Relative links from the section's index route.
  const links: LinkMenuItem[] = [
    { to: 'scarlet-devil-tower', label: t('floor.towerTitle'), description: t('stages.towerText') },
    { to: 'scarlet-devil-tower/rewards', label: t('rewards.title'), description: t('stages.rewardsText') },
  ];
  return (
    <PageFrame title={t('stages.title')}>
      <LinkMenu label={t('stages.links')} items={links} />
    </PageFrame>
  );
}
