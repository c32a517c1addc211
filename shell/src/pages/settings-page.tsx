import { PageFrame } from 'shared-ui/page/page-frame';

export function SettingsPage() {
  return <PageFrame title="Settings" />;
}
