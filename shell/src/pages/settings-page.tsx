import { PageFrame } from 'shared-ui/page/page-frame';
import { LazySettingsForm } from '../chrome/settings/lazy-settings-form';

export function SettingsPage() {
  return (
    <PageFrame title="Settings" lead="Saved in this browser only. Changes apply at once on every page.">
      <LazySettingsForm />
    </PageFrame>
  );
}
