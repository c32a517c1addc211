import { render, screen } from '@testing-library/react';
import { QueryProblems } from './query-problems';

describe('QueryProblems', () => {
  it('lists each problem in an alert', () => {
    render(<QueryProblems problems={['Undefined stat id "luck"', 'unknown prayer type "x"']} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Some of the search in this link could not be used and is ignored:');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Undefined stat id "luck"', 'unknown prayer type "x"']);
  });

  it('renders nothing when everything was understood', () => {
    const { container } = render(<QueryProblems problems={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
