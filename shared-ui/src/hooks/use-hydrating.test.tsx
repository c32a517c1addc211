import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useHydrating } from './use-hydrating';

function Field() {
  return <input aria-label="Search" readOnly={useHydrating()} />;
}

describe('useHydrating', () => {
  it('is true on the server (so a server-rendered field is read-only) and false in a page the browser renders', () => {
    expect(renderToString(<Field />)).toBe('<input aria-label="Search" readOnly=""/>');
    render(<Field />);
    expect(screen.getByRole('textbox', { name: 'Search' })).not.toHaveAttribute('readonly');
  });
});
