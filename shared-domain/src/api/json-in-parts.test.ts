import { parseJsonInParts } from './json-in-parts';

/** A list answer laid out as the API writes it: each element of a top-level array on its own line. */
const laidOut = (count: number) => {
  const cards = Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Card ${i + 1}`, text: 'x'.repeat(200) }));
  const text = `{"content":[\n${cards.map((c) => JSON.stringify(c)).join(',\n')}\n],"tags":[\n"a",\n"b"\n],"lastUpdate":7}`;
  return { text, cards };
};

const counting = () => {
  const pause = jest.fn(async () => undefined);
  return { pause };
};

describe('parseJsonInParts', () => {
  it('parses a long laid-out list in parts, with a pause between parts, to JSON.parse’s value', async () => {
    // 2,000 elements of about 250 characters: about 500,000 characters, several parts of ~96 KB.
    const { text, cards } = laidOut(2000);
    const { pause } = counting();
    const value = await parseJsonInParts(text, pause);
    expect(value).toEqual({ content: cards, tags: ['a', 'b'], lastUpdate: 7 });
    expect(Object.keys(value as object)).toEqual(['content', 'tags', 'lastUpdate']);
    expect(pause.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(pause.mock.calls.length).toBeLessThanOrEqual(6);
  });

  it('parses the next part only after the pause has resolved', async () => {
    const { text } = laidOut(2000);
    let release: () => void = () => undefined;
    const pause = jest.fn(() => new Promise<void>((resolve) => (release = resolve)));
    let done = false;
    const parsing = parseJsonInParts(text, pause).then(() => (done = true));
    await Promise.resolve();
    expect(pause).toHaveBeenCalledTimes(1);
    expect(done).toBe(false);
    for (let i = 0; i < 10 && !done; i++) {
      release();
      await new Promise((r) => setTimeout(r, 0));
    }
    await parsing;
    expect(done).toBe(true);
  });

  it('parses a short text or one on a single line at once, without pausing', async () => {
    const { pause } = counting();
    expect(await parseJsonInParts('{"content":[\n1,\n2\n]}', pause)).toEqual({ content: [1, 2] });
    const { cards } = laidOut(2000);
    const oneLine = JSON.stringify({ content: cards });
    expect(await parseJsonInParts(oneLine, pause)).toEqual({ content: cards });
    expect(pause).not.toHaveBeenCalled();
  });

  it('fails as JSON.parse does on a broken element, a missing comma or a trailing one', async () => {
    const { text } = laidOut(2000);
    const broken = text.replace('{"id":1500,', '{"id":1500');
    await expect(parseJsonInParts(broken, counting().pause)).rejects.toThrow(SyntaxError);
    const noComma = text.replace(
      '"name":"Card 900","text":"' + 'x'.repeat(200) + '"},',
      '"name":"Card 900","text":"' + 'x'.repeat(200) + '"}',
    );
    expect(noComma).not.toBe(text);
    await expect(parseJsonInParts(noComma, counting().pause)).rejects.toThrow(SyntaxError);
    const trailing = text.replace('\n],"tags"', ',\n],"tags"');
    await expect(parseJsonInParts(trailing, counting().pause)).rejects.toThrow(SyntaxError);
  });

  it('keeps a "__proto__" member an own property, as JSON.parse does', async () => {
    const { text } = laidOut(2000);
    const proto = text.replace('{"content":[', '{"__proto__":[');
    const value = (await parseJsonInParts(proto, counting().pause)) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.hasOwn(value, '__proto__')).toBe(true);
    expect((value['__proto__'] as unknown[]).length).toBe(2000);
  });

  it('reads a text whose arrays are nested deeper than the top level whole, as JSON.parse does', async () => {
    const { cards } = laidOut(2000);
    const nested = `{"page":{"content":[\n${cards.map((c) => JSON.stringify(c)).join(',\n')}\n]}}`;
    expect(await parseJsonInParts(nested, counting().pause)).toEqual({ page: { content: cards } });
  });
});
