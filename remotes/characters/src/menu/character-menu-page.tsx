import { LinkMenu, type LinkMenuItem } from 'shared-ui/page/link-menu';
import { PageFrame } from 'shared-ui/page/page-frame';
import { JpContentToggle } from 'shared-ui/spoilers/jp-content-toggle';
import { CHARACTER_MENU_TITLE, CHARACTER_PAGES, SPOILER_TOGGLE_LABEL, type CharacterPagePath } from '../character-pages';
import { counted } from '../character-grid/counted';
import styles from '../character-grid/page-layout.module.css';
import { usePageCounts } from './use-page-counts';

// The pool and forever-prayer character lists live in the prayer section (spec: /characters/standard-prayer
// and friends redirect there), so they are linked by their canonical absolute paths.
const PRAYER_CHARACTER_LINKS: LinkMenuItem[] = [
  { to: '/prayers/standard-prayer', label: 'Standard Prayer Characters', description: 'Characters of the standard prayer pool.' },
  { to: '/prayers/ritual-prayer', label: 'Ritual Prayer Characters', description: 'Characters of the ritual prayer pool.' },
  { to: '/prayers/forever-prayer', label: 'Forever Prayer', description: 'Characters of the forever prayer and their chances.' },
  { to: '/prayers/kourindou-roulette', label: 'Kourindou Roulette Character List', description: 'Characters of the Kourindou roulette.' },
];

export default function CharacterMenuPage() {
  const counts = usePageCounts();
  // Relative links: the menu is the section's index route, wherever the shell mounts the section.
  const links: LinkMenuItem[] = (Object.entries(CHARACTER_PAGES) as [CharacterPagePath, (typeof CHARACTER_PAGES)[CharacterPagePath]][]).map(
    ([path, page]) => {
      const count = counts[path];
      return {
        to: path,
        label: page.title,
        description: count === null ? page.description : `${page.description} ${counted(count, 'unit')}.`,
      };
    },
  );
  return (
    <PageFrame title={CHARACTER_MENU_TITLE} actions={<JpContentToggle label={SPOILER_TOGGLE_LABEL} />}>
      <div className={styles.stack}>
        <LinkMenu label="Character pages" items={links} />
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
