import { towersContract as api } from 'shared-domain/api/contract/towers';
import { apiUrlFor, type ApiText } from 'shared-domain/federation/page-server';
import type { SearchDocument } from 'shared-domain/federation/search-document';
import { towerListResponseSchema, type TowerListResponse } from 'shared-domain/schemas/api/towers';
import type { TowerT } from '../src/messages/catalogue';

const FLOOR_PAGE = '/stages/scarlet-devil-tower';

/** Every floor by the ways players write one ("floor 120", "F120", "120F", "#120"); a floor not out in global is a spoiler. */
export function floorDocuments(floors: TowerListResponse['content'], now: number, t: TowerT): SearchDocument[] {
  return floors.map(({ floor, release }) => {
    const released = release.global !== null && Date.parse(release.global) <= now;
    return {
      id: `floors:${floor}`,
      group: 'floors',
      title: t('floor.pageTitle', { floor }),
      subtitle: t('floor.searchSubtitle'),
      // The ways players type a floor, not interface text. "120" alone starts a word of "floor 120".
      names: [`floor ${floor}`, `F${floor}`, `${floor}F`, `#${floor}`],
      keywords: ['tower', 'floor', 'sdt'],
      url: `${FLOOR_PAGE}?floor=${floor}`,
      ...(released ? {} : { spoiler: true }),
    };
  });
}

/** The tower's search documents, from the API's floor list. */
export async function searchDocuments(apiText: ApiText, now: number, t: TowerT): Promise<SearchDocument[]> {
  const text = await apiText(apiUrlFor(api.towerList));
  if (text === null) throw new Error('the API did not answer');
  const parsed = towerListResponseSchema.safeParse(JSON.parse(text));
  return parsed.success ? floorDocuments(parsed.data.content ?? [], now, t) : [];
}
