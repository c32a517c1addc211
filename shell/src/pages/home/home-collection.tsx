import { Link } from 'react-router-dom';
import { isEmptyCollection } from 'shared-domain/collection/collection-model';
import { selectCollection, selectCollectionStatus } from 'shared-domain/collection/collection-slice';
import type { Collectable } from 'shared-domain/schemas/api/general';
import { selectJpContent } from 'shared-domain/settings/settings-slice';
import { useAppSelector } from 'shared-ui/hooks/store-hooks';
import { useAfterHydration } from 'shared-ui/hooks/use-collection';
import { summarizeCollection, summaryRows, type CollectionSummary, type SummaryRows } from '../../chrome/collection/collection-summary';
import { useT } from '../../messages/catalogue';
import { richText } from '../../messages/rich-text';
import { useLinkedPages } from '../../routing/linked-pages';
import styles from './home-collection.module.css';

/** A count the page's inline script can fill before hydration: the ids it counts, '–' until then. */
function Count({ kind, ids, owned }: { kind: 'units' | 'cards'; ids: string; owned: number | undefined }) {
  return (
    <strong
      data-count-units={kind === 'units' && owned === undefined ? ids : undefined}
      data-count-cards={kind === 'cards' && owned === undefined ? ids : undefined}
      suppressHydrationWarning
    >
      {owned === undefined ? '–' : owned.toLocaleString('en-US')}
    </strong>
  );
}

/** A line of the summary; a row the player owns none of is left out by CSS (data-owned="0"). */
function Row({ label, kind, ids, owned }: { label: string; kind: 'units' | 'cards'; ids: string; owned: number | undefined }) {
  return (
    <li data-owned={owned ?? ''} aria-busy={owned === undefined || undefined}>
      {label} <Count kind={kind} ids={ids} owned={owned} />
    </li>
  );
}

const total = (rows: readonly { owned: number }[]) => rows.reduce((n, r) => n + r.owned, 0);
const allIds = (rows: readonly { ids: string }[]) => rows.map((r) => r.ids).join(',');

/**
 * The summary, in one shape whether counted or not: on the server and while the page hydrates
 * (`summary` null) it is hidden, its counts naming the ids they count, and the page's inline script
 * (early-marks) counts the stored collection and shows it before the page's code has run.
 */
function Summary({ rows, summary, jpContent }: { rows: SummaryRows; summary: CollectionSummary | null; jpContent: boolean }) {
  const t = useT();
  const units = summary?.unitsByType;
  const cards = summary?.cardsByRarity;
  return (
    <div className={styles.summary} data-testid="home-collection-summary" data-shown-with-marks="" hidden={summary === null}>
      <div>
        <h3 className={styles.subTitle} data-owned={units ? total(units) : ''} aria-busy={!units || undefined}>
          {t('home.charactersOwned')} <Count kind="units" ids={allIds(rows.units)} owned={units && total(units)} />
        </h3>
        <ul className={styles.counts} aria-label={t('home.charactersOwnedByType')}>
          {rows.units.map(({ type, ids }, i) => (
            <Row key={type} label={t('home.unitType', { type })} kind="units" ids={ids} owned={units?.[i]?.owned} />
          ))}
        </ul>
      </div>
      <div>
        <h3 className={styles.subTitle} data-owned={cards ? total(cards) : ''} aria-busy={!cards || undefined}>
          {t('home.storyCardsOwned')} <Count kind="cards" ids={allIds(rows.cards)} owned={cards && total(cards)} />
        </h3>
        <ul className={styles.counts} aria-label={t('home.storyCardsOwnedByRarity')}>
          {rows.cards.map(({ rarity, ids }, i) => (
            <Row key={rarity} label={`${rarity}★`} kind="cards" ids={ids} owned={cards?.[i]?.owned} />
          ))}
        </ul>
      </div>
      {summary && summary.hidden > 0 && !jpContent ? (
        <p className={styles.note}>
          {richText(t, 'home.hiddenOwned', { settings: <Link to="/settings">{t('home.settingsLink')}</Link> }, { count: summary.hidden })}
        </p>
      ) : null}
      {summary && summary.unknown > 0 ? <p className={styles.note}>{t('home.unknownOwned', { count: summary.unknown })}</p> : null}
    </div>
  );
}

function NothingMarked() {
  const trackers = useLinkedPages('home-collection');
  const t = useT();
  // "the A", "the A or the B", "the A, the B or the C": the links in the language's list form.
  const links = trackers.map((page, i) => (
    <span key={page.path}>
      {i > 0 ? t(i === trackers.length - 1 ? 'home.listOr' : 'home.listComma') : null}
      <Link to={page.path}>{page.menu?.label ?? page.title}</Link>
    </span>
  ));
  return (
    <p className={styles.note} data-testid="home-collection-empty">
      {richText(t, 'home.nothingMarked', {
        owned: <em>{t('home.owned')}</em>,
        trackers: trackers.length > 0 ? richText(t, 'home.inTrackers', { links }) : null,
      })}
    </p>
  );
}

/**
 * The home page's collection summary, counted against the ids the home's answer names
 * (`collectable`: undefined while it loads, null when it could not be had). The server has no
 * collection: it renders the summary hidden at the block's reserved height.
 */
export function HomeCollection({ collectable }: { collectable: Collectable | null | undefined }) {
  const collection = useAppSelector(selectCollection);
  const jpContent = useAfterHydration(selectJpContent, false);
  const ready = useAfterHydration((s) => selectCollectionStatus(s) !== 'loading', false);
  const empty = ready && isEmptyCollection(collection);
  const rows = collectable ? summaryRows(collectable, jpContent) : null;
  const t = useT();
  return (
    <section className={styles.block} aria-labelledby="home-collection" aria-busy={!ready || undefined} data-testid="home-collection">
      <h2 id="home-collection" className={styles.title}>
        {t('collection.title')}
      </h2>
      {empty ? (
        <NothingMarked />
      ) : collectable && rows ? (
        <Summary rows={rows} summary={ready ? summarizeCollection(collection, collectable, rows) : null} jpContent={jpContent} />
      ) : ready && collectable === null ? (
        <p className={styles.note}>{t('home.summaryFailed')}</p>
      ) : null}
    </section>
  );
}
