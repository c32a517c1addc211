import { Link } from 'react-router-dom';
import { PageFrame } from 'shared-ui/page/page-frame';
import { PendingRegion } from 'shared-ui/page/pending-region';
import { poolTitles, type Pool } from '../prayer-pages';

/** The pool's characters in numbered batches by the date they joined it. */
export default function PoolDateOrderPage({ pool }: { pool: Pool }) {
  return (
    <PageFrame title={poolTitles(pool).dateOrder} actions={<Link to="..">To order by universe</Link>}>
      <PendingRegion label="Pool batches">Batches numbered #no, each with its date and characters.</PendingRegion>
    </PageFrame>
  );
}
