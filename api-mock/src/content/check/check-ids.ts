import type { IssueList } from './content-issue';
import type { Sourced } from './validate-schemas';

/**
 * Each id once, and each file named after its id (e.g. characters/1001.json holds id 1001), so a
 * maintainer finds an entity where its id says.
 */
export function checkIdsAndFileNames<T>(
  items: readonly Sourced<T>[],
  folder: string,
  idOf: (value: T) => number | string,
  fileName: (id: number | string) => string,
  idPath: string,
  issues: IssueList,
): void {
  const firstFile = new Map<number | string, string>();
  for (const { file, value } of items) {
    const id = idOf(value);
    const expected = `${folder}/${fileName(id)}`;
    if (file !== expected) issues.add(file, idPath, `${idPath} ${JSON.stringify(id)} belongs in ${expected}`);
    const other = firstFile.get(id);
    if (other !== undefined) issues.add(file, idPath, `duplicate ${idPath} ${JSON.stringify(id)} (also in ${other})`);
    else firstFile.set(id, file);
  }
}
