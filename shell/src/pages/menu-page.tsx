import { PageFrame } from 'shared-ui/page/page-frame';

export function MenuPage() {
  return <PageFrame title="Menu" />;
}
