import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { contentOf, DEFAULT_CONTENT_DIR, listsOf, loadContent, type Content, type ContentLists } from '../content/load-content';
import { fromSnapshot } from './content-snapshot';

let root: string;
let inputs: string;
let snapshots: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-snapshot-'));
  inputs = path.join(root, 'inputs');
  snapshots = path.join(root, 'snapshots');
  fs.mkdirSync(path.join(inputs, 'nested'), { recursive: true });
  fs.mkdirSync(snapshots);
  fs.writeFileSync(path.join(inputs, 'nested', 'a.json'), '{"n":1}');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A value made from the input file, counting how often it was made. */
function source() {
  const made = { count: 0 };
  const read = () =>
    fromSnapshot({
      name: 'value',
      dir: snapshots,
      inputs: [inputs],
      load: async () => {
        made.count++;
        return {
          n: (JSON.parse(fs.readFileSync(path.join(inputs, 'nested', 'a.json'), 'utf8')) as { n: number }).n,
          at: new Map([[1, 'x']]),
        };
      },
      save: (value) => ({ n: value.n }),
      revive: (data) => ({ ...data, at: new Map([[1, 'x']]) }),
    });
  return { made, read };
}

describe('fromSnapshot', () => {
  it('makes the value once, and reads it back while its inputs are the same', async () => {
    const { made, read } = source();
    expect(await read()).toEqual({ n: 1, at: new Map([[1, 'x']]) });
    expect(await read()).toEqual({ n: 1, at: new Map([[1, 'x']]) });
    expect(made.count).toBe(1);
  });

  it('makes it again once a file under an input changes, or its name', async () => {
    const { made, read } = source();
    await read();
    fs.writeFileSync(path.join(inputs, 'nested', 'a.json'), '{"n":2}');
    expect((await read()).n).toBe(2);
    fs.renameSync(path.join(inputs, 'nested', 'a.json'), path.join(inputs, 'nested', 'b.json'));
    fs.writeFileSync(path.join(inputs, 'nested', 'a.json'), '{"n":2}');
    await read();
    expect(made.count).toBe(3);
    // Only the snapshot of the inputs as they are now is kept.
    expect(fs.readdirSync(snapshots)).toHaveLength(1);
  });

  it('makes it again in place of a snapshot cut short', async () => {
    const { made, read } = source();
    await read();
    const [file] = fs.readdirSync(snapshots);
    fs.writeFileSync(path.join(snapshots, file!), '{"n":');
    expect((await read()).n).toBe(1);
    expect(made.count).toBe(2);
    // The one made again is whole.
    expect(JSON.parse(fs.readFileSync(path.join(snapshots, file!), 'utf8'))).toEqual({ n: 1 });
  });
});

describe('the committed content, as test files read it back', () => {
  it('is the content the API loads: the same lists, lookups to the same entities, read-only', async () => {
    const loaded = await loadContent(DEFAULT_CONTENT_DIR);
    const back: Content = contentOf(JSON.parse(JSON.stringify(listsOf(loaded))) as ContentLists);
    expect(isDeepStrictEqual(back, loaded)).toBe(true);
    const character = back.characters[0]!;
    expect(back.characterById.get(character.id)).toBe(character);
    expect(Object.isFrozen(back) && Object.isFrozen(character) && Object.isFrozen(back.kourindouRoulette)).toBe(true);
  });
});
