import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the browser suites and benches need from Debian, each with a file that tells it is there:
 * Chromium, which Playwright drives, and a Japanese font. Without the font a Japanese page is drawn
 * in empty boxes, so its screenshots cannot be read and the journeys that check that Japanese text
 * fits its boxes measure the boxes instead of the glyphs.
 */
export const BROWSER_PACKAGES = [
  { name: 'chromium', file: CHROMIUM_PATH },
  { name: 'fonts-noto-cjk', file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc' },
];

/** The packages of `BROWSER_PACKAGES` whose file is missing. */
export function missingBrowserPackages(exists = fs.existsSync) {
  return BROWSER_PACKAGES.filter((pkg) => !exists(pkg.file)).map((pkg) => pkg.name);
}

/** Installs with apt-get whatever the browser suites need and this machine lacks. */
export function ensureChromium() {
  const missing = missingBrowserPackages();
  if (missing.length === 0) return;
  console.log(`▶ installing ${missing.join(', ')} (apt-get)`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const run = (args) => {
    const [cmd, ...rest] = [...sudo, ...args];
    const r = spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) throw new Error(`${args.join(' ')} failed; install ${missing.join(' and ')} by hand`);
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', ...missing]);
}
