import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Link, Outlet, redirect, RouterProvider, ScrollRestoration, type RouteObject } from 'react-router-dom';
import type { CharacterModalBodyProps, CharacterModalModule } from 'shared-domain/federation/character-modal-contract';
import type { RemoteRoutesModule } from 'shared-domain/federation/remote-contract';
import type { AliasRule } from 'shared-domain/routing/resolve-alias';
import { sectionById } from 'shared-domain/federation/sections';
import { settingToggled, themeSet } from 'shared-domain/settings/settings-slice';
import { loadSettings, SETTINGS_STORAGE_KEY } from 'shared-domain/settings/settings-storage';
import { createAppStore } from 'shared-domain/store/app-store';
import { catalogue } from 'shared-ui/messages/catalogue';
import { baseApi } from '../api/base-api';
import { useAppDispatch, useAppSelector } from '../hooks/store-hooks';
import { scrollKeyOf } from '../hooks/use-modal-layer';
import { useCharacterModal } from '../hooks/use-open-character';
import { CharacterModalFrame } from '../modal/character-modal-frame';
import { sectionRouteTree } from './section-route-tree';
import '../styles/tokens';

type ModalBody = ComponentType<CharacterModalBodyProps>;

/** A bare bar so a feature team can flip the settings their section reacts to. */
function HarnessBar({ title }: { title: string }) {
  const settings = useAppSelector((s) => s.settings);
  const dispatch = useAppDispatch();
  return (
    <nav style={{ display: 'flex', gap: 12, padding: 8, borderBottom: '1px solid var(--border)' }}>
      <Link to="/">{title} (standalone)</Link>
      <label>
        <input type="checkbox" checked={settings.jpContent} onChange={() => dispatch(settingToggled('jpContent'))} /> JP content
      </label>
      <label>
        <input type="checkbox" checked={settings.useUtc} onChange={() => dispatch(settingToggled('useUtc'))} /> UTC
      </label>
      <button type="button" onClick={() => dispatch(themeSet(settings.theme === 'dark' ? 'light' : 'dark'))}>
        Theme: {settings.theme}
      </button>
    </nav>
  );
}

/** In a harness other than the characters remote's, the modal opens and closes as in the site, with a stand-in body. */
function StandInBody({ id }: CharacterModalBodyProps) {
  return (
    <p>
      Character #{id}. In the site the characters remote shows this character here (run <code>pnpm --filter remote-characters dev</code> to
      work on that body).
    </p>
  );
}

/** The same modal layer as the shell's: `?character=ID` in the URL, the shared frame, Back closes it. */
function HarnessCharacterModal({ Body }: { Body: ModalBody }) {
  const { character, close } = useCharacterModal();
  if (!character) return null;
  return (
    <CharacterModalFrame character={character} onClose={close}>
      {(id) => <Body id={id} onClose={close} />}
    </CharacterModalFrame>
  );
}

/** The harness's route table: the remote mounted exactly as the shell mounts it, inside a bare layout. */
export function harnessRoutes(
  module: RemoteRoutesModule<RouteObject>,
  Body: ModalBody = StandInBody,
  aliases: readonly AliasRule[] = [],
): RouteObject[] {
  const section = sectionById(module.section);
  return [
    {
      path: '/',
      element: (
        <>
          <HarnessBar title={section.title} />
          <main>
            <Outlet />
          </main>
          <HarnessCharacterModal Body={Body} />
          <ScrollRestoration getKey={scrollKeyOf} />
        </>
      ),
      children: [
        { index: true, loader: () => redirect(section.basePath) },
        ...sectionRouteTree(
          module,
          <p style={{ padding: 16 }}>
            This page belongs to another part of the site. <Link to={section.basePath}>Back to {section.title}</Link>
          </p>,
          { aliases },
        ),
      ],
    },
  ];
}

/**
 * Runs one remote alone: the same store factory, route mount and modal layer as the shell. The
 * dev server proxies /api and /images to the API (rspack.factory.mjs), so data pages work too.
 * The characters remote passes its `./character-modal` module so its real body shows.
 */
export function mountStandalone(
  module: RemoteRoutesModule<RouteObject>,
  options: {
    characterModal?: CharacterModalModule<ModalBody>;
    /** The remote's own aliases (its page manifest). */ aliases?: readonly AliasRule[];
  } = {},
) {
  const store = createAppStore({
    api: baseApi,
    settings: loadSettings(localStorage.getItem(SETTINGS_STORAGE_KEY)).settings,
    storage: localStorage,
  });
  const applyTheme = () => {
    document.documentElement.dataset.theme = store.getState().settings.theme;
  };
  applyTheme();
  store.subscribe(applyTheme);
  const router = createBrowserRouter(harnessRoutes(module, options.characterModal?.Body, options.aliases));
  // As the shell does: the words of shared-ui and of the remote are here before the first render (English: the harness has no /ja).
  void Promise.all([catalogue.load('en'), module.messages?.load('en')]).then(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    );
    document.getElementById('loading-cover')?.classList.add('hidden');
  });
}
