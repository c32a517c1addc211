import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../dev/render-with-providers';
import { JpContentToggle } from './jp-content-toggle';

describe('JpContentToggle', () => {
  it('shows and flips the one shared JP-content setting', () => {
    const { store } = renderWithProviders(<JpContentToggle />, { settings: { jpContent: false } });
    const toggle = screen.getByRole('switch', { name: 'Show JP-only content' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(store.getState().settings.jpContent).toBe(true);
    expect(toggle).toBeChecked();
  });
});

describe('JpContentToggle on a page the server rendered', () => {
  it("shows the player's stored setting once hydrated, though the server drew the default", async () => {
    const { act } = await import('react');
    const { hydrateRoot } = await import('react-dom/client');
    const { renderToString } = await import('react-dom/server');
    const { Provider } = await import('react-redux');
    const { createAppStore } = await import('shared-domain/store/app-store');
    const { DEFAULT_SETTINGS } = await import('shared-domain/settings/settings-model');
    const serverStore = createAppStore({ settings: { ...DEFAULT_SETTINGS, jpContent: false } });
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Provider store={serverStore}>
        <JpContentToggle />
      </Provider>,
    );
    document.body.appendChild(container);
    const browserStore = createAppStore({ settings: { ...DEFAULT_SETTINGS, jpContent: true } });
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={browserStore}>
          <JpContentToggle />
        </Provider>,
      );
    });
    expect(screen.getByRole('switch', { name: 'Show JP-only content' })).toBeChecked();
    container.remove();
  });
});
