import { render, screen } from '@testing-library/react';
import { PendingRegion } from './pending-region';

describe('PendingRegion', () => {
  it('is a region named by its label, with a default note', () => {
    render(<PendingRegion label="Prayer list" />);
    const region = screen.getByRole('region', { name: 'Prayer list' });
    expect(region).toHaveTextContent('Prayer list');
    expect(region).toHaveTextContent('No content yet.');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows the given note instead', () => {
    render(<PendingRegion label="Floor list">Floors labelled NF.</PendingRegion>);
    expect(screen.getByRole('region', { name: 'Floor list' })).toHaveTextContent('Floors labelled NF.');
    expect(screen.queryByText('No content yet.')).toBeNull();
  });
});
