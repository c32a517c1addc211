import { parseJsonInParts } from 'shared-domain/api/json-in-parts';
import { listLayoutJson } from './list-layout-json';

describe('listLayoutJson', () => {
  it('writes each element of a top-level array on a line of its own', () => {
    const text = listLayoutJson({ content: [{ a: 1 }, { b: 'x\ny' }], n: 1, empty: [], gone: undefined, tags: ['t'] });
    expect(text).toBe('{"content":[\n{"a":1},\n{"b":"x\\ny"}\n],"n":1,"empty":[],"tags":[\n"t"\n]}');
  });

  it('reads back as the same value, and writes anything else as JSON.stringify does', () => {
    const value = { content: [1, null, [2, 3], { d: [4] }], at: new Date(0), nested: { list: [5, 6] } };
    expect(JSON.parse(listLayoutJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
    expect(listLayoutJson([1, 2])).toBe('[1,2]');
    expect(listLayoutJson('s')).toBe('"s"');
    expect(listLayoutJson(null)).toBe('null');
    expect(listLayoutJson(new Date(0))).toBe('"1970-01-01T00:00:00.000Z"');
  });

  it('is what a browser parses in parts: a long list read back part by part, with pauses between', async () => {
    const content = Array.from({ length: 3000 }, (_, i) => ({ id: i, effect: `Raises ATK by ${i}%.`, values: [1, 2, 3, 4, 5] }));
    const pause = jest.fn(async () => undefined);
    const value = await parseJsonInParts(listLayoutJson({ content, lastUpdate: 1 }), pause);
    expect(value).toEqual({ content, lastUpdate: 1 });
    expect(pause).toHaveBeenCalled();
  });
});
