import { Link } from 'react-router-dom';
import { PageFrame } from 'shared-ui/page/page-frame';
import { useT } from '../messages/catalogue';

/** What a visitor sees when an error escaped every section's own boundary. */
export function AppErrorPage({ error }: { error: unknown }) {
  const t = useT();
  const detail = error instanceof Error ? error.message : null;
  return (
    <main style={{ padding: '1rem' }}>
      <PageFrame title={t('layout.errorTitle')}>
        <p>{t('layout.errorText')}</p>
        {detail ? <p style={{ color: 'var(--text-muted)' }}>{detail}</p> : null}
        <p>
          <button type="button" onClick={() => window.location.reload()}>
            {t('layout.reload')}
          </button>{' '}
          <Link to="/">{t('layout.goHome')}</Link>
        </p>
      </PageFrame>
    </main>
  );
}
