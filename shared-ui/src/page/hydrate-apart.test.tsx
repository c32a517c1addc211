import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrateApart } from './hydrate-apart';

let partRenders = 0;
function Part() {
  partRenders += 1;
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      clicked {clicks}
    </button>
  );
}
const PartApart = hydrateApart(Part);

let bumpParent: () => void = () => undefined;
function Page() {
  const [n, setN] = useState(0);
  bumpParent = () => setN((x) => x + 1);
  return (
    <main>
      <h1>Page {n}</h1>
      <PartApart />
    </main>
  );
}

describe('hydrateApart', () => {
  it("keeps the server's HTML, hydrates it into a working part, and a parent's re-render leaves it alone", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverButton = container.querySelector('button');
    expect(serverButton?.textContent).toBe('clicked 0');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    partRenders = 0;
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });
    // Hydrated, not rendered afresh: the very element the server sent is the one that answers.
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => serverButton!.click());
    expect(serverButton!.textContent).toBe('clicked 1');

    const before = partRenders;
    await act(async () => bumpParent());
    expect(container.querySelector('h1')?.textContent).toBe('Page 1');
    expect(partRenders).toBe(before);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('names the part for React DevTools', () => {
    expect(PartApart.displayName).toBe('HydrateApart(Part)');
  });
});
