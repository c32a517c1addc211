import { unitCounts, visibleUnits } from 'shared-domain/characters/spoilers';
import { notYetOut } from './not-yet-out';
import type { UnreleasedResponse } from 'shared-domain/schemas/api/characters';
import type { UnreleasedContent } from 'shared-domain/schemas/character-views';
import { useUnreleasedQuery } from 'shared-ui/api/characters-api';
import { PageFrame } from 'shared-ui/page/page-frame';
import { JpContentToggle } from 'shared-ui/spoilers/jp-content-toggle';
import { QueryView } from 'shared-ui/query/query-view';
import { CHARACTER_PAGES, SPOILER_TOGGLE_LABEL } from '../character-pages';
import { useT, type MessageKey } from '../messages/catalogue';
import { CharacterRow } from '../character-grid/character-grid';
import { GroupCounts } from '../character-grid/group-counts';
import styles from '../character-grid/page-layout.module.css';
import { useSpoilerView } from '../character-grid/use-spoiler-view';

/** The six sections of the spec, in its order; keys match the API's unreleased content fields. */
export const UNRELEASED_SECTIONS = [
  { key: 'jp', heading: 'unreleased.sectionJp' },
  { key: 'announced', heading: 'unreleased.sectionAnnounced' },
  { key: 'story', heading: 'unreleased.sectionStory' },
  { key: 'mv', heading: 'unreleased.sectionMv' },
  { key: 'printWorkStory', heading: 'unreleased.sectionPrintWorks' },
  { key: 'pc98Story', heading: 'unreleased.sectionPc98' },
] as const satisfies readonly { key: keyof UnreleasedContent; heading: MessageKey }[];

function UnreleasedSection({
  data,
  sectionKey,
  heading,
}: {
  data: UnreleasedResponse;
  sectionKey: keyof UnreleasedContent;
  heading: string;
}) {
  const t = useT();
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
      {units.length > 0 ? <CharacterRow units={units} label={t('unreleased.rowLabel', { heading })} /> : null}
      {units.length === 0 && hidden === 0 ? <p className={styles.empty}>{t('unreleased.none')}</p> : null}
      {hidden > 0 ? <p className={styles.note}>{t(units.length > 0 ? 'unreleased.moreHidden' : 'unreleased.allHidden')}</p> : null}
    </section>
  );
}

export default function UnreleasedCharactersPage() {
  const t = useT();
  const result = useUnreleasedQuery();
  return (
    <PageFrame
      title={t(CHARACTER_PAGES['unreleased-characters'].title)}
      actions={<JpContentToggle label={t(SPOILER_TOGGLE_LABEL)} />}
      lead={t('unreleased.lead')}
    >
      <QueryView result={result} skeletonHeight={480}>
        {(data) => (
          <div className={styles.sections}>
            {UNRELEASED_SECTIONS.map(({ key, heading }) => (
              <UnreleasedSection key={key} data={data} sectionKey={key} heading={t(heading)} />
            ))}
          </div>
        )}
      </QueryView>
    </PageFrame>
  );
}
