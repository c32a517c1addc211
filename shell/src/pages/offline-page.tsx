import { PageFrame } from 'shared-ui/page/page-frame';

export function OfflinePage() {
  return <PageFrame title="You are offline" />;
}
