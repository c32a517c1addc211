import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { collectionLoaded } from 'shared-domain/collection/collection-slice';
import { DEFAULT_SETTINGS } from 'shared-domain/settings/settings-model';
import { createAppStore } from 'shared-domain/store/app-store';
import { baseApi } from '../api/base-api';
import { useOwnedUnit, useShownCollection } from './use-collection';

const UNITS = [1001, 1002, 1003];

/** A thumbnail's mark and a list's count, each counting its renders. */
function Marks({ renders }: { renders: { count: number } }) {
  return (
    <>
      {UNITS.map((id) => (
        <Mark key={id} id={id} renders={renders} />
      ))}
      <Count renders={renders} />
    </>
  );
}
function Mark({ id, renders }: { id: number; renders: { count: number } }) {
  renders.count += 1;
  return <span>{useOwnedUnit(id) ? `${id} owned` : `${id} not owned`}</span>;
}
function Count({ renders }: { renders: { count: number } }) {
  renders.count += 1;
  const shown = useShownCollection();
  return <p>{shown ? `${Object.keys(shown.units).length} marked` : 'not read'}</p>;
}

const newStore = () => createAppStore({ api: baseApi, settings: DEFAULT_SETTINGS });

/** The server's HTML (no collection), hydrated in a browser whose store is `store`. */
async function hydrated(store: ReturnType<typeof newStore>) {
  const server = renderToString(
    <Provider store={newStore()}>
      <Marks renders={{ count: 0 }} />
    </Provider>,
  );
  const root = document.createElement('div');
  root.innerHTML = server;
  document.body.replaceChildren(root);
  const renders = { count: 0 };
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      root,
      <Provider store={store}>
        <Marks renders={renders} />
      </Provider>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { root, renders, errors, server };
}

describe('the collection in a server-rendered page', () => {
  it('hydrates without a second render of each mark while the collection is not read yet, then shows it once read', async () => {
    const store = newStore();
    const { root, renders, errors, server } = await hydrated(store);
    expect(server).toContain('1001 not owned');
    expect(errors).toEqual([]);
    // Four components, each rendered once: hydrating, and nothing after it.
    expect(renders.count).toBe(4);

    act(() => void store.dispatch(collectionLoaded({ collection: { units: { '1002': { fr: false } }, cards: {} } })));
    expect(root.textContent).toBe('1001 not owned1002 owned1003 not owned1 marked');
  });

  it('when the collection was read before hydrating, hydrates as the server rendered it, then shows the marks', async () => {
    const store = newStore();
    store.dispatch(collectionLoaded({ collection: { units: { '1001': { fr: true } }, cards: {} } }));
    const { root, errors } = await hydrated(store);
    expect(errors).toEqual([]);
    expect(root.textContent).toBe('1001 owned1002 not owned1003 not owned1 marked');
  });
});
