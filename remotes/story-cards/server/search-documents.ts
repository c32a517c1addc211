import { storyCardsContract as api } from 'shared-domain/api/contract/story-cards';
import { apiUrlFor, preparedPerText, type ApiText } from 'shared-domain/federation/page-server';
import type { SearchDocument } from 'shared-domain/federation/search-document';
import type { StoryCardListItem } from 'shared-domain/schemas/api/story-cards';
import { LOCALES, type Locale } from 'shared-domain/i18n/locales';
import { catalogue, type Translate } from '../src/messages/catalogue';
import { effectLabel } from '../src/story-card-list/effect-catalogue';

/** Words players use for an effect beyond its label: a tag buff is a "killer" of that tag, a slash bullet is "slicing". */
function effectWords(attrType: string, attrName: string, tagName: (id: string) => string | undefined): string[] {
  // The effect's own words ("Paralyze", not "Anomaly: Paralyze"): every byte of the index goes to a phone.
  const words = [effectLabel(attrType, attrName, tagName).replace(/^[A-Za-z]+: /, '')];
  if (attrType === 'tag') {
    const tag = tagName(attrName) ?? attrName;
    words.push(`killer ${tag}`, `${tag} killer`);
  }
  if (attrType === 'bullet' && attrName === 'slash') words.push('slicing', 'slice');
  return words;
}

interface CardList {
  cards: StoryCardListItem[];
  tags: Map<string, string>;
}

/** The list as the API sends it, read once per answer; null when it is not the shape the page reads. */
const cardList = preparedPerText((json): CardList | null => {
  const { content, tags } = (typeof json === 'object' && json !== null ? json : {}) as { content?: unknown; tags?: unknown };
  if (!Array.isArray(content) || !Array.isArray(tags)) return null;
  const cards = content as StoryCardListItem[];
  if (!cards.every((c) => typeof c?.name === 'string' && typeof c.releaseDate === 'string' && Array.isArray(c.buffs))) return null;
  return { cards, tags: new Map((tags as Array<{ id: string; name: string }>).map((t) => [t.id, t.name])) };
});

/** A card is a spoiler until its global release (the list shows it only with JP content on before then). */
const unreleased = (card: StoryCardListItem, now: number) => Date.parse(card.releaseDate) > now;

/**
 * Every story card (names, aliases, effects, illustrator) and every illustrator, for the site-wide
 * search; `words` are the section's in each language, for the lines that have some.
 */
export function storyCardDocuments(list: CardList, now: number, words: Record<Locale, Translate>): SearchDocument[] {
  const tagName = (id: string) => list.tags.get(id);
  const cards = list.cards.map((card): SearchDocument => {
    const buffs = [...card.buffs, ...card.randomBuffs.flat()];
    const effects = [...new Set(buffs.flatMap((b) => effectWords(b.attrType, b.attrName, tagName)))];
    return {
      id: `story-cards:${card.id}`,
      group: 'story-cards',
      title: card.name,
      subtitle: `${card.rarity}★${card.artistName ? ` · ${card.artistName}` : ''}`,
      // An alias of the first priority is the card's own short name ("lbf"); the others name who it
      // features ("seiran"), which is no name of the card: a keyword, below a character's own name.
      names: [card.name, ...(card.nameJp ? [card.nameJp] : []), ...card.aliases.filter((a) => a.priority > 0).map((a) => a.value)],
      keywords: [...card.aliases.filter((a) => a.priority <= 0).map((a) => a.value), ...effects],
      url: `/story-cards?name=${encodeURIComponent(card.name)}`,
      ...(unreleased(card, now) ? { spoiler: true } : {}),
    };
  });
  // An illustrator is found once one of their cards is out (before that, naming them names the card's art).
  const artists = new Map<string, { name: string; jp: string | null; released: boolean; count: number }>();
  for (const card of list.cards) {
    if (!card.artist || !card.artistName) continue;
    const known = artists.get(card.artist) ?? { name: card.artistName, jp: card.artistJp, released: false, count: 0 };
    artists.set(card.artist, { ...known, released: known.released || !unreleased(card, now), count: known.count + 1 });
  }
  const illustrators = [...artists].map(([id, a]): SearchDocument => ({
    id: `illustrators:${id}`,
    group: 'illustrators',
    title: a.name,
    subtitle: words.en('search.illustratorLine', { count: a.count }),
    subtitleIn: { ja: words.ja('search.illustratorLine', { count: a.count }) },
    names: [a.name, ...(a.jp ? [a.jp] : [])],
    url: `/story-cards?artist=${encodeURIComponent(id)}`,
    ...(a.released ? {} : { spoiler: true }),
  }));
  return [...cards, ...illustrators];
}

/** The story-card section's search documents, from the API's card list. */
export async function searchDocuments(apiText: ApiText, now: number): Promise<SearchDocument[]> {
  const text = await apiText(apiUrlFor(api.storyCardList));
  if (text === null) throw new Error('the API did not answer');
  const list = cardList(text);
  if (!list) return [];
  await Promise.all(LOCALES.map((locale) => catalogue.load(locale)));
  return storyCardDocuments(list, now, { en: catalogue.in('en'), ja: catalogue.in('ja') });
}
