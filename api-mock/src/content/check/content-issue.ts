/** One problem found in the content: the file (relative to the content dir), the path inside it, and what is wrong. */
export interface ContentIssue {
  file: string;
  path: string;
  message: string;
}

/** Formats a path like ['pool', 'chara', 3, 'chance', 'sc'] as "pool.chara[3].chance.sc" ("(root)" when empty). */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(root)';
}

export const formatIssue = (i: ContentIssue): string => `${i.file}: ${i.path}: ${i.message}`;

/** Collects issues; `at` binds a file so checks can report with a path and a message only. */
export class IssueList {
  readonly items: ContentIssue[] = [];
  add(file: string, path: readonly PropertyKey[] | string, message: string): void {
    this.items.push({ file, path: typeof path === 'string' ? path : formatPath(path), message });
  }
  get size(): number {
    return this.items.length;
  }
}
