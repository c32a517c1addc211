import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useHydratedMediaQuery } from 'shared-ui/hooks/use-media-query';
import { useModalLayer } from 'shared-ui/hooks/use-modal-layer';
import { MOBILE_NAV_QUERY } from 'shared-ui/styles/breakpoints';
import { LanguageSwitcher } from '../chrome/language/language-switcher';
import { Icon } from '../chrome/nav/nav-icons';
import { SETTINGS_MODAL_ID } from '../chrome/nav/nav-items';
import { useT } from '../messages/catalogue';
import { useSitePagesOrShell } from '../routing/site-pages';
import { NavSearch } from '../search/nav-search';
import styles from './navbar.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { nav } = useSitePagesOrShell();
  return (
    <ul className={styles.list}>
      {nav.map((item) => (
        <li key={item.to}>
          {/* NavLink sets aria-current="page" on the active one. */}
          <NavLink to={item.to} end={item.end} className={linkClass} onClick={onNavigate}>
            <Icon name={item.icon} className={styles.icon} />
            <span className={styles.label}>{item.label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function QuickSettingsButton() {
  const { open } = useModalLayer(SETTINGS_MODAL_ID);
  const t = useT();
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={open}
      aria-haspopup="dialog"
      aria-label={t('navbar.quickSettings')}
      title={t('navbar.quickSettings')}
    >
      <Icon name="sliders" />
    </button>
  );
}

/** Wide screens: every link in one bar. */
function DesktopNav({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <header className={className ? `${styles.bar} ${className}` : styles.bar}>
      <nav aria-label={t('navbar.main')} className={styles.desktopNav}>
        <NavLinks />
      </nav>
      <NavSearch />
      <QuickSettingsButton />
      <LanguageSwitcher variant="bar" />
    </header>
  );
}

/**
 * Below 1000 px: a compact bar (home mark, quick settings, menu button) and a disclosure panel
 * with the links. The panel is a `<details>`, so it opens from the server's HTML before any script
 * has run; once hydrated it also closes on navigation, Escape (focus back to its button) and a tap
 * outside it.
 */
function MobileNav({ className = '' }: { className?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const menuRef = useRef<HTMLDetailsElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const close = useCallback(() => {
    if (menuRef.current) menuRef.current.open = false;
  }, []);

  // Opened before hydration: its toggle event came before React's handler did.
  useEffect(() => setOpen(menuRef.current?.open ?? false), []);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== pathname) close();
    shownPath.current = pathname;
  }, [pathname, close]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        menuRef.current?.querySelector('summary')?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) close();
    };
    document.addEventListener('keydown', onKey);
    // In the capture phase: the input contract stops a press on a part still hydrating there, and
    // that press closes the menu all the same.
    document.addEventListener('pointerdown', onPointer, true);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer, true);
    };
  }, [open, close]);

  return (
    <header className={`${styles.bar} ${styles.mobileBar}${className ? ` ${className}` : ''}`} ref={headerRef}>
      <Link to="/" className={styles.brand} aria-label={t('navbar.homeLink')}>
        <Icon name="logo" size={26} />
        <span aria-hidden="true">{t('navbar.brand')}</span>
      </Link>
      <div className={styles.mobileActions}>
        <NavSearch compact />
        <QuickSettingsButton />
        <details ref={menuRef} className={styles.menu} onToggle={(event) => setOpen(event.currentTarget.open)}>
          {/* A button to assistive technology too, as it was before it worked without script. */}
          <summary
            role="button"
            className={styles.iconButton}
            aria-expanded={open}
            aria-controls="mobile-nav-panel"
            aria-label={open ? t('navbar.closeNavigation') : t('navbar.openNavigation')}
          >
            <Icon name="hamburger" className={styles.whenClosed} />
            <Icon name="close" className={styles.whenOpen} />
          </summary>
          {/* The languages under the links, outside the Main landmark: they are no page of the site. */}
          <div className={styles.panel}>
            <nav id="mobile-nav-panel" aria-label={t('navbar.main')}>
              <NavLinks onNavigate={close} />
            </nav>
            <LanguageSwitcher variant="panel" />
          </div>
        </details>
      </div>
    </header>
  );
}

/** The site's navigation bar: its layout switches below 1000 px. */
export function Navbar() {
  const mobile = useHydratedMediaQuery(MOBILE_NAV_QUERY);
  // Server-rendered and hydrating: both, CSS shows the one for the width. Once the width is known
  // the other goes, and the one shown stays where it is: no header is built again.
  return (
    <>
      {mobile !== true ? <DesktopNav className={mobile === null ? styles.wideOnly : undefined} /> : null}
      {mobile !== false ? <MobileNav className={mobile === null ? styles.narrowOnly : undefined} /> : null}
    </>
  );
}
