import { createHash } from 'node:crypto';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { listLayoutJson } from './list-layout-json';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Bodies below this size are not worth compressing (headers cost more than the saving). */
const MIN_COMPRESS_BYTES = 1024;
/** Brotli's top quality is slow on multi-megabyte bodies (the --scale 10 set): cap it there. */
const BROTLI_MAX_Q_BYTES = 256 * 1024;

type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  body: Buffer;
  etag: string;
  /** The 200 and 304 headers of this variant, built once (the hot path only copies references). */
  headers: Record<string, string>;
  notModified: Record<string, string>;
  /** `headers`/`notModified` with a direct write's extra headers, built on its first use. */
  direct?: { extra: DirectHeaders; headers: Record<string, string>; notModified: Record<string, string> };
}

/**
 * Headers every response carries besides its own (the site's security headers). Given to `send`,
 * they mean "write straight to node's response": fastify's hooks, which add them on every other
 * path, do not run for a prepared body.
 */
export type DirectHeaders = Readonly<Record<string, string>>;

export interface PreparedOptions {
  contentType: string;
  cacheControl: string;
  /** The request headers the body was chosen by, besides Accept-Encoding. */
  varyAlso?: string;
}

/**
 * One read-only response, serialized once. Compressed variants are built on first demand, off the
 * main thread (zlib's thread pool), then kept: a body is compressed at most once per encoding.
 */
export class PreparedResponse {
  readonly identity: Variant;
  readonly contentType: string;
  readonly cacheControl: string;
  private readonly vary: string;
  private readonly hash: string;
  private readonly pending: Partial<Record<'br' | 'gzip', Promise<Variant | null>>> = {};
  private readonly ready: Partial<Record<'br' | 'gzip', Variant | null>> = {};

  constructor(body: Buffer, options: PreparedOptions) {
    this.contentType = options.contentType;
    this.cacheControl = options.cacheControl;
    this.vary = options.varyAlso ? `Accept-Encoding, ${options.varyAlso}` : 'Accept-Encoding';
    // A strong validator from the bytes themselves: same content => same tag across restarts.
    this.hash = createHash('sha1').update(body).digest('base64url').slice(0, 22);
    this.identity = this.makeVariant(body, `"${this.hash}"`, null);
  }

  static json(value: unknown, cacheControl: string): PreparedResponse {
    return new PreparedResponse(Buffer.from(listLayoutJson(value)), {
      contentType: 'application/json; charset=utf-8',
      cacheControl,
    });
  }

  /** Starts compressing both encodings now (used to warm the big lists at start-up). */
  warm(): Promise<unknown> {
    return Promise.all([this.variant('gzip'), this.variant('br')]);
  }

  /** Compressed variant, or null when compression does not pay (tiny body or no saving). */
  variant(encoding: 'br' | 'gzip'): Variant | null | Promise<Variant | null> {
    const done = this.ready[encoding];
    if (done !== undefined) return done;
    let pending = this.pending[encoding];
    if (!pending) {
      pending = this.compress(encoding).then((v) => {
        this.ready[encoding] = v;
        return v;
      });
      this.pending[encoding] = pending;
    }
    return pending;
  }

  private async compress(encoding: 'br' | 'gzip'): Promise<Variant | null> {
    const raw = this.identity.body;
    if (raw.length < MIN_COMPRESS_BYTES) return null;
    const body =
      encoding === 'gzip'
        ? await gzipAsync(raw, { level: 9 })
        : await brotliAsync(raw, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: raw.length > BROTLI_MAX_Q_BYTES ? 7 : 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            },
          });
    if (body.length >= raw.length) return null;
    // Each encoding is its own representation, so its own strong tag.
    return this.makeVariant(body, `"${this.hash}-${encoding === 'gzip' ? 'gz' : 'br'}"`, encoding);
  }

  private makeVariant(body: Buffer, etag: string, encoding: 'br' | 'gzip' | null): Variant {
    const common = { etag, 'cache-control': this.cacheControl, vary: this.vary };
    const headers: Record<string, string> = { 'content-type': this.contentType, 'content-length': String(body.length), ...common };
    if (encoding) headers['content-encoding'] = encoding;
    return { body, etag, headers, notModified: common };
  }

  /** True when an If-None-Match header names this content (any of its encodings; weak comparison). */
  matches(ifNoneMatch: string): boolean {
    if (ifNoneMatch.trim() === '*') return true;
    for (const part of ifNoneMatch.split(',')) {
      let tag = part.trim();
      if (tag.startsWith('W/')) tag = tag.slice(2);
      if (tag.length < 3 || !tag.startsWith('"')) continue;
      const opaque = tag.slice(1, -1);
      if (opaque === this.hash || opaque === `${this.hash}-gz` || opaque === `${this.hash}-br`) return true;
    }
    return false;
  }

  /**
   * Sends the best representation for this request; 304 when the client already has it. With
   * `direct` headers the bytes and one prebuilt header object go straight to node's response
   * (fastify's reply pipeline has nothing to add to a prepared body: no serializer, and the
   * headers its hooks would add are `direct`); without (request logging on) through `reply`.
   */
  send(request: FastifyRequest, reply: FastifyReply, direct: DirectHeaders | null = null): FastifyReply | Promise<FastifyReply> {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return this.write(request, reply, this.identity, direct);
    const v = this.variant(encoding);
    if (!(v instanceof Promise)) return this.write(request, reply, v ?? this.identity, direct);
    return v.then((c) => this.write(request, reply, c ?? this.identity, direct));
  }

  private write(request: FastifyRequest, reply: FastifyReply, variant: Variant, direct: DirectHeaders | null): FastifyReply {
    const inm = request.headers['if-none-match'];
    const fresh = inm !== undefined && this.matches(inm);
    if (direct) {
      // One object to writeHead, on a response with no header set yet: node validates and writes
      // each header once (setting some first would make it merge and validate them twice).
      let merged = variant.direct;
      if (merged?.extra !== direct) {
        merged = { extra: direct, headers: { ...direct, ...variant.headers }, notModified: { ...direct, ...variant.notModified } };
        variant.direct = merged;
      }
      reply.hijack();
      reply.raw.writeHead(fresh ? 304 : 200, fresh ? merged.notModified : merged.headers);
      reply.raw.end(fresh || request.method === 'HEAD' ? undefined : variant.body);
      return reply;
    }
    if (fresh) return reply.code(304).headers(variant.notModified).send();
    return reply.code(200).headers(variant.headers).send(variant.body);
  }
}

/** Browsers send a handful of distinct Accept-Encoding values: parse each once. */
const encodingMemo = new Map<string, Encoding>();

/** br > gzip > identity, honouring q=0 exclusions; a missing header means identity. */
export const pickEncoding = (header: string | undefined): Encoding => {
  if (!header) return 'identity';
  const known = encodingMemo.get(header);
  if (known) return known;
  const picked = parseAcceptEncoding(header);
  if (encodingMemo.size < 256) encodingMemo.set(header, picked);
  return picked;
};

const parseAcceptEncoding = (header: string): Encoding => {
  let br = false;
  let gz = false;
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = (rawName ?? '').trim().toLowerCase();
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/i.test(p));
    if (refused) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gz = true;
    else if (name === '*') {
      br = true;
      gz = true;
    }
  }
  return br ? 'br' : gz ? 'gzip' : 'identity';
};
