import { LinkMenu, type LinkMenuItem } from 'shared-ui/page/link-menu';
import { PageFrame } from 'shared-ui/page/page-frame';
import { JpContentToggle } from 'shared-ui/spoilers/jp-content-toggle';
import { CHARACTER_MENU_TITLE, CHARACTER_PAGES, SPOILER_TOGGLE_LABEL, type CharacterPagePath } from '../character-pages';
import { useT, type MessageKey } from '../messages/catalogue';
import styles from '../character-grid/page-layout.module.css';
import { usePageCounts } from './use-page-counts';

// The pool and forever-prayer character lists live in the prayer section (spec: /characters/standard-prayer
// and friends redirect there), so they are linked by their canonical absolute paths.
const PRAYER_CHARACTER_LINKS: { to: string; label: MessageKey; description: MessageKey }[] = [
  { to: '/prayers/standard-prayer', label: 'menu.standardPrayer', description: 'menu.standardPrayerDescription' },
  { to: '/prayers/ritual-prayer', label: 'menu.ritualPrayer', description: 'menu.ritualPrayerDescription' },
  { to: '/prayers/forever-prayer', label: 'menu.foreverPrayer', description: 'menu.foreverPrayerDescription' },
  { to: '/prayers/kourindou-roulette', label: 'menu.kourindouRoulette', description: 'menu.kourindouRouletteDescription' },
];

export default function CharacterMenuPage() {
  const t = useT();
  const counts = usePageCounts();
  // Relative links: the menu is the section's index route, wherever the shell mounts the section.
  const links: LinkMenuItem[] = (Object.entries(CHARACTER_PAGES) as [CharacterPagePath, (typeof CHARACTER_PAGES)[CharacterPagePath]][]).map(
    ([path, page]) => {
      const count = counts[path];
      const description = t(page.description);
      return {
        to: path,
        label: t(page.title),
        description: count === null ? description : t('menu.unitCount', { description, count }),
      };
    },
  );
  const prayerLinks = PRAYER_CHARACTER_LINKS.map((link) => ({ ...link, label: t(link.label), description: t(link.description) }));
  return (
    <PageFrame title={t(CHARACTER_MENU_TITLE)} actions={<JpContentToggle label={t(SPOILER_TOGGLE_LABEL)} />}>
      <div className={styles.stack}>
        <LinkMenu label={t('menu.pagesLabel')} items={links} />
        <section className={styles.group} aria-labelledby="character-menu-prayers">
          <h2 id="character-menu-prayers" className={styles.groupHeading}>
            {t('menu.prayersHeading')}
          </h2>
          <LinkMenu label={t('menu.prayerListsLabel')} items={prayerLinks} />
        </section>
      </div>
    </PageFrame>
  );
}
