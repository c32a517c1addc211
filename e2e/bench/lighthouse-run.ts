// One Lighthouse run: a fresh headless Chromium (its own profile) and Lighthouse's node API with its
// default config, the mobile preset (simulated 4× CPU and slow 4G).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LighthouseReport } from './lighthouse-figures';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-extensions',
  '--disable-sync',
  '--disable-background-networking',
  '--remote-debugging-port=0',
];

/** Starts Chromium and resolves with its DevTools port, read from what it prints at start-up. */
async function launchChrome(): Promise<{ port: number; kill: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tlw-lighthouse-'));
  const child = spawn(CHROME_PATH, [...CHROME_FLAGS, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group, so stopping it stops its renderer and utility processes too.
    detached: true,
  });
  const kill = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    // A helper process may still be writing its last files: retry, and never fail the bench over a leftover.
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`  could not remove ${profile}: ${String(error)}`);
    }
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(() => reject(new Error(`Chromium printed no DevTools port within 30 s:\n${seen}`)), 30_000);
      child.stderr.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${seen}`)));
    });
    return { port, kill };
  } catch (error) {
    await kill();
    throw error;
  }
}

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Runs Lighthouse once on `url`; the whole result (lhr) is returned for who wants more than the figures.
 * With `traceTo`, the run's trace is written there too, with the main thread's JS samples in it: what a
 * long task ran. Sampling slows the page, so such a run's figures are for reading, not judging.
 */
export async function runLighthouse(url: string, traceTo?: string): Promise<LighthouseReport & { runtimeError?: { message: string } }> {
  // Lighthouse is an ES module; this file is compiled as CommonJS by tsx.
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launchChrome();
  try {
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: CATEGORIES };
    const sampled = { extends: 'lighthouse:default', settings: { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } };
    const result = await lighthouse(url, flags, traceTo ? sampled : undefined);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const lhr = result.lhr as unknown as LighthouseReport & { runtimeError?: { message: string } };
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    if (traceTo) fs.writeFileSync(traceTo, JSON.stringify((result.artifacts as { Trace?: unknown }).Trace ?? null));
    return lhr;
  } finally {
    await chrome.kill();
  }
}
