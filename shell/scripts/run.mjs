#!/usr/bin/env node
// The README's commands, written for a machine with only Node 20 and npm: every command
// installs the pinned pnpm and the dependencies first, builds what changed, then does its job.
//   start  API + every remote + the shell at http://localhost:8080 (Ctrl+C stops all)
//   dev    the same with hot reload
//   test   typecheck, lint, format check, Jest, production builds, Playwright (installs Debian Chromium if missing)
//   bench  bundle budgets, page vitals, Lighthouse, interaction budgets, API throughput and the origin's page views/s
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePnpm } from './lib/ensure-pnpm.mjs';
import { buildChanged } from './lib/build-changed.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureNginx } from './lib/ensure-nginx.mjs';
import { startSite } from './lib/start-site.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const command = process.argv[2] ?? 'start';
const extra = process.argv.slice(3);

function step(title, cmd, args, { keepGoing = false, ...options } = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (exit ${result.status ?? result.signal})`);
    if (keepGoing) return false;
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return true;
}

/** One closing line over both runners, e.g. "tests: 883 passed, 0 failed". */
function printTotals(jestReport, playwrightReport) {
  const jest = JSON.parse(fs.readFileSync(jestReport, 'utf8'));
  const pw = JSON.parse(fs.readFileSync(playwrightReport, 'utf8')).stats;
  const passed = jest.numPassedTests + pw.expected + pw.flaky;
  const failed = jest.numFailedTests + pw.unexpected;
  const skipped = jest.numPendingTests + pw.skipped;
  console.log(`\nJest: ${jest.numPassedTests} passed; Playwright: ${pw.expected} passed (${pw.flaky} flaky)`);
  console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
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
    step('typecheck', pnpm, ['run', 'typecheck']);
    step('lint', pnpm, ['run', 'lint']);
    step('format check (Prettier)', pnpm, ['run', 'format:check']);
    step('content check', pnpm, ['run', 'content:check']);
    const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'tlw-test-'));
    const jestReport = path.join(reports, 'jest.json');
    const playwrightReport = path.join(reports, 'playwright.json');
    step('unit tests (Jest)', pnpm, ['exec', 'jest', '--ci', '--json', `--outputFile=${jestReport}`, ...extra]);
    buildChanged(ROOT, { force: process.env.CI === 'true' });
    step('end-to-end tests (Playwright)', pnpm, ['--filter', 'e2e', 'test'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
    });
    // The cross-remote journeys again, through Debian's nginx with two API instances (deploy/).
    ensureNginx();
    step('end-to-end through nginx: @cross journeys, two API instances (Playwright)', pnpm, ['--filter', 'e2e', 'run', 'e2e:nginx']);
    printTotals(jestReport, playwrightReport);
    break;
  }
  case 'bench': {
    ensureChromium();
    ensureNginx();
    buildChanged(ROOT);
    // Every part runs and prints its figures; a breach in one does not hide the others.
    const parts = [
      ['bundle budgets', ['--filter', 'e2e', 'run', 'bench:bundle']],
      ['page vitals', ['--filter', 'e2e', 'run', 'bench:vitals']],
      ['first tap: a player acting before the page is ready (4× CPU, slow 4G)', ['--filter', 'e2e', 'run', 'bench:first-tap']],
      ['Lighthouse, mobile preset (median of 3, against the floor)', ['--filter', 'e2e', 'run', 'bench:lighthouse']],
      ['interaction budgets (content ×1 and ×10)', ['--filter', 'e2e', 'run', 'bench:interactions']],
      ['API throughput', ['run', 'bench:api']],
      ['API throughput at 10× content', ['--filter', 'e2e', 'run', 'bench:api-scale']],
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
