import { Link } from 'react-router-dom';
import { useNotFoundStatus } from 'shared-ui/hooks/use-page-title';
import { PageFrame } from './page-frame';

/** The 404 page, shared by the shell and every remote's own catch-all route. */
export function NotFoundPage() {
  useNotFoundStatus();
  return (
    <PageFrame title="Error Page Not Found">
      <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/">Go to home page &gt;&gt;</Link>
      </p>
    </PageFrame>
  );
}
