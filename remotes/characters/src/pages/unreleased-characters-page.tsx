import type { UnreleasedContent } from 'shared-domain/schemas/character-views';
import { PageFrame } from 'shared-ui/page/page-frame';
import { PendingRegion } from 'shared-ui/page/pending-region';
import { CHARACTER_PAGES } from '../character-pages';
import styles from './pages.module.css';

/** The six sections of the spec, in its order; keys match the API's unreleased content fields. */
export const UNRELEASED_SECTIONS = [
  { key: 'jp', heading: 'Released/Announced in JP' },
  { key: 'announced', heading: 'Announced' },
  { key: 'story', heading: 'Appeared in story' },
  { key: 'mv', heading: 'MV Project' },
  { key: 'printWorkStory', heading: 'Print Works' },
  { key: 'pc98Story', heading: 'PC98' },
] as const satisfies readonly { key: keyof UnreleasedContent; heading: string }[];

export default function UnreleasedCharactersPage() {
  return (
    <PageFrame title={CHARACTER_PAGES['unreleased-characters'].title}>
      <div className={styles.sections}>
        {UNRELEASED_SECTIONS.map(({ key, heading }) => (
          <section key={key} className={styles.group} aria-labelledby={`unreleased-${key}`}>
            <h2 id={`unreleased-${key}`} className={styles.groupHeading}>
              {heading}
            </h2>
            <PendingRegion label={`${heading}: characters`} />
          </section>
        ))}
      </div>
    </PageFrame>
  );
}
