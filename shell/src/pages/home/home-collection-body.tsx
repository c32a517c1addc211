import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { CHARACTER_TYPE_INFO } from 'shared-domain/characters/character-types';
import { isEmptyCollection, type Collection } from 'shared-domain/collection/collection-model';
import type { ChronologicalResponse } from 'shared-domain/schemas/api/characters';
import type { IllustratorResponse, StoryCardListResponse } from 'shared-domain/schemas/api/story-cards';
import { useChronologicalQuery } from 'shared-ui/api/characters-api';
import { useIllustratorsQuery, useStoryCardListQuery } from 'shared-ui/api/story-cards-api';
import { summarizeCollection, type CollectionSummary } from '../../chrome/collection/collection-summary';
import { useLinkedPages } from '../../routing/linked-pages';
import { useBaseApi } from '../../store/use-base-api';
import styles from './home-collection.module.css';

/**
 * `full`: the cards are the whole card list (an id not in it is not in the site's data at all).
 * `known`: their ids, made once with the facts (the check runs on every render of the summary).
 */
type Facts = {
  units: Parameters<typeof summarizeCollection>[1];
  cards: Parameters<typeof summarizeCollection>[2];
  full: boolean;
  known: ReadonlySet<string>;
};

const idsOf = (cards: Facts['cards']): ReadonlySet<string> => new Set(cards.map((c) => String(c.id)));

/** Whether every owned card is among the known ones. */
const knowsEveryCard = (collection: Collection, known: ReadonlySet<string>) => Object.keys(collection.cards).every((id) => known.has(id));

// The illustrator list is the compact source of every card's rarity and date (the full card list is 1 MB+).
const compactFacts = (chrono: ChronologicalResponse, illust: IllustratorResponse): Facts => {
  const cards = illust.content.flatMap((a) => a.storyCards);
  return { units: chrono.content.flatMap((g) => g.data), cards, full: false, known: idsOf(cards) };
};

const fullFacts = (compact: Facts, list: StoryCardListResponse): Facts => ({
  units: compact.units,
  cards: list.content,
  full: true,
  known: idsOf(list.content),
});

/**
 * The units and cards the summary needs, read through the site's one API cache (the character and
 * story-card pages share those answers) once there is something to sum up. The full card list is
 * asked for only while an owned card (marked since, in another tab) has no illustrator.
 */
function useFacts(collection: Collection): Facts | 'failed' | null {
  const skip = isEmptyCollection(collection);
  const chrono = useChronologicalQuery(undefined, { skip });
  const illust = useIllustratorsQuery(undefined, { skip });
  const compact = useMemo(() => (chrono.data && illust.data ? compactFacts(chrono.data, illust.data) : null), [chrono.data, illust.data]);
  const needsFull = compact !== null && !knowsEveryCard(collection, compact.known);
  const list = useStoryCardListQuery(undefined, { skip: !needsFull });
  const full = useMemo(() => (compact && list.data ? fullFacts(compact, list.data) : null), [compact, list.data]);
  if (chrono.isError || illust.isError || (needsFull && list.isError)) return 'failed';
  return needsFull ? full : compact;
}

function Summary({ summary, jpContent }: { summary: CollectionSummary; jpContent: boolean }) {
  const units = summary.unitsByType.reduce((n, t) => n + t.owned, 0);
  const cards = summary.cardsByRarity.reduce((n, r) => n + r.owned, 0);
  return (
    <div className={styles.summary} data-testid="home-collection-summary">
      <div>
        <h3 className={styles.subTitle}>
          {units} character{units === 1 ? '' : 's'} owned
        </h3>
        <ul className={styles.counts} aria-label="Characters owned by type">
          {summary.unitsByType.map(({ type, owned }) => (
            <li key={type}>
              {CHARACTER_TYPE_INFO[type].display} <strong>{owned}</strong>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className={styles.subTitle}>
          {cards} story card{cards === 1 ? '' : 's'} owned
        </h3>
        <ul className={styles.counts} aria-label="Story cards owned by rarity">
          {summary.cardsByRarity.map(({ rarity, owned }) => (
            <li key={rarity}>
              {rarity}★ <strong>{owned}</strong>
            </li>
          ))}
        </ul>
      </div>
      {summary.hidden > 0 && !jpContent ? (
        <p className={styles.note}>
          {summary.hidden} more owned {summary.hidden === 1 ? 'item is' : 'items are'} JP-only or not out yet: turn on JP content in the{' '}
          <Link to="/settings">settings</Link> to count {summary.hidden === 1 ? 'it' : 'them'}.
        </p>
      ) : null}
      {summary.unknown > 0 ? (
        <p className={styles.note}>
          {summary.unknown} marked {summary.unknown === 1 ? 'item is' : 'items are'} not in the site’s data and not counted.
        </p>
      ) : null}
    </div>
  );
}

/** The summary itself: loaded after hydration, so none of it weighs on the page's first load. */
export default function HomeCollectionBody({ collection, jpContent }: { collection: Collection; jpContent: boolean }) {
  const empty = isEmptyCollection(collection);
  const trackers = useLinkedPages('home-collection');
  const apiReady = useBaseApi(!empty);
  if (empty) {
    return (
      <p className={styles.note} data-testid="home-collection-empty">
        Nothing marked yet. Open a character and tick <em>Owned</em>, or give a story card its limit breaks
        {trackers.length > 0 ? (
          <>
            {' '}
            in the{' '}
            {trackers.map((page, i) => (
              <span key={page.path}>
                {i > 0 ? (i === trackers.length - 1 ? ' or the ' : ', the ') : null}
                <Link to={page.path}>{page.menu?.label ?? page.title}</Link>
              </span>
            ))}
          </>
        ) : null}
        : your marks stay in this browser.
      </p>
    );
  }
  if (!apiReady) return <p className={styles.note}>Summing up your collection…</p>;
  return <CollectionFacts collection={collection} jpContent={jpContent} />;
}

/** The summary once the units and cards it sums are read. */
function CollectionFacts({ collection, jpContent }: { collection: Collection; jpContent: boolean }) {
  const facts = useFacts(collection);
  const [now] = useState(() => Date.now());
  if (facts === 'failed') return <p className={styles.note}>The summary could not be loaded; your collection is unchanged.</p>;
  if (!facts) return <p className={styles.note}>Summing up your collection…</p>;
  return <Summary summary={summarizeCollection(collection, facts.units, facts.cards, { jpContent, now })} jpContent={jpContent} />;
}
