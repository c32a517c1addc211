const TOWER_FLOOR_PATH = '/stages/scarlet-devil-tower';

/**
 * The footer is left out on the tower floor page only: that page fills the
 * screen with its floor view. Its rewards page and the rest of /stages keep the footer.
 */
export function isFooterHidden(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path === TOWER_FLOOR_PATH;
}
