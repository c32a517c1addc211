import { useCallback, useMemo } from 'react';
import { personName, personNameParts, type NameFields, type NameSettings } from 'shared-domain/characters/display-name';
import { visibleGroups, type UnitCounts } from 'shared-domain/characters/spoilers';
import type { VariantsResponse } from 'shared-domain/schemas/api/characters';
import type { CharacterThumbnail, VariantGroup } from 'shared-domain/schemas/character-views';
import { useVariantsQuery } from 'shared-ui/api/characters-api';
import { NameText } from 'shared-ui/characters/name-text';
import { useNameSettings } from 'shared-ui/hooks/use-name-settings';
import { ProgressiveList } from 'shared-ui/lists/progressive-list';
import { PageFrame } from 'shared-ui/page/page-frame';
import { JpContentToggle } from 'shared-ui/spoilers/jp-content-toggle';
import { QueryView } from 'shared-ui/query/query-view';
import { CHARACTER_PAGES, SPOILER_TOGGLE_LABEL } from '../character-pages';
import { useT } from '../messages/catalogue';
import { CharacterRow, type OnToggle } from '../character-grid/character-grid';
import { CollectionToolbar } from '../character-grid/collection-toolbar';
import { GroupCounts } from '../character-grid/group-counts';
import { filterOwnedGroups, type OwnedGroup } from '../character-grid/owned-groups';
import { useCollectionList } from '../character-grid/use-collection-list';
import styles from '../character-grid/page-layout.module.css';
import { useSpoilerView } from '../character-grid/use-spoiler-view';

type ShownGroup = OwnedGroup<{
  group: VariantGroup;
  units: CharacterThumbnail[];
  counts: UnitCounts;
}>;

const keyOf = (shown: ShownGroup) => `${shown.group.jpName}:${shown.group.enName}`;

function VariantItem({ shown, names, onToggle }: { shown: ShownGroup; names: NameSettings; onToggle: OnToggle }) {
  const t = useT();
  const { group } = shown;
  // The name settings pick which form leads; the reading stays as the subtitle when it differs.
  const fields: NameFields = {
    en: group.enName,
    translit: group.translitName,
    enFamilyFirst: group.enFamilyFirst ?? null,
    jp: group.jpName,
  };
  const parts = personNameParts(fields, names);
  const main = parts.map((p) => p.text).join('');
  const english = personName(fields, { ...names, nameScript: 'en' });
  const sub = english === group.translitName ? group.enName : group.translitName;
  const script = names.nameScript ?? 'en';
  return (
    <article className={styles.group} aria-label={main}>
      <div className={styles.groupHeader}>
        <h2 className={styles.groupHeading}>
          <NameText parts={parts} />
        </h2>
        {/* The subtitles give the names the heading does not. */}
        {script === 'en' ? (
          <span className={styles.jpTitle} lang="ja">
            {group.jpName}
          </span>
        ) : null}
        {script === 'ja' ? <span className={styles.jpTitle}>{english}</span> : null}
        {sub !== english ? <span className={styles.jpTitle}>{sub}</span> : null}
        <GroupCounts counts={shown.counts} units={shown.units} />
      </div>
      <CharacterRow units={shown.visible ?? shown.units} label={t('variantTracker.rowLabel', { name: main })} onToggle={onToggle} />
    </article>
  );
}

function VariantGroups({ data }: { data: VariantsResponse }) {
  const t = useT();
  const view = useSpoilerView();
  const names = useNameSettings();
  const groups = useMemo(() => visibleGroups(data.content, (g) => g.characters, view), [data, view]);
  const list = useCollectionList();
  const { collection, owned, onToggle } = list;
  const shownGroups = useMemo(() => filterOwnedGroups(groups, collection, owned), [groups, collection, owned]);
  const render = useCallback((shown: ShownGroup) => <VariantItem shown={shown} names={names} onToggle={onToggle} />, [names, onToggle]);
  return (
    <div className={styles.stack}>
      <CollectionToolbar list={list} />
      <p className={styles.note}>
        {t('variantTracker.summary', { characters: groups.length, variants: groups.reduce((n, g) => n + g.counts.total, 0) })}
      </p>
      {shownGroups.length === 0 ? <p className={styles.empty}>{t('characterGrid.noneMatchCollection')}</p> : null}
      <ProgressiveList
        items={shownGroups}
        getKey={keyOf}
        renderItem={render}
        resetKey={`${view.jpContent}:${owned ?? ''}`}
        estimateRowHeight={200}
        gap={20}
        aria-label={t('variantTracker.listLabel')}
      />
    </div>
  );
}

export default function VariantTrackerPage() {
  const t = useT();
  const result = useVariantsQuery();
  return (
    <PageFrame
      title={t(CHARACTER_PAGES['variant-tracker'].title)}
      actions={<JpContentToggle label={t(SPOILER_TOGGLE_LABEL)} />}
      lead={t('variantTracker.lead')}
    >
      <section aria-label={t('variantTracker.groupsLabel')}>
        <QueryView result={result} skeletonHeight={640}>
          {(data) => <VariantGroups data={data} />}
        </QueryView>
      </section>
    </PageFrame>
  );
}
