import { isLimitBreak, type Collection, type LimitBreak, type UnitMark } from 'shared-domain/collection/collection-model';

/**
 * A collection in a link's fragment (`#c=…`), which never reaches a server. Binary, then base64url:
 * the unit ids sorted and written as gaps (varints: most gaps fit one byte), one bit per unit for
 * the rebirth, then the card ids the same way and one nibble per card for its limit breaks.
 * The first byte says how the rest is packed: 1 as is, 2 deflate-raw (taken only when smaller).
 */
export const SHARE_PARAM = 'c';
const PLAIN = 1;
const DEFLATED = 2;
/** Far longer than any real collection's link (every unit and card is a few KB): refused unread. */
export const MAX_SHARE_CHARS = 64 * 1024;
/** What an inflated link may grow to: a deflate bomb stops here. */
const MAX_INFLATED_BYTES = 1024 * 1024;
const MAX_ENTRIES = 100_000;
/** The largest id the file format accepts (ten digits). */
const MAX_ID = 9_999_999_999;

export type ShareRead = { ok: true; collection: Collection } | { ok: false; problem: string };

class Writer {
  private bytes: number[] = [];
  varint(n: number) {
    let v = n;
    while (v >= 0x80) {
      this.bytes.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    this.bytes.push(v);
  }
  byte(b: number) {
    this.bytes.push(b);
  }
  done = () => Uint8Array.from(this.bytes);
}

class Reader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  byte(): number {
    if (this.at >= this.bytes.length) throw new ShareError('it is cut short');
    return this.bytes[this.at++]!;
  }
  varint(): number {
    let n = 0;
    let scale = 1;
    for (let i = 0; i < 6; i++) {
      const b = this.byte();
      n += (b & 0x7f) * scale;
      if (b < 0x80) return n;
      scale *= 0x80;
    }
    throw new ShareError('it holds a number far too large');
  }
  get ended() {
    return this.at === this.bytes.length;
  }
}

class ShareError extends Error {}

const sortedIds = (record: Readonly<Record<string, unknown>>) =>
  Object.keys(record)
    .map(Number)
    .sort((a, b) => a - b);

function writeIds(w: Writer, ids: number[]) {
  w.varint(ids.length);
  let prev = 0;
  for (const id of ids) {
    w.varint(id - prev);
    prev = id;
  }
}

function readIds(r: Reader, what: string): number[] {
  const count = r.varint();
  if (count > MAX_ENTRIES) throw new ShareError(`it holds far more ${what} than the game has`);
  const ids: number[] = [];
  let prev = 0;
  for (let i = 0; i < count; i++) {
    const gap = r.varint();
    // Gaps are at least 1: ids strictly ascend, so none repeats.
    if (gap < 1 || prev + gap > MAX_ID) throw new ShareError(`a ${what.slice(0, -1)} id is out of range`);
    prev += gap;
    ids.push(prev);
  }
  return ids;
}

/** The collection as bytes (before packing). */
export function shareBytes(c: Collection): Uint8Array {
  const w = new Writer();
  const units = sortedIds(c.units);
  writeIds(w, units);
  for (let i = 0; i < units.length; i += 8) {
    let bits = 0;
    for (let j = 0; j < 8 && i + j < units.length; j++) if (c.units[String(units[i + j])]?.fr) bits |= 1 << j;
    w.byte(bits);
  }
  const cards = sortedIds(c.cards);
  writeIds(w, cards);
  for (let i = 0; i < cards.length; i += 2) {
    const lo = c.cards[String(cards[i])] ?? 0;
    const hi = i + 1 < cards.length ? (c.cards[String(cards[i + 1])] ?? 0) : 0;
    w.byte(lo | (hi << 4));
  }
  return w.done();
}

export function collectionFromShareBytes(bytes: Uint8Array): Collection {
  const r = new Reader(bytes);
  const unitIds = readIds(r, 'units');
  const units: Record<string, UnitMark> = {};
  for (let i = 0; i < unitIds.length; i += 8) {
    const bits = r.byte();
    for (let j = 0; j < 8 && i + j < unitIds.length; j++) units[String(unitIds[i + j])] = { fr: (bits & (1 << j)) !== 0 };
  }
  const cardIds = readIds(r, 'cards');
  const cards: Record<string, LimitBreak> = {};
  for (let i = 0; i < cardIds.length; i += 2) {
    const b = r.byte();
    const pair = [b & 0x0f, b >> 4];
    for (let j = 0; j < 2 && i + j < cardIds.length; j++) {
      const lb = pair[j];
      if (!isLimitBreak(lb)) throw new ShareError(`a story card has limit breaks ${lb} (0 to 4 expected)`);
      cards[String(cardIds[i + j])] = lb;
    }
  }
  if (!r.ended) throw new ShareError('it has bytes left over');
  return { units, cards };
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new ShareError('it is not in the link alphabet');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit: number): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new ShareError('it unpacks to far more than a collection');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

const canDeflate = () => typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';

/** The fragment's value for a collection: deflated when the browser can and it is shorter. */
export async function encodeShare(c: Collection): Promise<string> {
  const plain = shareBytes(c);
  let packed = Uint8Array.from([PLAIN, ...plain]);
  if (canDeflate()) {
    const deflated = await pipe(plain, new CompressionStream('deflate-raw'), MAX_INFLATED_BYTES);
    if (deflated.length + 1 < packed.length) packed = Uint8Array.from([DEFLATED, ...deflated]);
  }
  return toBase64Url(packed);
}

const BROKEN = 'This shared collection link is broken';

/** Reads a fragment's value; every problem is named, and nothing is half-read. */
export async function decodeShare(text: string): Promise<ShareRead> {
  if (text.length > MAX_SHARE_CHARS) return { ok: false, problem: `${BROKEN}: it is far longer than any collection's link.` };
  try {
    const packed = fromBase64Url(text);
    if (packed.length === 0) throw new ShareError('it is empty');
    const [method] = packed;
    const body = packed.subarray(1);
    if (method === PLAIN) return { ok: true, collection: collectionFromShareBytes(body) };
    if (method === DEFLATED) {
      if (!canDeflate()) return { ok: false, problem: 'This browser cannot unpack this shared collection link.' };
      let inflated: Uint8Array;
      try {
        inflated = await pipe(body, new DecompressionStream('deflate-raw'), MAX_INFLATED_BYTES);
      } catch (error) {
        throw error instanceof ShareError ? error : new ShareError('it does not unpack');
      }
      return { ok: true, collection: collectionFromShareBytes(inflated) };
    }
    throw new ShareError('it was made by another version of the site');
  } catch (error) {
    const why = error instanceof ShareError ? error.message : 'it cannot be read';
    return { ok: false, problem: `${BROKEN}: ${why}. Ask for the link again: part of it may have been lost when it was copied.` };
  }
}

/** The `c` value of a location's fragment (`#c=…`), or null when it has none. */
export function shareParamOf(hash: string): string | null {
  if (!hash.startsWith('#')) return null;
  return new URLSearchParams(hash.slice(1)).get(SHARE_PARAM);
}

/** The link to share: this site's address with the collection in the fragment. */
export const shareLink = (origin: string, encoded: string): string => `${origin}/#${SHARE_PARAM}=${encoded}`;
