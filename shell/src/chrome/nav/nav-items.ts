import type { IconName } from './nav-icons';

export interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  /** Active only on this exact path (home), not on its descendants. */
  end?: boolean;
}

/** The navbar's links (spec section 2, application shell), in display order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: 'home', end: true },
  { to: '/characters', label: 'Characters', icon: 'characters' },
  { to: '/story-cards', label: 'Story Cards', icon: 'story-cards' },
  { to: '/stages/scarlet-devil-tower', label: 'Scarlet Tower', icon: 'tower' },
  { to: '/prayers', label: 'Prayers', icon: 'prayers' },
  { to: '/menu', label: 'Menu', icon: 'menu' },
  { to: '/update-log', label: 'Update Log', icon: 'update-log' },
  { to: '/settings', label: 'Settings', icon: 'settings' },
];

/** The history-state id of the settings modal: one value, shared with the remotes. */
export { SETTINGS_MODAL_ID } from 'shared-ui/hooks/use-modal-layer';
