import type { TowerDetailResponse, TowerListResponse } from 'shared-domain/schemas/api/towers';
import { withRealApi } from 'shared-ui/dev/real-api';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { floorMeta } from '../../../server/page-server';
import { catalogue } from '../../messages/catalogue';
import { testClock } from '../../test-support/tower-test-env';
import { EnemyColumn } from './enemy-column';

// A fixed moment, never today: the committed content's floors 1 to 150 are out in global by then
// (150 on 2026-02-17), 151 to 200 are dated later and 201 to 210 are JP only.
const AT = Date.parse('2026-03-01T00:00:00Z');
const LAST_GLOBAL_FLOOR = 150;
const SPOILER = '? Unrevealed character (spoiler)';

const api = withRealApi({ now: AT });
type Floor = TowerDetailResponse['content'];
/** The API's answer for each floor, lowest floor first. */
let answers: TowerDetailResponse[] = [];
let floors: Floor[] = [];

beforeAll(async () => {
  const list = await api.getJson<TowerListResponse>('/towers/get-list');
  const details = await Promise.all(list.content.map((f) => api.getJson<TowerDetailResponse>(`/towers/get-detail?floor=${f.floor}`)));
  answers = details.sort((a, b) => a.content.floor - b.content.floor);
  floors = answers.map((d) => d.content);
});

const releasedAt = (floor: Floor) => floor.release.global !== null && Date.parse(floor.release.global) <= AT;
const enemiesOf = (floor: Floor) => floor.enemies.filter((e) => e !== null);

/** Every enemy of every floor in one tree, as the floor page shows each, at AT. */
function renderEveryEnemy(jpContent: boolean) {
  const element = (
    <>
      {floors.map((floor) => (
        <section key={floor.floor} data-floor={floor.floor}>
          {enemiesOf(floor).map((enemy, i) => (
            <EnemyColumn key={i} enemy={enemy} floorRelease={floor.release} animate={false} reducedMotion />
          ))}
        </section>
      ))}
    </>
  );
  const { container } = renderRoutes([{ path: '/', element }], '/', { settings: { jpContent }, clock: testClock(AT).clock });
  const sections = new Map([...container.querySelectorAll<HTMLElement>('section[data-floor]')].map((s) => [Number(s.dataset.floor), s]));
  return (floor: number) => [...(sections.get(floor)?.querySelectorAll<HTMLElement>('[data-testid="enemy-column"]') ?? [])];
}

describe('every enemy of every floor, at a fixed time', () => {
  it('holds the content this walk was written against', () => {
    expect(floors).toHaveLength(210);
    expect(floors.filter(releasedAt).map((f) => f.floor)).toEqual(Array.from({ length: LAST_GLOBAL_FLOOR }, (_, i) => i + 1));
  });

  it.each([
    ['off', false],
    ['on', true],
  ])('with JP content %s, names each enemy of a released floor, and of a future floor only with JP content', (_, jpContent) => {
    const columnsOf = renderEveryEnemy(jpContent);
    const wrong: string[] = [];
    for (const floor of floors) {
      const named = jpContent || floor.floor <= LAST_GLOBAL_FLOOR;
      const columns = columnsOf(floor.floor);
      expect(columns).toHaveLength(enemiesOf(floor).length);
      enemiesOf(floor).forEach((enemy, i) => {
        const column = columns[i]!;
        const heading = column.querySelector('[data-testid="enemy-name"]')?.textContent ?? '';
        const pictures = [...column.querySelectorAll('img')].map((img) => img.getAttribute('src'));
        const ok = named
          ? heading.includes(enemy.unit.name.en) && !heading.includes(SPOILER) && !pictures.includes(enemy.unit.spoilerSafeThumbnail)
          : heading === SPOILER &&
            !(column.textContent ?? '').includes(enemy.unit.name.en) &&
            pictures.every((src) => src === enemy.unit.spoilerSafeThumbnail);
        if (!ok) wrong.push(`floor ${floor.floor}, unit ${enemy.unit.id}: '${heading}'`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['off', false],
    ['on', true],
  ])("with JP content %s, a floor's link preview names the same enemies", (_, jpContent) => {
    const wrong: string[] = [];
    for (const answer of answers) {
      const floor = answer.content;
      const meta = floorMeta(answer, { jpContent, now: AT, t: catalogue.in('en') });
      const expected =
        jpContent || floor.floor <= LAST_GLOBAL_FLOOR
          ? `Enemies: ${enemiesOf(floor)
              .map((e) => e.unit.name.en)
              .join(', ')}.`
          : null;
      const description = meta?.description?.split(' Rewards:')[0] ?? null;
      if (description !== expected) wrong.push(`floor ${floor.floor}: ${String(description)}`);
    }
    expect(wrong).toEqual([]);
  });
});
