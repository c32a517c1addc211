#!/usr/bin/env node
// The README's commands, written for a machine with only Node 20 and npm: every command
// installs the pinned pnpm and the dependencies first, builds what changed, then does its job.
//   start  API + every remote + the shell at http://localhost:8080 (Ctrl+C stops all)
//   dev    the same with hot reload
//   test   typecheck, lint, format check, Jest, production builds, Playwright twice: alone and through
//          nginx (installs Debian Chromium and nginx if missing); a flaky test fails it on main
//   bench  delivery code size, bundle budgets, page vitals, first tap, Lighthouse, interaction budgets, API throughput, calendar feeds, search and the origin's page views/s
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePnpm } from './lib/ensure-pnpm.mjs';
import { buildChanged } from './lib/build-changed.mjs';
import { cacheArgs, restoreChecks, saveChecks } from './lib/check-cache.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureNginx } from './lib/ensure-nginx.mjs';
import { startSite } from './lib/start-site.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const command = process.argv[2] ?? 'start';
const extra = process.argv.slice(3);

/** Each step's title and seconds, for the table `test` prints at its end. */
const times = [];

function step(title, cmd, args, { keepGoing = false, ...options } = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
  times.push([title, (Date.now() - started) / 1000]);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (exit ${result.status ?? result.signal})`);
    if (keepGoing) return false;
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return true;
}

/**
 * Steps that each keep one core busy, run side by side. Each one's output is printed whole when it
 * ends, so the log reads as if they ran in turn; a failure stops the run once all have ended.
 */
async function stepsTogether(steps) {
  const results = await Promise.all(
    steps.map(
      ([title, cmd, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code, signal) => {
            const seconds = (Date.now() - started) / 1000;
            console.log(`\n▶ ${title}`);
            process.stdout.write(Buffer.concat(output));
            if (code === 0) console.log(`✔ ${title} (${seconds.toFixed(1)} s)`);
            else console.error(`✖ ${title} failed (exit ${code ?? signal})`);
            resolve({ title, seconds, ok: code === 0, code });
          });
        }),
    ),
  );
  for (const { title, seconds } of results) times.push([`${title} (side by side)`, seconds]);
  const failed = results.find((r) => !r.ok);
  if (failed) process.exit(failed.code ?? 1);
}

function timed(title, run) {
  const started = Date.now();
  run();
  times.push([title, (Date.now() - started) / 1000]);
}

const runStarted = Date.now();

/** The step times as a Markdown table (docs/testing.md keeps one run's); the total is the wall clock, as some steps overlap. */
function printStepTimes() {
  const total = (Date.now() - runStarted) / 1000;
  console.log('\n| step | time |\n| --- | --- |');
  for (const [title, s] of [...times, ['total', total]])
    console.log(`| ${title} | ${s >= 60 ? `${Math.floor(s / 60)} min ${Math.round(s % 60)} s` : `${s.toFixed(1)} s`} |`);
}

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

/** A Playwright JSON report's tests by outcome ('expected', 'unexpected', 'flaky', 'skipped'), each named by file, title and project. */
function playwrightOutcomes(report) {
  const out = { expected: [], unexpected: [], flaky: [], skipped: [] };
  const walk = (suite, titles) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) out[t.status]?.push(`${spec.file} › ${[...here, spec.title].join(' › ')} [${t.projectName}]`);
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return out;
}

/** Whether this checkout is on main, where a flaky test fails the run (elsewhere it is only named). */
function onMain() {
  const r = spawnSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim() === 'main';
}

/**
 * The closing line over Jest and both Playwright suites, e.g. "tests: 1883 passed, 0 failed, 0 flaky"
 * (a flaky test, passed on its retry, is named there), after the name of every failed one. Returns
 * whether the run may pass: nothing failed, each report was written, and (on main) nothing flaky.
 */
function printTotals(jestReport, suites) {
  const jest = readJson(jestReport);
  // A test file that cannot run counts as one failure (Jest counts no test in it).
  const brokenFiles = jest?.numRuntimeErrorTestSuites ?? 0;
  const lines = [`Jest: ${jest ? `${jest.numPassedTests} passed, ${jest.numFailedTests + brokenFiles} failed` : 'no report'}`];
  let passed = jest?.numPassedTests ?? 0;
  let failed = (jest?.numFailedTests ?? 0) + brokenFiles;
  let skipped = jest?.numPendingTests ?? 0;
  const flaky = [];
  const failures = [];
  for (const file of jest?.testResults ?? []) {
    const where = path.relative(ROOT, file.name);
    if (file.assertionResults.length === 0 && file.status === 'failed') failures.push(`Jest: ${where} (did not run)`);
    for (const t of file.assertionResults) if (t.status === 'failed') failures.push(`Jest: ${where} › ${t.fullName}`);
  }
  let complete = Boolean(jest);
  for (const [name, file] of suites) {
    const report = readJson(file);
    complete &&= Boolean(report);
    const o = playwrightOutcomes(report);
    passed += o.expected.length;
    failed += o.unexpected.length;
    skipped += o.skipped.length;
    flaky.push(...o.flaky.map((t) => `${name}: ${t}`));
    failures.push(...o.unexpected.map((t) => `${name}: ${t}`));
    lines.push(
      `${name}: ${report ? `${o.expected.length} passed, ${o.unexpected.length} failed, ${o.flaky.length} flaky` : 'no report'}` +
        (o.skipped.length ? `, ${o.skipped.length} skipped` : ''),
    );
  }
  const flakyFails = flaky.length > 0 && onMain();
  console.log(`\n${lines.join('; ')}`);
  for (const t of failures) console.log(`failed: ${t}`);
  for (const t of flaky) console.log(`flaky (passed on its retry${flakyFails ? '; fails the run on main' : ''}): ${t}`);
  const flakyNote = flaky.length ? `: ${flaky.join('; ')}` : '';
  console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}, ${flaky.length} flaky${flakyNote}`);
  return complete && failed === 0 && jest.success && !flakyFails;
}

const pnpm = ensurePnpm(ROOT);
// Playwright must never download a browser: Debian's Chromium is used.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
step('install dependencies', pnpm, ['install', '--frozen-lockfile', '--prefer-offline']);

switch (command) {
  case 'start': {
    buildChanged(ROOT);
    await startSite(ROOT, { mode: 'production' });
    break;
  }
  case 'dev': {
    await startSite(ROOT, { mode: 'dev' });
    break;
  }
  case 'test': {
    ensureChromium();
    // Three checks on the two cores: each looks again only at the files that changed since the last
    // run with these dependencies (Prettier only at the same path), so whichever has most to do sets the time.
    const cache = cacheArgs(restoreChecks(ROOT));
    const run = (script, args) => [`"${pnpm}"`, 'run', script, ...args.map((a) => `'${a.replace(/'/g, "'\\''")}'`)].join(' ');
    await stepsTogether([
      ['typecheck', 'sh', ['-c', `${run('typecheck:site', cache.site)} && ${run('typecheck:e2e', cache.e2e)}`]],
      ['lint and content check', 'sh', ['-c', `${run('lint', cache.lint)} && ${run('content:check', [])}`]],
      ['format check (Prettier)', 'sh', ['-c', run('format:check', cache.format)]],
    ]);
    saveChecks(ROOT);
    const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'tlw-test-'));
    const jestReport = path.join(reports, 'jest.json');
    const playwrightReport = path.join(reports, 'playwright.json');
    const nginxReport = path.join(reports, 'playwright-nginx.json');
    // The test steps go on after a failure, so the closing line counts every runner.
    const jestOk = step('unit tests (Jest)', pnpm, ['exec', 'jest', '--ci', '--json', `--outputFile=${jestReport}`, ...extra], {
      keepGoing: true,
    });
    timed('production builds (those whose inputs no run has built yet)', () => buildChanged(ROOT));
    const e2eOk = step('end-to-end tests (Playwright)', pnpm, ['--filter', 'e2e', 'test'], {
      keepGoing: true,
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
    });
    // What nginx can change, again through Debian's nginx with two API instances (deploy/).
    ensureNginx();
    const nginxOk = step('end-to-end through nginx (Playwright)', pnpm, ['--filter', 'e2e', 'run', 'e2e:nginx'], {
      keepGoing: true,
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: nginxReport },
    });
    printStepTimes();
    const ok = printTotals(jestReport, [
      ['Playwright', playwrightReport],
      ['Playwright through nginx', nginxReport],
    ]);
    if (!(jestOk && e2eOk && nginxOk && ok)) process.exit(1);
    break;
  }
  case 'bench': {
    ensureChromium();
    ensureNginx();
    buildChanged(ROOT);
    // Every part runs and prints its figures; a breach in one does not hide the others.
    const parts = [
      ['delivery code: modules, lines and scheduling helpers', ['--filter', 'e2e', 'run', 'bench:delivery-size']],
      ['bundle budgets', ['--filter', 'e2e', 'run', 'bench:bundle']],
      ['page vitals', ['--filter', 'e2e', 'run', 'bench:vitals']],
      ['first tap: a player acting before the page is ready (4× CPU, slow 4G)', ['--filter', 'e2e', 'run', 'bench:first-tap']],
      ['Lighthouse, mobile preset (median of 5, against both floors)', ['--filter', 'e2e', 'run', 'bench:lighthouse']],
      ['interaction budgets (content ×1 and ×10)', ['--filter', 'e2e', 'run', 'bench:interactions']],
      ['API throughput', ['run', 'bench:api']],
      ['API throughput at 10× content', ['--filter', 'e2e', 'run', 'bench:api-scale']],
      ['prayer calendar feeds at 10× content (time to make each, size)', ['--filter', 'e2e', 'run', 'bench:calendar-feeds']],
      [
        'site-wide search: index size, opening the box, keystrokes at 10× content, results page (4× CPU)',
        ['--filter', 'e2e', 'run', 'bench:search'],
      ],
      ['origin under a crowd, alone and through nginx (page views/s, p99, RSS)', ['--filter', 'e2e', 'run', 'bench:origin']],
    ];
    const breached = parts.filter(([title, args]) => !step(title, pnpm, args, { keepGoing: true })).map(([title]) => title);
    if (breached.length > 0) {
      console.error(`\nBudgets breached in: ${breached.join('; ')}`);
      process.exit(1);
    }
    break;
  }
  default:
    console.error(`unknown command "${command}" (start | dev | test | bench)`);
    process.exit(2);
}
