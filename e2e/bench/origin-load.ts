// The origin under a crowd: autocannon on loopback against the shell's server (server rendering
// included), 20 connections over a mix of distinct page URLs (prayer details, tower floors,
// `?character=` links, list pages with queries), after a warm-up. Prints page views/s, p99,
// errors and the server's RSS growth over the measured requests; exits 1 on a breach.
//
//   tsx bench/origin-load.ts            (BENCH_ORIGIN_REQUESTS, BENCH_ORIGIN_CONNECTIONS override)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServers } from './serve-for-bench';

const ROOT = path.join(__dirname, '..', '..');
const CONTENT = path.join(ROOT, 'api-mock', 'content');
const REQUESTS = Number(process.env.BENCH_ORIGIN_REQUESTS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_ORIGIN_CONNECTIONS ?? 20);

export const BUDGETS = { pageViewsPerSecond: 2_000, p99Ms: 100, errors: 0, rssGrowthMb: 64 };

const idsIn = (dir: string, pattern: RegExp) =>
  fs
    .readdirSync(path.join(CONTENT, dir))
    .map((name) => pattern.exec(name)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number);

/** The mix: every prayer's details, every tower floor, a character link per character, list pages with queries. */
export function pageMix(): string[] {
  const prayers = idsIn('prayers', /^(\d+)\.json$/).map((id) => `/prayers/info/${id}`);
  const floors = idsIn('towers', /^floor-(\d+)\.json$/).map((floor) => `/stages/scarlet-devil-tower?floor=${floor}`);
  const characters = idsIn('characters', /^(\d+)\.json$/).map((id) => `/?character=${id}`);
  const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
  const lists = [
    ...letters.map((l) => `/prayers/standard-prayer?name=${l}`),
    ...letters.map((l) => `/prayers/ritual-prayer?name=${l}`),
    '/characters?tab=release-date',
    '/characters/release-order',
    '/characters/universe-tracker',
    '/story-cards',
    '/update-log',
  ];
  return [...prayers, ...floors, ...characters, ...lists];
}

/** The resident memory of the process listening on `port` (the shell's server), in MB. */
function rssMbOfListener(port: number): number {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listens on ${port}`);
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

const run = (origin: string, urls: string[], amount: number) =>
  autocannon({
    url: origin,
    connections: CONNECTIONS,
    amount,
    timeout: 10,
    // Cycles through the mix; a browser's headers (compressed HTML).
    requests: urls.map((p) => ({
      method: 'GET' as const,
      path: p,
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    })),
  });

/**
 * Visits every URL of the mix, a few at a time (the server renders a few pages at once; past that a
 * page goes without its render and is not kept), until every one comes from the origin's cache.
 */
async function warmUp(origin: string, urls: string[]) {
  for (let pass = 1; pass <= Number(process.env.BENCH_ORIGIN_WARMUP_PASSES ?? 8); pass++) {
    const counts: Record<string, number> = {};
    for (let i = 0; i < urls.length; i += 4)
      await Promise.all(
        urls.slice(i, i + 4).map(async (url) => {
          const response = await fetch(`${origin}${url}`, { headers: { accept: 'text/html' } });
          await response.arrayBuffer();
          const status = response.headers.get('x-origin-cache') ?? 'not kept';
          counts[status] = (counts[status] ?? 0) + 1;
        }),
      );
    console.log(`  warm-up pass ${pass}: ${JSON.stringify(counts)}`);
    if (counts.hit === urls.length) return;
  }
}

async function main() {
  const site = await startServers();
  let failed = false;
  try {
    const urls = pageMix();
    const port = Number(new URL(site.origin).port);
    // The server renders each page once the remotes answer: wait until a section page comes back rendered.
    for (let tries = 0; ; tries++) {
      const html = await (await fetch(`${site.origin}/prayers/info/1`)).text();
      if (html.includes('data-server-rendered-at')) break;
      if (tries > 60) throw new Error('the shell never rendered /prayers/info/1 on the server');
      await new Promise((r) => setTimeout(r, 500));
    }
    const rssStart = rssMbOfListener(port);
    await warmUp(site.origin, urls);
    const rssWarm = rssMbOfListener(port);
    const result = await run(site.origin, urls, REQUESTS);
    const rssEnd = rssMbOfListener(port);
    const pageViews = result.requests.average;
    const errors = result.errors + result.timeouts + result.non2xx;
    const growth = rssEnd - rssWarm;
    console.log(
      `\nOrigin under a crowd: ${urls.length} distinct URLs, ${CONNECTIONS} connections, ${result.requests.total} requests after a warm-up`,
    );
    console.log(`  page views/s  ${pageViews.toFixed(0)}  (budget ≥ ${BUDGETS.pageViewsPerSecond})`);
    console.log(`  p99           ${result.latency.p99} ms  (budget ≤ ${BUDGETS.p99Ms} ms; p50 ${result.latency.p50} ms)`);
    console.log(
      `  errors        ${errors}  (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}; budget ${BUDGETS.errors})`,
    );
    console.log(
      `  RSS           ${rssStart.toFixed(0)} MB at start, ${rssWarm.toFixed(0)} MB after the warm-up, ${rssEnd.toFixed(0)} MB after: +${growth.toFixed(1)} MB over the measured requests (budget ≤ ${BUDGETS.rssGrowthMb} MB)`,
    );
    const breaches = [
      pageViews < BUDGETS.pageViewsPerSecond && 'page views/s',
      result.latency.p99 > BUDGETS.p99Ms && 'p99',
      errors > BUDGETS.errors && 'errors',
      growth > BUDGETS.rssGrowthMb && 'RSS growth',
    ].filter(Boolean);
    if (breaches.length > 0) {
      console.error(`  BREACHED: ${breaches.join(', ')}`);
      failed = true;
    }
  } finally {
    await site.stop();
  }
  process.exitCode = failed ? 1 : 0;
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
