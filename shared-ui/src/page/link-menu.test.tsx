import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { LinkMenu, type LinkMenuItem } from './link-menu';

const ITEMS: LinkMenuItem[] = [
  { to: '../standard-prayer', label: 'Standard Prayer Characters', description: 'The pool.' },
  { to: { pathname: '..', search: '?prayer-types=forever-prayer' }, label: 'Forever Prayer List' },
];

describe('LinkMenu', () => {
  it('renders a named navigation of links resolved from the current route', () => {
    // '..' is route-relative: the menu route's parent is the section route.
    const router = createMemoryRouter(
      [{ path: '/prayers', children: [{ path: 'menu', element: <LinkMenu label="Prayer pages" items={ITEMS} /> }] }],
      { initialEntries: ['/prayers/menu'] },
    );
    render(<RouterProvider router={router} />);
    const nav = screen.getByRole('navigation', { name: 'Prayer pages' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/prayers/standard-prayer', '/prayers?prayer-types=forever-prayer']);
    expect(links[0]).toHaveTextContent('Standard Prayer CharactersThe pool.');
    expect(links[1]).toHaveTextContent(/^Forever Prayer List$/);
  });
});
