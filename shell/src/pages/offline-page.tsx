import { PageFrame } from 'shared-ui/page/page-frame';
import { useLocalePath } from 'shared-ui/i18n/locale-context';
import { useT } from '../messages/catalogue';

export function OfflinePage() {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <PageFrame title={t('offline.title')} lead={t('offline.lead')}>
      <p>{t('offline.check')}</p>
      <p>
        {/* A plain link: a full page load, so a fresh copy of the site is fetched. */}
        <a href={localePath('/')}>{t('offline.reload')}</a>
      </p>
    </PageFrame>
  );
}
