import { act, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { WhenHydrated } from './when-hydrated';

function Page() {
  return <button type="button">Settings</button>;
}

describe('WhenHydrated', () => {
  it('tells once, after the hydration of the tree before it has committed, and adds nothing to the page', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.appendChild(container);
    const seen: string[] = [];
    const then = () =>
      seen.push(Object.keys(container.querySelector('button')!).some((key) => key.startsWith('__reactProps')) ? 'hydrated' : 'not yet');
    await act(async () => {
      startTransition(() => {
        hydrateRoot(
          container,
          <>
            <Page />
            <WhenHydrated then={then} />
          </>,
        );
      });
    });
    expect(seen).toEqual(['hydrated']);
    expect(container.innerHTML).toBe('<button type="button">Settings</button>');
    container.remove();
  });
});
