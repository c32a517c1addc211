import { fireEvent, screen } from '@testing-library/react';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { SettingsPage } from './settings-page';
import { OfflinePage } from './offline-page';

describe('SettingsPage', () => {
  it('loads the settings form under the Settings heading', async () => {
    const { store } = renderRoutes([{ path: '/settings', element: <SettingsPage /> }], '/settings');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Settings');
    fireEvent.click(await screen.findByRole('switch', { name: 'Enable JP-only content' }));
    expect(store.getState().settings.jpContent).toBe(true);
  });
});

describe('OfflinePage', () => {
  it('says the visitor is offline and offers a full reload', () => {
    renderRoutes([{ path: '/offline', element: <OfflinePage /> }], '/offline');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You are offline');
    expect(screen.getByRole('link', { name: 'Reload the tracker' })).toHaveAttribute('href', '/');
  });
});
