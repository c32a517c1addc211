import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { IssueList } from './content-issue';

export interface RawFile {
  /** Path relative to the content dir, with forward slashes. */
  file: string;
  data: unknown;
}

/** "Unexpected token } in JSON at position 42" -> "... (line 3, column 5)". */
function describeJsonError(text: string, err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const pos = /position (\d+)/.exec(message);
  if (!pos) return message;
  const before = text.slice(0, Number(pos[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `${message} (line ${line}, column ${column})`;
}

/** Parses one file; problems (unreadable, empty, invalid JSON) go to `issues` and give undefined. */
export async function readJsonFile(dir: string, file: string, issues: IssueList): Promise<RawFile | undefined> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dir, file), 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    issues.add(file, '(file)', code === 'ENOENT' ? 'file is missing' : `cannot read the file (${code ?? String(err)})`);
    return undefined;
  }
  if (text.trim() === '') {
    issues.add(file, '(file)', 'file is empty (expected JSON)');
    return undefined;
  }
  try {
    return { file, data: JSON.parse(text) as unknown };
  } catch (err) {
    issues.add(file, '(file)', `invalid JSON: ${describeJsonError(text, err)}`);
    return undefined;
  }
}

/** Runs `fn` over `items` with at most `limit` in flight (thousands of files must not exhaust descriptors). */
async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Reads every *.json file of one folder (sorted by name). A missing folder is an issue. */
export async function readJsonFolder(dir: string, folder: string, issues: IssueList): Promise<{ files: RawFile[]; names: string[] }> {
  let names: string[];
  try {
    names = (await fs.readdir(path.join(dir, folder), { withFileTypes: true }))
      .filter((e) => e.isFile() && e.name.endsWith('.json'))
      .map((e) => e.name)
      .sort();
  } catch {
    issues.add(`${folder}/`, '(folder)', 'folder is missing');
    return { files: [], names: [] };
  }
  const files = await mapLimited(names, 64, (name) => readJsonFile(dir, `${folder}/${name}`, issues));
  return { files: files.filter((f): f is RawFile => f !== undefined), names: names.map((n) => `${folder}/${n}`) };
}
