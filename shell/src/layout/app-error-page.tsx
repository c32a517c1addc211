import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { PageFrame } from 'shared-ui/page/page-frame';

/** The last line of defence: an error no section caught. */
export function AppErrorPage() {
  const error = useRouteError();
  console.error('[shell] unhandled page error', error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
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
