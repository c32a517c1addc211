import { act, startTransition, useId, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { WhenHydrated } from './when-hydrated';

function Page() {
  return <button type="button">Settings</button>;
}

/** A labelled list drawn again (a new element) once its options change, as the calendar's featured characters are. */
let addOption: () => void = () => undefined;
function Form() {
  const id = useId();
  const [options, setOptions] = useState(['Reimu']);
  addOption = () => setOptions((o) => [...o, 'Marisa']);
  return (
    <form>
      <label htmlFor={`${id}-who`}>Featured</label>
      <select id={`${id}-who`} key={options.length} multiple>
        {options.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </select>
    </form>
  );
}

async function hydrate(container: HTMLElement, tree: React.ReactNode) {
  await act(async () => {
    startTransition(() => {
      hydrateRoot(container, tree);
    });
  });
}

describe('WhenHydrated', () => {
  it('tells once, after the hydration of the tree it wraps has committed, and adds nothing to the page', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.appendChild(container);
    const seen: string[] = [];
    const then = () =>
      seen.push(Object.keys(container.querySelector('button')!).some((key) => key.startsWith('__reactProps')) ? 'hydrated' : 'not yet');
    await hydrate(
      container,
      <WhenHydrated then={then}>
        <Page />
      </WhenHydrated>,
    );
    expect(seen).toEqual(['hydrated']);
    expect(container.innerHTML).toBe('<button type="button">Settings</button>');
    container.remove();
  });

  it("keeps the server's ids: an element drawn again after the hydration is still named by its label", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.appendChild(container);
    const serverId = container.querySelector('select')!.id;
    await hydrate(
      container,
      <WhenHydrated then={() => undefined}>
        <Form />
      </WhenHydrated>,
    );
    await act(async () => addOption());
    const select = container.querySelector('select')!;
    expect(select.options).toHaveLength(2);
    expect(select.id).toBe(serverId);
    expect(container.querySelector('label')!.htmlFor).toBe(select.id);
    container.remove();
  });
});
