import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { WidthSwitch } from './width-switch';

const matching = (matches: boolean) =>
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query) =>
        ({ matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
    );

describe('WidthSwitch', () => {
  afterEach(() => jest.restoreAllMocks());

  it('renders both sides on the server, each in the box CSS hides at the other widths', () => {
    const html = renderToString(
      <WidthSwitch below={1000} narrow={<button type="button">Filters</button>} wide={<aside>Filter list</aside>} />,
    );
    // CSS modules are identity-mapped in Jest: the class names are the CSS's own.
    expect(html).toBe(
      '<div class="narrow1000"><button type="button">Filters</button></div><div class="wide1000"><aside>Filter list</aside></div>',
    );
  });

  it('in the browser renders only the side the width asks for', () => {
    window.matchMedia ??= (() => null) as never;
    matching(true);
    const { unmount } = render(<WidthSwitch below={768} narrow={<p>narrow</p>} wide={<p>wide</p>} />);
    expect(screen.getByText('narrow')).toBeInTheDocument();
    expect(screen.queryByText('wide')).toBeNull();
    unmount();
    matching(false);
    render(<WidthSwitch below={768} narrow={<p>narrow</p>} wide={<p>wide</p>} />);
    expect(screen.queryByText('narrow')).toBeNull();
    expect(screen.getByText('wide')).toBeInTheDocument();
  });
});
