import { Link } from 'react-router-dom';
import { useNotFoundStatus } from 'shared-ui/hooks/use-page-title';
import { useT } from 'shared-ui/messages/catalogue';
import { PageFrame } from './page-frame';

/** The 404 page, shared by the shell and every remote's own catch-all route. */
export function NotFoundPage() {
  useNotFoundStatus();
  const t = useT();
  return (
    <PageFrame title={t('page.notFoundTitle')}>
      <p>{t('page.notFoundText')}</p>
      <p>
        <Link to="/">{t('page.goHome')}</Link>
      </p>
    </PageFrame>
  );
}
