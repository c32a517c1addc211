import { Link } from 'react-router-dom';
import { PageFrame } from 'shared-ui/page/page-frame';

/** What a visitor sees when an error escaped every section's own boundary. */
export function AppErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;
  return (
    <main style={{ padding: '1rem' }}>
      <PageFrame title="Sorry, you got an error">
        <p>You got an error while loading this page. Reloading usually helps.</p>
        {detail ? <p style={{ color: 'var(--text-muted)' }}>{detail}</p> : null}
        <p>
          <button type="button" onClick={() => window.location.reload()}>
            Reload
          </button>{' '}
          <Link to="/">Go to home page &gt;&gt;</Link>
        </p>
      </PageFrame>
    </main>
  );
}
