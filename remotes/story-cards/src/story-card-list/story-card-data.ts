import type { StoryCardListResponse } from 'shared-domain/schemas/api/story-cards';
import { releaseTransitions } from './card-release';
import { effectOptions } from './effect-catalogue';
import { indexStoryCards, type IndexedCard } from './story-card-index';

/** What the list data gives every search: built once per response, not per keystroke. */
export interface StoryCardData {
  index: IndexedCard[];
  options: ReturnType<typeof effectOptions>;
  tagNames: ReadonlyMap<string, string>;
  /** When some card changes release state (card-release.ts). */
  transitions: readonly number[];
}

/** Cards indexed in one step of `buildInSteps`: a few milliseconds of a phone's main thread. */
export const CARDS_PER_STEP = 300;

/** Everything at once (the server's render, which has no one to keep waiting). */
export function buildStoryCardData(data: StoryCardListResponse): StoryCardData {
  return finish(data, indexStoryCards(data.content));
}

/**
 * The same, in steps with `nextStep` between them (a task of its own each in a browser), so a
 * page's first render does not index the whole list in one long task. Rejects with the index's
 * own error (an unknown stat id, an unknown element).
 */
export async function buildInSteps(data: StoryCardListResponse, nextStep: () => Promise<void>): Promise<StoryCardData> {
  const index: IndexedCard[] = [];
  for (let from = 0; from < data.content.length; from += CARDS_PER_STEP) {
    await nextStep();
    index.push(...indexStoryCards(data.content.slice(from, from + CARDS_PER_STEP), from));
  }
  await nextStep();
  return finish(data, index);
}

function finish(data: StoryCardListResponse, index: IndexedCard[]): StoryCardData {
  return {
    index,
    options: effectOptions(
      data.content,
      data.tags.map((t) => t.id),
    ),
    tagNames: new Map(data.tags.map((t) => [t.id, t.name])),
    transitions: releaseTransitions(index),
  };
}
