// The prayer calendar feeds' budgets (issue 46), on `--scale 10` content (seed 1) served as
// `npm start` serves it: each feed (/prayers/calendar/<feed>.ics) made in ≤ 50 ms once warm (median)
// and ≤ 300 KB uncompressed.
// What is timed: one GET on loopback from the request's start to its body's last byte (a kept-alive
// connection, no compression asked), which is the shell server's whole work for it: reading the
// prayer list from the API, the prayers remote writing the feed, its ETag. A server keeps the
// minute's text of a feed per site origin, so each "made" request names another Host (another
// origin) and is written afresh; the "kept" requests ask one origin again (the minute's copy), for
// reference. Each feed is asked once first (untimed), then up to RUNS times or until its time is
// spent, whichever comes first, so that a slow feed keeps the part short. Prints median and p95 per
// feed; exits non-zero on a breach.
import fs from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { CALENDAR_FEED_BUDGETS, feedBreaches, percentile, type FeedFigures } from './calendar-feeds-budgets';
import { median } from './median';
import { startServers } from './serve-for-bench';
import { generateTenfoldContent } from './scaled-content';

const FEEDS = ['all', 'festival', 'limited', 'ending-soon'];
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
/** How long a feed's made requests may take in all (at least MIN_RUNS are timed). */
const FEED_TIME_MS = 3000;
const MIN_RUNS = 3;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET with this Host header: its status, body and the ms from sending it to the body's end. */
function timedGet(origin: string, pathname: string, host: string): Promise<{ status: number; body: Buffer; ms: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    http
      .get(new URL(pathname, origin), { agent, headers: { host } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - t0 }));
      })
      .on('error', reject);
  });
}

const ms = (v: number) => `${v.toFixed(1)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const scaleDir = generateTenfoldContent();
  const figures: (FeedFigures & { keptMs: number[]; events: number; gzipBytes: number })[] = [];
  const server = await startServers({ CONTENT_DIR: scaleDir });
  try {
    const port = new URL(server.origin).port;
    // Each timed request a Host of its own: a new origin, so a feed the server has not kept.
    let hosts = 0;
    const freshHost = () => `feeds-${(hosts += 1)}.localhost:${port}`;
    for (const feed of FEEDS) {
      const pathname = `/prayers/calendar/${feed}.ics`;
      const warm = await timedGet(server.origin, pathname, freshHost());
      if (warm.status !== 200) throw new Error(`${pathname}: ${warm.status} ${warm.body.toString('utf8').slice(0, 200)}`);
      const made: number[] = [];
      let body = warm.body;
      for (let spent = 0; made.length < RUNS && (made.length < MIN_RUNS || spent < FEED_TIME_MS);) {
        const fresh = await timedGet(server.origin, pathname, freshHost());
        if (fresh.status !== 200) throw new Error(`${pathname}: ${fresh.status}`);
        made.push(fresh.ms);
        spent += fresh.ms;
        body = fresh.body;
      }
      // The first of these makes the origin's copy; the others read it.
      const kept: number[] = [];
      for (let i = 0; i <= RUNS; i += 1) {
        const again = await timedGet(server.origin, pathname, `localhost:${port}`);
        if (i > 0 && again.status === 200) kept.push(again.ms);
      }
      const events = body.toString('utf8').match(/^BEGIN:VEVENT\r?$/gm)?.length ?? 0;
      figures.push({ feed, madeMs: made, keptMs: kept, bytes: body.length, gzipBytes: zlib.gzipSync(body).length, events });
    }
  } finally {
    agent.destroy();
    await server.stop();
    fs.rmSync(scaleDir, { recursive: true, force: true });
  }

  const b = CALENDAR_FEED_BUDGETS;
  console.log(
    `\nCalendar feeds at content ×10: GET on loopback, after one to warm (made: up to ${RUNS} or ${FEED_TIME_MS / 1000} s; kept: ${RUNS})`,
  );
  console.log(
    `  ${'feed'.padEnd(12)}${'events'.padStart(7)}${'made'.padStart(6)}${'made: median'.padStart(14)}${'p95'.padStart(10)}${'kept: median'.padStart(14)}${'p95'.padStart(10)}${'size'.padStart(11)}${'gzip'.padStart(10)}`,
  );
  const breaches: string[] = [];
  for (const f of figures) {
    const madeMedian = median(f.madeMs);
    console.log(
      `  ${f.feed.padEnd(12)}${String(f.events).padStart(7)}${String(f.madeMs.length).padStart(6)}${ms(madeMedian).padStart(14)}${ms(percentile(f.madeMs, 95)).padStart(10)}` +
        `${ms(median(f.keptMs)).padStart(14)}${ms(percentile(f.keptMs, 95)).padStart(10)}${kb(f.bytes).padStart(11)}${kb(f.gzipBytes).padStart(10)}`,
    );
    breaches.push(...feedBreaches(f, madeMedian));
  }
  console.log(`  budget: each feed made afresh in ≤ ${b.madeMs} ms (median) and ≤ ${kb(b.bytes)} uncompressed`);
  if (breaches.length > 0) {
    console.error(`\nCalendar feed budget breached:\n  ${breaches.join('\n  ')}`);
    process.exit(1);
  }
  console.log('All calendar feed budgets met.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
