/** @jest-environment node */
// Node's environment: links pack with CompressionStream and Blob streams, which jsdom lacks.
import { deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import type { Collection, LimitBreak } from 'shared-domain/collection/collection-model';
import {
  decodeShare,
  encodeShare,
  fromBase64Url,
  MAX_SHARE_CHARS,
  shareBytes,
  shareLink,
  shareParamOf,
  toBase64Url,
} from './collection-share';

const idKey = fc.integer({ min: 1, max: 9_999_999_999 }).map(String);
const collectionArb: fc.Arbitrary<Collection> = fc.record({
  units: fc.dictionary(idKey, fc.record({ fr: fc.boolean() }), { maxKeys: 300 }),
  cards: fc.dictionary(idKey, fc.constantFrom<LimitBreak>(0, 1, 2, 3, 4), { maxKeys: 300 }),
});
const problemOf = async (text: string) => {
  const read = await decodeShare(text);
  return read.ok ? null : read.problem;
};
const cutShort = (why: string) =>
  `This shared collection link is broken: ${why}. Ask for the link again: part of it may have been lost when it was copied.`;

describe('share links', () => {
  it('writes ids as gaps, rebirths as bits and limit breaks as nibbles', async () => {
    const c: Collection = { units: { '1003': { fr: false }, '1001': { fr: true } }, cards: { '5': 4 } };
    // 2 units: 1001 (varint e9 07), gap 2; rebirth bits 01; 1 card: 5; limit breaks 4.
    expect([...shareBytes(c)]).toEqual([2, 0xe9, 0x07, 2, 0x01, 1, 5, 4]);
    // Too small for deflate to pay: packed as is (first byte 1).
    expect(await encodeShare(c)).toBe('AQLpBwIBAQUE');
    expect(await decodeShare('AQLpBwIBAQUE')).toEqual({ ok: true, collection: c });
  });

  it('reads back any collection it wrote', async () => {
    await fc.assert(
      fc.asyncProperty(collectionArb, async (c) => {
        expect(await decodeShare(await encodeShare(c))).toEqual({ ok: true, collection: c });
      }),
      { numRuns: 60 },
    );
  });

  it('keeps a whole collection short enough for a link (deflated)', async () => {
    // Unit ids the way the game numbers them: a few dozen per series (1001.., 2001.., ...).
    const units: Record<string, { fr: boolean }> = {};
    for (let series = 1; series <= 72; series++) for (let n = 1; n <= 5; n++) units[String(series * 1000 + n)] = { fr: n % 2 === 0 };
    const cards: Record<string, LimitBreak> = {};
    for (let id = 1; id <= 1050; id++) cards[String(id)] = (id % 5) as LimitBreak;
    const encoded = await encodeShare({ units, cards });
    expect(fromBase64Url(encoded)[0]).toBe(2); // deflated
    expect(encoded.length).toBeLessThan(2000);
    expect(await decodeShare(encoded)).toEqual({ ok: true, collection: { units, cards } });
  });

  it('names a broken or hostile link and reads nothing of it', async () => {
    expect(await problemOf('not base64!')).toBe(cutShort('it is not in the link alphabet'));
    expect(await problemOf('')).toBe(cutShort('it is empty'));
    expect(await problemOf('AQIF')).toBe(cutShort('it is cut short'));
    expect(await problemOf('AQEAAAA')).toBe(cutShort('a unit id is out of range'));
    expect(await problemOf('AQABBQc')).toBe(cutShort('a story card has limit breaks 7 (0 to 4 expected)'));
    expect(await problemOf('AQAACQ')).toBe(cutShort('it has bytes left over'));
    expect(await problemOf('Af________8')).toBe(cutShort('it holds a number far too large'));
    expect(await problemOf('CQAA')).toBe(cutShort('it was made by another version of the site'));
    expect(await problemOf('AgECAwQF')).toBe(cutShort('it does not unpack'));
    expect(await problemOf('A'.repeat(MAX_SHARE_CHARS + 1))).toBe(
      "This shared collection link is broken: it is far longer than any collection's link.",
    );
  });

  it('stops a link that inflates without end', async () => {
    const bomb = toBase64Url(Uint8Array.from([2, ...deflateRawSync(Buffer.alloc(4 * 1024 * 1024))]));
    expect(bomb.length).toBeLessThan(MAX_SHARE_CHARS);
    expect(await problemOf(bomb)).toBe(cutShort('it unpacks to far more than a collection'));
  });

  it('refuses more entries than the game could have before reading them', async () => {
    // count 200,000 as a varint: c0 9a 0c
    expect(await problemOf(toBase64Url(Uint8Array.from([1, 0xc0, 0x9a, 0x0c])))).toBe(
      cutShort('it holds far more units than the game has'),
    );
  });

  it('finds the collection in a fragment and builds the link', () => {
    expect(shareParamOf('#c=AQLpBwIBAQUE')).toBe('AQLpBwIBAQUE');
    expect(shareParamOf('#top')).toBeNull();
    expect(shareParamOf('')).toBeNull();
    expect(shareLink('https://example.org', 'AQAA')).toBe('https://example.org/#c=AQAA');
  });
});
