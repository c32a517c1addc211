import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { EARLY_INPUT } from './page-scripts.cjs';
import { NAVIGATING_ATTRIBUTE, NavigationSign } from './navigation-sign';

const bar = () => document.documentElement.getAttribute(NAVIGATING_ATTRIBUTE);
let go: (to: string) => void = () => undefined;
function Page() {
  go = useNavigate();
  return <NavigationSign />;
}

afterEach(() => document.documentElement.removeAttribute(NAVIGATING_ATTRIBUTE));

it('is the attribute the input contract sets', () => {
  expect(NAVIGATING_ATTRIBUTE).toBe(EARLY_INPUT.navigatingAttribute);
});

it("keeps the bar of a link the browser follows off the first page, and ends a link's bar once the page moved", async () => {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/'] });
  document.documentElement.setAttribute(NAVIGATING_ATTRIBUTE, '');
  render(<RouterProvider router={router} />);
  expect(bar()).toBe('');
  document.documentElement.setAttribute(NAVIGATING_ATTRIBUTE, 'page');
  await act(async () => go('/prayers'));
  expect(bar()).toBeNull();
});
