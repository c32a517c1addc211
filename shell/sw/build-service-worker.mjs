// The service worker step of the shell's production build (issue 13 item 9), run by the
// ServiceWorkerPlugin after rspack has written dist/:
//   1. the web app manifest and its icons are copied in, and index.html links them;
//   2. offline.html: a copy of index.html the worker precaches to render /offline with no network;
//   3. shell/src/sw/service-worker.ts is bundled by rspack (webworker target) and Workbox's
//      injectManifest writes dist/sw.js with the precache list: every hashed JS/CSS file of the
//      shell, offline.html and the icons, each with a revision (a new deployment = a new list).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { injectManifest } from 'workbox-build';

const HERE = import.meta.dirname;
const SOURCE = path.join(HERE, '..', 'src', 'sw', 'service-worker.ts');
const STATIC = path.join(HERE, 'static');
const HEAD_LINKS = [
  '<link rel="manifest" href="/manifest.webmanifest" />',
  '<meta name="theme-color" content="#14121c" />',
  '<link rel="apple-touch-icon" href="/icons/icon-192.png" />',
].join('');

function copyStatic(dist) {
  fs.cpSync(STATIC, dist, { recursive: true });
  const indexFile = path.join(dist, 'index.html');
  const html = fs.readFileSync(indexFile, 'utf8');
  const linked = html.includes('rel="manifest"') ? html : html.replace('</head>', `${HEAD_LINKS}</head>`);
  fs.writeFileSync(indexFile, linked);
  fs.writeFileSync(path.join(dist, 'offline.html'), linked);
}

function bundleWorker(rspack, outDir) {
  const config = {
    mode: 'production',
    target: ['webworker', 'es2022'],
    entry: { sw: SOURCE },
    devtool: false,
    output: { path: outDir, filename: 'sw.js', clean: true, iife: true },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
    optimization: { minimize: true, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  const run = typeof rspack === 'function' ? rspack : rspack.rspack;
  return new Promise((resolve, reject) => {
    run(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(path.join(outDir, 'sw.js'));
    });
  });
}

/** Writes the manifest, icons, offline.html and sw.js into `dist`. */
export async function buildServiceWorker({ rspack, dist }) {
  copyStatic(dist);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tlw-sw-'));
  try {
    const swSrc = await bundleWorker(rspack, tmp);
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest: path.join(dist, 'sw.js'),
      globDirectory: dist,
      // The shell's start-up files only; the lazy chunks a page uses are cached as it loads them.
      globPatterns: ['main.*.{js,css}', 'federation-runtime.*.js', 'offline.html', 'manifest.webmanifest', 'icons/*.{svg,png}'],
      globIgnores: ['sw.js', '**/*.map'],
      // Hashed names are their own revision: the browser's HTTP cache may answer (no cache-busting).
      dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.(?:js|css)$/,
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    });
    for (const w of warnings) console.warn(`service worker: ${w}`);
    console.log(`service worker: ${count} files precached (${(size / 1024).toFixed(1)} KB)`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** Runs the step after each production build of the shell (not in dev: no worker there). */
export class ServiceWorkerPlugin {
  constructor({ rspack }) {
    this.rspack = rspack;
  }

  apply(compiler) {
    if (compiler.options.mode !== 'production') return;
    compiler.hooks.afterEmit.tapPromise('ServiceWorkerPlugin', () =>
      buildServiceWorker({ rspack: this.rspack, dist: compiler.options.output.path }),
    );
  }
}
