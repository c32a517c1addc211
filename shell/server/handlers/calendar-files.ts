import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isCalendarPath } from 'shared-domain/federation/page-server';
import { sectionForPath } from 'shared-domain/federation/sections';
import { askRemote } from '../ask-remote';
import { namesEtag } from '../if-none-match';
import { originOf, type ShellContext } from './shell-context';

/**
 * Calendar apps poll a subscribed feed for as long as it is subscribed: nginx and the apps may keep
 * one a few minutes, and a poll that finds it unchanged costs a 304 (its ETag).
 */
export const CALENDAR_CACHE_CONTROL = 'public, max-age=300';

/** The longest a calendar waits for its remote (which reads the whole prayer list from the API). */
const WAIT_MS = 10_000;

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** A section's handler that leaves its calendar files (`….ics`) to `serveCalendarFile`. */
export const withCalendarFiles =
  (ctx: ShellContext, page: Handler): Handler =>
  (request, reply) =>
    isCalendarPath(request.url.split(/[?#]/, 1)[0]!) ? serveCalendarFile(ctx, request, reply) : page(request, reply);

const plain = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send(message);

/** Not the client's doing: asked again in a moment, and kept by nobody. */
const unavailable = (reply: FastifyReply, message: string) =>
  reply.code(503).header('Cache-Control', 'no-store').header('Retry-After', '5').type('text/plain; charset=utf-8').send(message);

/** The request's URL on the site's public origin (a Host header no URL can hold falls back to localhost). */
function siteUrl(ctx: ShellContext, request: FastifyRequest): URL {
  try {
    return new URL(`${originOf(ctx, request)}${request.url}`);
  } catch {
    return new URL(request.url, 'http://localhost');
  }
}

/**
 * A calendar file (RFC 5545) of the section the path is in, as that remote's server module makes it
 * from the content (`PageServer.calendarFile`, the way it lists its sitemap URLs): with an ETag, a
 * 304 for a client that has it, and a plain message for a path with no calendar. A remote or an API
 * that cannot answer now is a 503, never a 500: nothing a client sends makes one.
 */
export async function serveCalendarFile(ctx: ShellContext, request: FastifyRequest, reply: FastifyReply) {
  const url = siteUrl(ctx, request);
  const section = sectionForPath(url.pathname);
  const server = section ? await ctx.renderSection.pageServer(section.id).catch(() => null) : null;
  if (section && !server) return unavailable(reply, `The ${section.title} cannot make its calendars right now: try again soon.`);
  const answer = server?.calendarFile
    ? await askRemote(
        () => server.calendarFile!(url, ctx.pageMetas.apiText, Date.now()),
        WAIT_MS,
        (message) => console.error(`[calendar] ${url.pathname} could not be made: ${message}`),
      )
    : { value: null };
  if (typeof answer !== 'object') return unavailable(reply, 'The calendar could not be made in time: try again soon.');
  const file = answer.value;
  if (file === null) return plain(reply, 404, 'There is no calendar at this address.');
  if (file.status !== 200) return plain(reply, file.status, file.message);
  const etag = `"${createHash('sha256').update(file.ics).digest('base64url').slice(0, 32)}"`;
  reply.header('ETag', etag).header('Cache-Control', CALENDAR_CACHE_CONTROL);
  if (namesEtag(request.headers['if-none-match'], [etag])) return reply.code(304).send();
  return reply.type('text/calendar; charset=utf-8').send(file.ics);
}
