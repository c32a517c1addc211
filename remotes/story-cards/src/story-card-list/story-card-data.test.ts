import type { StoryCardListResponse } from 'shared-domain/schemas/api/story-cards';
import { buildInSteps, buildStoryCardData, CARDS_PER_STEP } from './story-card-data';
import { testBuff, testCard } from './story-card-test-support';

// Two full steps and a part of a third.
const COUNT = CARDS_PER_STEP * 2 + 7;
const list = (content = Array.from({ length: COUNT }, (_, i) => testCard(i + 1))): StoryCardListResponse =>
  ({ content, tags: [{ id: 'tag-a', name: 'Tag A' }] }) as unknown as StoryCardListResponse;

describe('buildInSteps', () => {
  it('indexes every card once, in the order served, over one step per slice and one to finish', async () => {
    let steps = 0;
    const data = await buildInSteps(list(), async () => {
      steps += 1;
    });
    expect(steps).toBe(4);
    expect(data.index).toHaveLength(COUNT);
    // Positions run on across the slices: the default order and the last tie-breaker.
    expect(data.index.map((c) => c.position)).toEqual(Array.from({ length: COUNT }, (_, i) => i));
    expect(data.index.map((c) => c.card.id).slice(CARDS_PER_STEP - 1, CARDS_PER_STEP + 1)).toEqual([CARDS_PER_STEP, CARDS_PER_STEP + 1]);
    expect(data.tagNames.get('tag-a')).toBe('Tag A');
  });

  it('gives what building it at once gives', async () => {
    const source = list();
    expect(await buildInSteps(source, () => Promise.resolve())).toEqual(buildStoryCardData(source));
  });

  it('does no indexing before its first step: a render that starts it is not held by it', async () => {
    const broken = list([testCard(1, { buffs: [testBuff('elem:no-such-element')] })]);
    let release!: () => void;
    const building = buildInSteps(broken, () => new Promise<void>((resolve) => (release = resolve)));
    let settled = false;
    building.then(
      () => (settled = true),
      () => (settled = true),
    );
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    // Indexing this card throws: had it run before the first step, the build would have failed by now.
    expect(settled).toBe(false);
    release();
    await expect(building).rejects.toThrow('element not found!');
  });
});
