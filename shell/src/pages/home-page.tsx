import { PageFrame } from 'shared-ui/page/page-frame';

export function HomePage() {
  return <PageFrame title="Touhou LostWord Tracker" />;
}
