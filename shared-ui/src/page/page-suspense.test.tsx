import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { PageSuspense } from './page-suspense';

describe('PageSuspense', () => {
  it('shows a status without a heading while the page loads, then the page', async () => {
    let resolve: (module: { default: () => React.JSX.Element }) => void = () => {};
    const Page = lazy(() => new Promise<{ default: () => React.JSX.Element }>((r) => (resolve = r)));
    render(
      <PageSuspense>
        <Page />
      </PageSuspense>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading page…');
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => resolve({ default: () => <h1>Loaded</h1> }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loaded' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
