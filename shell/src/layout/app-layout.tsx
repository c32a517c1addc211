import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { scrollKeyOf } from 'shared-ui/hooks/use-modal-layer';
import { ThemedBackground } from '../chrome/background/themed-background';
import { CharacterModalHost } from '../chrome/character-modal/character-modal-host';
import { CollectionNotices } from '../chrome/collection/collection-notices';
import { hydrateApart } from 'shared-ui/page/hydrate-apart';
import { usePageFade } from '../chrome/page/page-fade';
import { useHashAnchor } from '../chrome/page/use-hash-anchor';
import { useRouteFocus } from '../chrome/page/use-route-focus';
import { useScrollRestoration } from '../chrome/page/use-scroll-restoration';
import { SettingsModal } from '../chrome/settings/settings-modal';
import { SearchBoxHost } from '../search/search-box-host';
import { ToastHost } from '../chrome/toasts/toast-host';
import { useT } from '../messages/catalogue';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { OfflineBanner } from './offline-banner';
import { useHideLoadingCover } from './use-hide-loading-cover';
import styles from './app-layout.module.css';

// The navbar and footer hydrate apart from the page: the page's own hydration is not held up by
// them, and none of the three makes one long task.
const NavbarApart = hydrateApart(Navbar);
const FooterApart = hydrateApart(Footer);

/** The application shell around every page: backdrop, navbar, page, footer, toasts, settings. */
export function AppLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const t = useT();
  useHideLoadingCover();
  usePageFade(mainRef);
  useRouteFocus(mainRef);
  useHashAnchor();
  // A modal's history entry shares the scroll position of the page under it.
  useScrollRestoration(scrollKeyOf);
  return (
    <>
      <a
        href="#content"
        className={styles.skipLink}
        onClick={(event) => {
          // Focus the content without a hash navigation (which would add a history entry).
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {t('layout.skipToContent')}
      </a>
      <ThemedBackground />
      <NavbarApart />
      <OfflineBanner />
      <main id="content" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <FooterApart />
      <ToastHost />
      <CollectionNotices />
      <SettingsModal />
      <CharacterModalHost />
      <SearchBoxHost />
    </>
  );
}
