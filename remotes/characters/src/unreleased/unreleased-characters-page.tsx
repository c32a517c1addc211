import { unitCounts, visibleUnits } from 'shared-domain/characters/spoilers';
import { notYetOut } from './not-yet-out';
import type { UnreleasedResponse } from 'shared-domain/schemas/api/characters';
import type { UnreleasedContent } from 'shared-domain/schemas/character-views';
import { useUnreleasedQuery } from 'shared-ui/api/characters-api';
import { PageFrame } from 'shared-ui/page/page-frame';
import { JpContentToggle } from 'shared-ui/spoilers/jp-content-toggle';
import { QueryView } from 'shared-ui/query/query-view';
import { CHARACTER_PAGES, SPOILER_TOGGLE_LABEL } from '../character-pages';
import { CharacterRow } from '../character-grid/character-grid';
import { GroupCounts } from '../character-grid/group-counts';
import styles from '../character-grid/page-layout.module.css';
import { useSpoilerView } from '../character-grid/use-spoiler-view';

/** The six sections of the spec, in its order; keys match the API's unreleased content fields. */
export const UNRELEASED_SECTIONS = [
  { key: 'jp', heading: 'Released/Announced in JP' },
  { key: 'announced', heading: 'Announced' },
  { key: 'story', heading: 'Appeared in story' },
  { key: 'mv', heading: 'MV Project' },
  { key: 'printWorkStory', heading: 'Print Works' },
  { key: 'pc98Story', heading: 'PC98' },
] as const satisfies readonly { key: keyof UnreleasedContent; heading: string }[];

function UnreleasedSection({
  data,
  sectionKey,
  heading,
}: {
  data: UnreleasedResponse;
  sectionKey: keyof UnreleasedContent;
  heading: string;
}) {
  const view = useSpoilerView();
  const all = notYetOut(data.content[sectionKey], view.now);
  const units = visibleUnits(all, view);
  const hidden = all.length - units.length;
  return (
    <section className={styles.group} aria-labelledby={`unreleased-${sectionKey}`}>
      <div className={styles.groupHeader}>
        <h2 id={`unreleased-${sectionKey}`} className={styles.groupHeading}>
          {heading}
        </h2>
        <GroupCounts counts={unitCounts(units, view.now)} units={units} />
      </div>
      {units.length > 0 ? <CharacterRow units={units} label={`${heading}: characters`} /> : null}
      {units.length === 0 && hidden === 0 ? <p className={styles.empty}>None.</p> : null}
      {hidden > 0 ? (
        <p className={styles.note}>
          {units.length > 0 ? 'More' : 'These'} characters are JP-only or not out yet: turn on JP content to see them.
        </p>
      ) : null}
    </section>
  );
}

export default function UnreleasedCharactersPage() {
  const result = useUnreleasedQuery();
  return (
    <PageFrame
      title={CHARACTER_PAGES['unreleased-characters'].title}
      actions={<JpContentToggle label={SPOILER_TOGGLE_LABEL} />}
      lead="Characters not playable in the global version yet."
    >
      <QueryView result={result} nullText="data is null" skeletonHeight={480}>
        {(data) => (
          <div className={styles.sections}>
            {UNRELEASED_SECTIONS.map(({ key, heading }) => (
              <UnreleasedSection key={key} data={data} sectionKey={key} heading={heading} />
            ))}
          </div>
        )}
      </QueryView>
    </PageFrame>
  );
}
