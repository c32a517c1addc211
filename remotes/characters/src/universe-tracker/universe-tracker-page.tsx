import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { visibleGroups } from 'shared-domain/characters/spoilers';
import type { UniverseResponse } from 'shared-domain/schemas/api/characters';
import { useUniverseQuery } from 'shared-ui/api/characters-api';
import { Button } from 'shared-ui/controls/button';
import { PageFrame } from 'shared-ui/page/page-frame';
import { JpContentToggle } from 'shared-ui/spoilers/jp-content-toggle';
import { QueryView } from 'shared-ui/query/query-view';
import { CHARACTER_PAGES, SPOILER_TOGGLE_LABEL } from '../character-pages';
import { useT } from '../messages/catalogue';
import { CharacterGrid } from '../character-grid/character-grid';
import { CollectionToolbar } from '../character-grid/collection-toolbar';
import { GroupCounts } from '../character-grid/group-counts';
import { filterOwned } from '../character-grid/owned-filter';
import { useCollectionList } from '../character-grid/use-collection-list';
import styles from '../character-grid/page-layout.module.css';
import { useSpoilerView } from '../character-grid/use-spoiler-view';
import { useQueryModal } from '../query-modal/use-query-modal';
import { UniversePicker } from './universe-picker';
import { parseUniverseQuery, universeTitle } from './universe-query';

function UniverseContent({ data, universe }: { data: UniverseResponse; universe: string }) {
  const t = useT();
  const view = useSpoilerView();
  const shown = useMemo(() => visibleGroups(data.content, (g) => g.characters, view), [data, view]);
  const picker = useQueryModal('universe-picker');
  const current = shown.find((g) => g.group.universe === universe);
  const list = useCollectionList();
  const units = current ? filterOwned(current.units, list.collection, list.owned) : [];

  const choose = (code: string) =>
    picker.replaceQuery(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('universe', code);
        return next;
      },
      { close: true },
    );

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <p className={styles.note}>
          {t('universeTracker.summary', { universes: shown.length, characters: shown.reduce((n, g) => n + g.counts.total, 0) })}
        </p>
        <Button onClick={picker.open} aria-haspopup="dialog">
          {t('universeTracker.choose', { universe })}
        </Button>
      </div>
      <UniversePicker open={picker.isOpen} onClose={picker.close} universes={shown} current={universe} onChoose={choose} />
      <section className={styles.group} aria-label={t('universeTracker.sectionLabel', { universe })}>
        <div className={styles.groupHeader}>
          <h2 className={styles.groupHeading}>{t('universeTracker.heading', { title: universeTitle(universe) })}</h2>
          {current ? <GroupCounts counts={current.counts} units={current.units} /> : null}
        </div>
        <CollectionToolbar list={list} />
        {current && units.length > 0 ? (
          <CharacterGrid
            units={units}
            label={t('universeTracker.gridLabel', { universe })}
            resetKey={`${universe}:${view.jpContent}:${list.owned ?? ''}`}
            onToggle={list.onToggle}
          />
        ) : current ? (
          <p className={styles.empty}>{t('characterGrid.noneMatchCollection')}</p>
        ) : (
          <p className={styles.empty}>{t(view.jpContent ? 'universeTracker.emptyJpOn' : 'universeTracker.emptyJpOff', { universe })}</p>
        )}
      </section>
    </div>
  );
}

export default function UniverseTrackerPage() {
  const [searchParams] = useSearchParams();
  const universe = parseUniverseQuery(searchParams.get('universe'));
  const result = useUniverseQuery();
  const t = useT();
  return (
    <PageFrame
      title={t(CHARACTER_PAGES['universe-tracker'].title)}
      actions={<JpContentToggle label={t(SPOILER_TOGGLE_LABEL)} />}
      lead={t('universeTracker.lead')}
    >
      <QueryView result={result} skeletonHeight={480}>
        {(data) => <UniverseContent data={data} universe={universe} />}
      </QueryView>
    </PageFrame>
  );
}
