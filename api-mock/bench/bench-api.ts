/**
 * API load benchmark (root `pnpm bench:api`). Starts the API (its real entry point, in its own
 * process) and, for each GET case, a bare node:http server sending the same bytes; drives both with
 * autocannon on loopback and prints req/s, p99 and the ratios. Exits 1 on a breach of a target.
 *
 *   tsx bench/bench-api.ts [--content DIR] [--duration 5] [--connections 10]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

interface Args {
  content: string | undefined;
  duration: number;
  connections: number;
}

const parseArgs = (argv: string[]): Args => {
  const args: Args = { content: undefined, duration: 5, connections: 10 };
  const tokens = argv.filter((a) => a !== '--');
  for (let i = 0; i < tokens.length; i += 2) {
    const flag = tokens[i];
    const value = tokens[i + 1];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--content') args.content = path.resolve(process.env.INIT_CWD ?? process.cwd(), value);
    else if (flag === '--duration') args.duration = Number(value);
    else if (flag === '--connections') args.connections = Number(value);
    else throw new Error(`unknown option ${flag} (use --content DIR, --duration S, --connections N)`);
  }
  return args;
};

const API_DIR = path.resolve(__dirname, '..');
const TSX = path.join(API_DIR, 'node_modules', '.bin', 'tsx');

/** Spawns a server and resolves with its base URL from the "... listening on URL" line. */
const startServer = (args: string[], env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(TSX, args, { cwd: API_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in 120 s:\n${out}\n${err}`)), 120_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: m[1] });
      }
    });
    child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${err}`));
    });
  });

const stop = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

interface Load {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

interface Measured {
  rps: number;
  p99: number;
  problems: number;
  bytes: number;
  /** API/bare: the median of the interleaved pairs' ratios (compare cases only). */
  ratio?: number;
}

/**
 * autocannon appends every body chunk to a JS string (`req.body += chunk`): UTF-8 decoding of a
 * binary (br/gzip) body caps one client near 60 MB/s whatever the server does. Bodies are not
 * checked here, so that string building is switched off; bytes are still counted separately.
 */
const skipBodyStrings = (client: unknown): void => {
  const queue = (client as { pipelinedRequests?: { addBody?: (data: unknown) => void } }).pipelinedRequests;
  if (queue) queue.addBody = () => undefined;
};

const measure = async (load: Load, args: Args, duration = args.duration): Promise<Measured> => {
  const result = await autocannon({
    setupClient: skipBodyStrings,
    url: load.url,
    method: load.method ?? 'GET',
    headers: load.headers ?? {},
    body: load.body,
    connections: args.connections,
    duration,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    problems: result.errors + result.timeouts + result.non2xx + result.resets + result.mismatches,
    bytes: result.throughput.average,
  };
};

const PAIRS = 3;

/** Several runs of one case: mean req/s, median p99 (a single stall is noise), all problems. */
const combine = (runs: Measured[]): Measured => {
  const p99s = runs.map((r) => r.p99).sort((x, y) => x - y);
  return {
    rps: runs.reduce((t, r) => t + r.rps, 0) / runs.length,
    p99: p99s[Math.floor(p99s.length / 2)] ?? 0,
    problems: runs.reduce((t, r) => t + r.problems, 0),
    bytes: runs.reduce((t, r) => t + r.bytes, 0) / runs.length,
  };
};

/** Written by node's http server on every response (the bare one too): not copied. */
const NODE_WRITES = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** Records the API's answer to `load` (wire bytes and headers) so the bare server can send exactly those. */
const record = async (load: Load, dir: string, name: string): Promise<{ file: string; size: number }> => {
  const { request } = await import('node:http');
  const { headers: resHeaders, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request(load.url, { method: load.method ?? 'GET', headers: load.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(load.body);
  });
  // Every header the API sent (the security headers too: a bare server answering for the site must
  // send them as well), except those node's server writes itself.
  const headers: Record<string, string> = {};
  for (const [h, v] of Object.entries(resHeaders)) {
    if (!NODE_WRITES.has(h) && typeof v === 'string') headers[h] = v;
  }
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify({ headers, bodyBase64: body.toString('base64') }));
  return { file, size: body.length };
};

interface Row {
  case: string;
  size: number;
  api: Measured;
  bare: Measured | null;
  targets: string;
  ok: boolean;
}

const fmt = (n: number, digits = 0): string => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const main = async (): Promise<void> => {
  const args = parseArgs(process.argv.slice(2));
  const tmp = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  // The roll rate limit guards against scripts; this load run is one on purpose.
  const env: NodeJS.ProcessEnv = { API_PORT: '0', API_HOST: '127.0.0.1', LOG_LEVEL: 'warn', ROLL_RATE_LIMIT: 'off' };
  if (args.content) env.CONTENT_DIR = args.content;
  process.stdout.write(`starting the API${args.content ? ` on ${args.content}` : ''}...\n`);
  const api = await startServer(['src/main.ts'], env);
  const rows: Row[] = [];
  try {
    // Warm the caches and the JIT: the first request of each list serializes and compresses it.
    const lists = [
      '/api/story-cards/get-list',
      '/api/prayers/get-list',
      '/api/characters/chronological',
      '/api/characters/variants',
      '/api/towers/get-list',
      '/api/towers/get-rewards',
      '/api/story-cards/get-illust',
      '/api/general/home',
    ];
    const sizes: [string, number][] = [];
    for (const p of lists) {
      const r = await fetch(`${api.url}${p}`, { headers: { 'accept-encoding': 'identity' } });
      sizes.push([p, (await r.arrayBuffer()).byteLength]);
      await fetch(`${api.url}${p}`, { headers: { 'accept-encoding': 'br, gzip' } }).then((x) => x.arrayBuffer());
    }
    const largest = sizes.sort((a, b) => b[1] - a[1])[0]?.[0] ?? '/api/story-cards/get-list';
    const list = (await (await fetch(`${api.url}/api/prayers/get-list`)).json()) as {
      content: { id: number; flags: { simulator: boolean; gcOnly: boolean }; max: number | null }[];
    };
    const rollable = list.content.find((p) => p.flags.simulator && !p.flags.gcOnly && p.max === null);
    if (!rollable) throw new Error('no prayer with a simulator in the first page');

    const small: Load = { url: `${api.url}/api/health` };
    const big: Load = { url: `${api.url}${largest}`, headers: { 'accept-encoding': 'br, gzip' } };
    const rollLoad: Load = {
      url: `${api.url}/api/prayers/roll`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: rollable.id, type: 'multi', sbNo: -1, suNo: -1, pullNo: 0 }),
    };

    const compare = async (name: string, load: Load, target: (api: Measured, bare: Measured) => [string, boolean]) => {
      const rec = await record(load, tmp, name.replace(/\W+/g, '-'));
      const bare = await startServer(['bench/bare-server.ts', rec.file], {});
      try {
        const path = new URL(load.url).pathname;
        const bareLoad = { ...load, url: `${bare.url}${path}` };
        await measure(load, args, 1);
        await measure(bareLoad, args, 1);
        // Interleaved pairs (API then bare, three times): load drifting on the machine hits both alike,
        // and the ratio is the median of the pairs' ratios, so one disturbed pair does not decide it.
        const pairs: [Measured, Measured][] = [];
        for (let i = 0; i < PAIRS; i++) pairs.push([await measure(load, args), await measure(bareLoad, args)]);
        const a = combine(pairs.map((p) => p[0]));
        const b = combine(pairs.map((p) => p[1]));
        const ratios = pairs.map(([x, y]) => x.rps / y.rps).sort((x, y) => x - y);
        a.ratio = ratios[Math.floor(ratios.length / 2)] ?? 0;
        const [targets, ok] = target(a, b);
        rows.push({ case: name, size: rec.size, api: a, bare: b, targets, ok: ok && a.problems === 0 && b.problems === 0 });
      } finally {
        await stop(bare.child);
      }
    };

    await compare('small GET /api/health', small, (a) => {
      const ratio = a.ratio ?? 0;
      return [`ratio >= 0.7 (${fmt(ratio, 2)}), p99 <= 10 ms`, ratio >= 0.7 && a.p99 <= 10];
    });
    await compare(`largest list ${largest} (br)`, big, (a) => [`>= 2,000 req/s`, a.rps >= 2000]);

    await measure(rollLoad, args, 1);
    const runs: Measured[] = [];
    for (let i = 0; i < PAIRS; i++) runs.push(await measure(rollLoad, args));
    const r = combine(runs);
    rows.push({
      case: 'POST /api/prayers/roll (multi)',
      size: Buffer.byteLength(rollLoad.body ?? ''),
      api: r,
      bare: null,
      targets: '>= 5,000 req/s, p99 <= 10 ms',
      ok: r.rps >= 5000 && r.p99 <= 10 && r.problems === 0,
    });
  } finally {
    await stop(api.child);
    rmSync(tmp, { recursive: true, force: true });
  }

  const header = ['case', 'bytes', 'API req/s', 'API p99 ms', 'bare req/s', 'bare p99 ms', 'API/bare', 'errors', 'target', 'ok'];
  const lines = rows.map((row) => [
    row.case,
    fmt(row.size),
    fmt(row.api.rps),
    fmt(row.api.p99),
    row.bare ? fmt(row.bare.rps) : '-',
    row.bare ? fmt(row.bare.p99) : '-',
    row.bare ? `${fmt(row.api.ratio ?? row.api.rps / row.bare.rps, 2)}x` : '-',
    String(row.api.problems + (row.bare?.problems ?? 0)),
    row.targets,
    row.ok ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const printRow = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  process.stdout.write(
    `\nautocannon: ${args.connections} connections, ${args.duration} s per run (GET cases: 3 interleaved API/bare pairs; req/s = mean, p99 and API/bare = median), loopback\n`,
  );
  process.stdout.write(`${printRow(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${lines.map(printRow).join('\n')}\n`);
  const failed = rows.filter((r) => !r.ok);
  if (failed.length) {
    process.stderr.write(`\nBREACH: ${failed.map((f) => f.case).join('; ')}\n`);
    process.exit(1);
  }
  process.stdout.write('\nall targets met\n');
};

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
