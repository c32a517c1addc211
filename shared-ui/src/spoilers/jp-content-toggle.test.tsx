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
