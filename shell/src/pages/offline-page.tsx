import { PageFrame } from 'shared-ui/page/page-frame';

export function OfflinePage() {
  return (
    <PageFrame title="You are offline" lead="The tracker could not reach the internet.">
      <p>Check your connection, then reload.</p>
      <p>
        {/* A plain link: a full page load, so a fresh copy of the site is fetched. */}
        <a href="/">Reload the tracker</a>
      </p>
    </PageFrame>
  );
}
