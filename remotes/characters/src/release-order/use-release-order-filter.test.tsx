import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ReleaseOrderFilter } from './release-order-query';
import { useReleaseOrderFilter } from './use-release-order-filter';

let latest: { filter: ReleaseOrderFilter; picked: ReleaseOrderFilter; set: (f: ReleaseOrderFilter) => void } | null = null;

function Probe() {
  const [filter, set, picked] = useReleaseOrderFilter();
  latest = { filter, picked, set };
  return null;
}

const mount = (url: string) => {
  const router = createMemoryRouter([{ path: '/characters/release-order', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
};

describe('useReleaseOrderFilter', () => {
  it('reads the filter from the URL; the controls show the same', () => {
    mount('/characters/release-order?type=ultra&rebirth=yes');
    expect(latest!.filter).toEqual({ types: ['ultra'], rebirth: 'yes' });
    expect(latest!.picked).toEqual(latest!.filter);
  });

  it('a pick is written to the URL with replace, and the controls and the list agree once it lands', async () => {
    const router = mount('/characters/release-order?rebirth=yes');
    await act(async () => latest!.set({ types: ['gen'], rebirth: 'no' }));
    expect(router.state.location.search).toBe('?type=gen&rebirth=no');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(latest!.filter).toEqual({ types: ['gen'], rebirth: 'no' });
    expect(latest!.picked).toEqual({ types: ['gen'], rebirth: 'no' });
  });

  it('a URL changed another way (Back, a link) wins over an earlier pick', async () => {
    const router = mount('/characters/release-order');
    await act(async () => latest!.set({ types: [], rebirth: 'no' }));
    await act(async () => router.navigate('/characters/release-order?rebirth=yes'));
    expect(latest!.filter).toEqual({ types: [], rebirth: 'yes' });
    expect(latest!.picked).toEqual({ types: [], rebirth: 'yes' });
  });
});
