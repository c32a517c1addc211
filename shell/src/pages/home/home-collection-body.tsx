import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { API_CONTRACT } from 'shared-domain/api/contract/api-contract';
import { apiUrlFor } from 'shared-domain/federation/page-server';
import { CHARACTER_TYPE_INFO } from 'shared-domain/characters/character-types';
import { isEmptyCollection, type Collection } from 'shared-domain/collection/collection-model';
import { summarizeCollection, type CollectionSummary } from 'shared-domain/collection/collection-summary';
import type { ChronologicalResponse } from 'shared-domain/schemas/api/characters';
import type { IllustratorResponse, StoryCardListResponse } from 'shared-domain/schemas/api/story-cards';
import { useLinkedPages } from '../../routing/linked-pages';
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

async function loadFacts(collection: Collection, signal: AbortSignal): Promise<Facts> {
  // Same-origin: the shell's server proxies /api to the API server.
  const get = async <T,>(endpoint: Parameters<typeof apiUrlFor>[0]): Promise<T> => {
    const url = apiUrlFor(endpoint);
    const response = await fetch(url, { signal });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as T;
  };
  // The illustrator list is the compact source of every card's rarity and date (the full card list is 1 MB+).
  const [chrono, illust] = await Promise.all([
    get<ChronologicalResponse>(API_CONTRACT.characters.chronological),
    get<IllustratorResponse>(API_CONTRACT['story-cards'].illustrators),
  ]);
  const units = chrono.content.flatMap((g) => g.data);
  const cards = illust.content.flatMap((a) => a.storyCards);
  const known = idsOf(cards);
  if (knowsEveryCard(collection, known)) return { units, cards, full: false, known };
  // An owned card without an illustrator is only in the full list: fetched only for such a collection.
  const list = await get<StoryCardListResponse>(API_CONTRACT['story-cards'].storyCardList);
  return { units, cards: list.content, full: true, known: idsOf(list.content) };
}

/**
 * The units and cards the summary needs, fetched only once there is something to sum up, and again
 * when a card marked since (in another tab) is not among them.
 */
function useFacts(collection: Collection): Facts | 'failed' | null {
  const [facts, setFacts] = useState<Facts | 'failed' | null>(null);
  const wanted =
    !isEmptyCollection(collection) && (facts === null || (facts !== 'failed' && !facts.full && !knowsEveryCard(collection, facts.known)));
  useEffect(() => {
    if (!wanted) return undefined;
    const abort = new AbortController();
    loadFacts(collection, abort.signal).then(setFacts, () => {
      if (!abort.signal.aborted) setFacts('failed');
    });
    return () => abort.abort();
  }, [wanted, collection]);
  return facts;
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
  const facts = useFacts(collection);
  const [now] = useState(() => Date.now());
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
  if (facts === 'failed') return <p className={styles.note}>The summary could not be loaded; your collection is unchanged.</p>;
  if (!facts) return <p className={styles.note}>Summing up your collection…</p>;
  return <Summary summary={summarizeCollection(collection, facts.units, facts.cards, { jpContent, now })} jpContent={jpContent} />;
}
