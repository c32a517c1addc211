/** About this many characters are parsed at a time; a shorter text is parsed in one go. */
const PART_CHARS = 96 * 1024;

interface Run {
  key: string;
  items: string[];
}

// A line that opens a run: it ends with a top-level property's name and the array's '['.
const RUN_OPENER = /"((?:[^"\\]|\\.)*)":\[$/;

/** The text's skeleton (each run's array left empty) and its runs, or null when it is not laid out so. */
function splitRuns(lines: readonly string[]): { skeleton: string; runs: Run[] } | null {
  const skeleton: string[] = [];
  const runs: Run[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    skeleton.push(line);
    i += 1;
    const opener = RUN_OPENER.exec(line);
    if (!opener) continue;
    const items: string[] = [];
    while (i < lines.length && !lines[i]!.startsWith(']')) items.push(lines[i++]!);
    if (i === lines.length || items.length === 0) return null;
    // Every element but the last is followed by its comma.
    if (items.some((item, n) => item.endsWith(',') !== n < items.length - 1)) return null;
    runs.push({ key: JSON.parse(`"${opener[1]}"`) as string, items });
  }
  return runs.length === 0 ? null : { skeleton: skeleton.join(''), runs };
}

/** One run's elements, parsed a part at a time with a pause before each part after the first. */
async function parseRun(items: readonly string[], pause: () => Promise<void>): Promise<unknown[]> {
  const out: unknown[] = [];
  let start = 0;
  while (start < items.length) {
    let end = start;
    let chars = 0;
    while (end < items.length && (end === start || chars < PART_CHARS)) chars += items[end++]!.length;
    if (start > 0) await pause();
    const joined = items.slice(start, end).join('');
    const part = JSON.parse(`[${end < items.length ? joined.slice(0, -1) : joined}]`) as unknown[];
    for (const value of part) out.push(value);
    start = end;
  }
  return out;
}

/** The parsed value of a laid-out text, or null for any other (also one whose parts do not parse). */
async function inParts(text: string, pause: () => Promise<void>): Promise<{ value: unknown } | null> {
  const split = splitRuns(text.split('\n'));
  if (split === null) return null;
  const root: unknown = JSON.parse(split.skeleton);
  if (typeof root !== 'object' || root === null || Array.isArray(root)) return null;
  const object = root as Record<string, unknown>;
  const keys = split.runs.map((r) => r.key);
  const empty = (key: string) => Array.isArray(object[key]) && (object[key] as unknown[]).length === 0;
  if (new Set(keys).size !== keys.length || !keys.every((key) => key !== '__proto__' && Object.hasOwn(object, key) && empty(key)))
    return null;
  for (const run of split.runs) object[run.key] = await parseRun(run.items, pause);
  return { value: object };
}

/**
 * JSON.parse for a long list, in parts: the API writes each element of a top-level array on a
 * line of its own (api-mock's list-layout-json.ts), and each part of such a text is parsed in a
 * task of its own, after `pause`. The value is JSON.parse's; any other text is JSON.parse'd whole,
 * with its errors.
 */
export async function parseJsonInParts(text: string, pause: () => Promise<void>): Promise<unknown> {
  if (text.length <= PART_CHARS) return JSON.parse(text);
  const parted = await inParts(text, pause).catch(() => null);
  return parted === null ? JSON.parse(text) : parted.value;
}
