import { LinkMenu, type LinkMenuItem } from 'shared-ui/page/link-menu';
import { PageFrame } from 'shared-ui/page/page-frame';
import { CHARACTER_MENU_TITLE, CHARACTER_PAGES } from '../character-pages';
import styles from './pages.module.css';

// Relative links: the menu is the section's index route, wherever the shell mounts the section.
const CHARACTER_LINKS: LinkMenuItem[] = Object.entries(CHARACTER_PAGES).map(([path, page]) => ({
  to: path,
  label: page.title,
  description: page.description,
}));

// The pool and forever-prayer character lists live in the prayer section (spec: /characters/standard-prayer
// and friends redirect there), so they are linked by their canonical absolute paths.
const PRAYER_CHARACTER_LINKS: LinkMenuItem[] = [
  { to: '/prayers/standard-prayer', label: 'Standard Prayer Characters', description: 'Characters of the standard prayer pool.' },
  { to: '/prayers/ritual-prayer', label: 'Ritual Prayer Characters', description: 'Characters of the ritual prayer pool.' },
  { to: '/prayers/forever-prayer', label: 'Forever Prayer', description: 'Characters of the forever prayer and their chances.' },
  { to: '/prayers/kourindou-roulette', label: 'Kourindou Roulette Character List', description: 'Characters of the Kourindou roulette.' },
];

export default function CharacterMenuPage() {
  return (
    <PageFrame title={CHARACTER_MENU_TITLE}>
      <div className={styles.stack}>
        <LinkMenu label="Character pages" items={CHARACTER_LINKS} />
        <section className={styles.group} aria-labelledby="character-menu-prayers">
          <h2 id="character-menu-prayers" className={styles.groupHeading}>
            In the Prayer Tracker
          </h2>
          <LinkMenu label="Character lists in the Prayer Tracker" items={PRAYER_CHARACTER_LINKS} />
        </section>
      </div>
    </PageFrame>
  );
}
