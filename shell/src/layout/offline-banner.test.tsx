import { act, render, screen } from '@testing-library/react';
import { OfflineBanner } from './offline-banner';

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value, configurable: true });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

describe('OfflineBanner', () => {
  afterEach(() => setOnline(true));

  it('shows nothing online, the banner offline, and goes away when the network returns', () => {
    setOnline(true);
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => setOnline(false));
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline: showing the data last seen. It updates when you are back online.',
    );
    act(() => setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
