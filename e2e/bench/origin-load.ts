// The origin under a crowd: autocannon on loopback against the shell's server (server rendering
// included), 20 connections over a mix of distinct page URLs (prayer details, tower floors,
// `?character=` links, list pages with queries), after a warm-up. Prints page views/s, p99,
// errors and the server's RSS growth over the measured requests; exits 1 on a breach. Then the
// same mix through nginx in front of two shell servers (deploy/run-nginx-site.ts: its page cache).
//
//   tsx bench/origin-load.ts            (BENCH_ORIGIN_REQUESTS, BENCH_ORIGIN_CONNECTIONS override;
//                                        BENCH_ORIGIN_CASES=node or nginx runs one case)
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
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

/** Where a response says it came from a cache: the shell server's own, or nginx's in front. */
interface CacheProbe {
  header: string;
  hit: string;
}
const ORIGIN_CACHE: CacheProbe = { header: 'x-origin-cache', hit: 'hit' };
const NGINX_CACHE: CacheProbe = { header: 'x-cache-status', hit: 'HIT' };

/**
 * Visits every URL of the mix, a few at a time (the server renders a few pages at once; past that a
 * page goes without its render and is not kept), until every one comes from the cache.
 */
async function warmUp(origin: string, urls: string[], probe: CacheProbe = ORIGIN_CACHE) {
  for (let pass = 1; pass <= Number(process.env.BENCH_ORIGIN_WARMUP_PASSES ?? 8); pass++) {
    const counts: Record<string, number> = {};
    for (let i = 0; i < urls.length; i += 4)
      await Promise.all(
        urls.slice(i, i + 4).map(async (url) => {
          // The measured requests' own Accept-Encoding: nginx keeps one copy per encoding asked (Vary).
          const response = await fetch(`${origin}${url}`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } });
          await response.arrayBuffer();
          const status = response.headers.get(probe.header) ?? 'not kept';
          counts[status] = (counts[status] ?? 0) + 1;
        }),
      );
    console.log(`  warm-up pass ${pass}: ${JSON.stringify(counts)}`);
    if (counts[probe.hit] === urls.length) return;
  }
}

// The nginx case's ports, apart from the node case's (serve-for-bench.ts) and the e2e suite's.
const NGINX_PORTS = {
  SHELL_PORT: '28180',
  SHELL_SERVER_PORTS: '28181,28182',
  API_PORTS: '24101,24102',
  CHARACTERS_PORT: '23101',
  PRAYERS_PORT: '23102',
  STORY_CARDS_PORT: '23103',
  TOWER_PORT: '23104',
  UPDATE_LOG_PORT: '23105',
};

/** nginx with its page cache in front of two shell servers and two API instances, as deploy/ runs it. */
async function startNginxSite() {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const child = spawn(path.join(ROOT, 'api-mock', 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'deploy', 'run-nginx-site.ts')], {
    env: { ...process.env, ...NGINX_PORTS, NGINX_RUN_DIR: runDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the nginx site did not start within 120 s')), 120_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('nginx site at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`the nginx site exited (${code})`)));
  });
  return {
    origin: `http://localhost:${NGINX_PORTS.SHELL_PORT}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      fs.rmSync(runDir, { recursive: true, force: true });
    },
  };
}

/** Waits until the server renders a section page (it does once the remotes answer). */
async function untilRendered(origin: string) {
  for (let tries = 0; ; tries++) {
    const html = await (await fetch(`${origin}/prayers/info/1`)).text();
    if (html.includes('data-server-rendered-at')) return;
    if (tries > 120) throw new Error(`${origin} never rendered /prayers/info/1 on the server`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Prints one case's figures; true when a budget is breached. */
function report(title: string, result: autocannon.Result, rss?: { start: number; warm: number; end: number }): boolean {
  const pageViews = result.requests.average;
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `\n${title}: ${pageMix().length} distinct URLs, ${CONNECTIONS} connections, ${result.requests.total} requests after a warm-up`,
  );
  console.log(`  page views/s  ${pageViews.toFixed(0)}  (budget ≥ ${BUDGETS.pageViewsPerSecond})`);
  console.log(`  p99           ${result.latency.p99} ms  (budget ≤ ${BUDGETS.p99Ms} ms; p50 ${result.latency.p50} ms)`);
  console.log(
    `  errors        ${errors}  (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}; budget ${BUDGETS.errors})`,
  );
  const growth = rss ? rss.end - rss.warm : 0;
  if (rss)
    console.log(
      `  RSS           ${rss.start.toFixed(0)} MB at start, ${rss.warm.toFixed(0)} MB after the warm-up, ${rss.end.toFixed(0)} MB after: +${growth.toFixed(1)} MB over the measured requests (budget ≤ ${BUDGETS.rssGrowthMb} MB)`,
    );
  const breaches = [
    pageViews < BUDGETS.pageViewsPerSecond && 'page views/s',
    result.latency.p99 > BUDGETS.p99Ms && 'p99',
    errors > BUDGETS.errors && 'errors',
    growth > BUDGETS.rssGrowthMb && 'RSS growth',
  ].filter(Boolean);
  if (breaches.length > 0) console.error(`  BREACHED: ${breaches.join(', ')}`);
  return breaches.length > 0;
}

/** The same mix through nginx and two shell servers: pages from nginx's cache, refreshed in the background. */
async function nginxCase(): Promise<boolean> {
  const site = await startNginxSite();
  try {
    const urls = pageMix();
    await untilRendered(site.origin);
    await warmUp(site.origin, urls, NGINX_CACHE);
    return report('nginx with two shell servers', await run(site.origin, urls, REQUESTS));
  } finally {
    await site.stop();
  }
}

/** The shell's server alone, as `npm start` serves it: pages from its own cache. */
async function nodeCase(): Promise<boolean> {
  const site = await startServers();
  try {
    const urls = pageMix();
    const port = Number(new URL(site.origin).port);
    await untilRendered(site.origin);
    const start = rssMbOfListener(port);
    await warmUp(site.origin, urls);
    const warm = rssMbOfListener(port);
    const result = await run(site.origin, urls, REQUESTS);
    return report('Origin under a crowd', result, { start, warm, end: rssMbOfListener(port) });
  } finally {
    await site.stop();
  }
}

async function main() {
  const cases = (process.env.BENCH_ORIGIN_CASES ?? 'node,nginx').split(',');
  let failed = false;
  if (cases.includes('node')) failed = (await nodeCase()) || failed;
  if (cases.includes('nginx')) failed = (await nginxCase()) || failed;
  process.exitCode = failed ? 1 : 0;
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
