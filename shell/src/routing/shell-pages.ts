import type { Locale } from 'shared-domain/i18n/locales';
import type { AliasRule } from 'shared-domain/routing/resolve-alias';
import type { IconName } from '../chrome/nav/nav-icons';

/**
 * The shell's own pages: their aliases, menu lines and navbar links. Every section's pages come
 * from its remote's page manifest (site-pages.ts); the orders interleave with theirs.
 */
export const SHELL_ALIASES: readonly AliasRule[] = [
  { from: '/about', to: '/menu', kind: 'exact' },
  { from: '/navigator', to: '/menu', kind: 'exact' },
  { from: '/settings-page', to: '/settings', kind: 'exact' },
  { from: '/errors/offline', to: '/offline', kind: 'exact' },
  { from: '/test', to: '/', kind: 'exact' },
  { from: '/errors/test', to: '/', kind: 'exact' },
];

/** The menu group the shell's lines join (a remote may put its lines into it too). */
export const SHELL_MENU_GROUP = { title: 'Site', icon: 'menu' as IconName };

export const SHELL_MENU_LINES: ReadonlyArray<{ to: string; label: string; order: number }> = [
  { to: '/', label: 'Home', order: 500 },
  { to: '/settings', label: 'Settings', order: 520 },
];

export const SHELL_NAV: ReadonlyArray<{ to: string; label: string; icon: IconName; order: number; end?: boolean }> = [
  { to: '/', label: 'Home', icon: 'home', order: 0, end: true },
  { to: '/menu', label: 'Menu', icon: 'menu', order: 50 },
  { to: '/settings', label: 'Settings', icon: 'settings', order: 70 },
];

/** The shell's menu and navbar texts in the other languages, as a remote's manifest carries its own (page-manifest.ts). */
export const SHELL_TRANSLATIONS: Partial<Record<Locale, Record<string, string>>> = {
  ja: { Site: 'サイト', Home: 'ホーム', Menu: 'メニュー', Settings: '設定' },
};
