// One factory for every rspack config (shell, remotes, standalone harnesses). Each package passes
// its own `rspack` and federation plugin in: under pnpm's strict layout the root cannot resolve them.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { API_URL, PORTS } from './ports.config.mjs';
import { PrecompressPlugin } from './rspack.precompress.mjs';
import { preloadAssetsPlugin } from './rspack.preload-assets.mjs';
import singletonScan from './rspack.shared-singletons.cjs';
import messagesCompiler from './messages-compiler.cjs';

export { PORTS };

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** The pnpm catalog: the single source of shared versions (caret ranges become requiredVersion). */
export function readCatalog() {
  const text = fs.readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const block = text.split(/^catalog:\s*$/m)[1]?.split(/^\S/m)[0] ?? '';
  const catalog = {};
  for (const line of block.split('\n')) {
    const m = line.match(/^\s+'?([^':]+)'?:\s*(\S+)\s*$/);
    if (m) catalog[m[1]] = m[2];
  }
  return catalog;
}

const packageVersion = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
const workspaceVersion = (dir) => packageVersion(path.join(ROOT, dir));

/** The shared npm packages (versions from the catalog) and the shared workspace packages. */
const SHARED_PACKAGES = ['react', 'react-dom', 'react-router', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', 'dayjs'];
const SHARED_WORKSPACES = Object.keys(singletonScan.PACKAGES);

/**
 * The federation's `shared` config: the frameworks (a trailing slash shares their subpaths too:
 * react/jsx-runtime, react-dom/client) and, of shared-ui and shared-domain, only the modules that
 * hold state (rspack.shared-singletons.cjs). Every other shared module is bundled into the remote.
 */
export function sharedSingletons() {
  const c = readCatalog();
  const one = (requiredVersion) => ({ singleton: true, requiredVersion });
  const shared = {};
  for (const name of SHARED_PACKAGES) {
    shared[name] = one(c[name]);
    shared[`${name}/`] = one(c[name]);
  }
  for (const { key, pkg } of singletonScan.sharedSingletons()) {
    const version = workspaceVersion(pkg);
    // packageName: the federation plugin otherwise resolves the package itself to read the
    // version given here anyway (for a subpath, a deprecated trailing-slash exports lookup).
    shared[key] = { ...one(`^${version}`), version, packageName: pkg };
  }
  return shared;
}

/**
 * What the runtime-only host registers for each shared package: the version it actually bundles
 * and the catalog range, keyed like the share scope ("react", "shared-ui", …).
 */
export function sharedVersions(dir) {
  const c = readCatalog();
  const req = createRequire(path.join(dir, 'package.json'));
  const installed = (name) => JSON.parse(fs.readFileSync(req.resolve(`${name}/package.json`), 'utf8')).version;
  const out = {};
  for (const name of SHARED_PACKAGES) {
    out[name] = { version: installed(name), requiredVersion: c[name] };
  }
  for (const name of SHARED_WORKSPACES) {
    const version = workspaceVersion(name);
    out[name] = { version, requiredVersion: `^${version}` };
  }
  return out;
}

/**
 * react-router publishes its production build beside the development one but exports no
 * `production` condition, so point the bare imports at it (the dev build is ~60 KB gzip larger).
 */
function reactRouterProductionAliases(dir) {
  const pkg = createRequire(path.join(dir, 'package.json')).resolve('react-router/package.json');
  const prod = path.join(path.dirname(pkg), 'dist', 'production');
  return { 'react-router$': path.join(prod, 'index.mjs'), 'react-router/dom$': path.join(prod, 'dom-export.mjs') };
}

/**
 * Writes `build-manifest.json` beside the shell's build: the entry scripts of this build. Their
 * names carry a content hash, so an open tab that reads another list knows the shell was redeployed
 * (shell/src/chrome/deploy/reload-after-redeploy.ts; served no-cache like index.html).
 */
function buildManifestPlugin(rspack) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('BuildManifest', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'BuildManifest', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const publicPath = compilation.outputOptions.publicPath === 'auto' ? '/' : String(compilation.outputOptions.publicPath ?? '/');
          const entry = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])]
            .filter((f) => f.endsWith('.js'))
            .map((f) => publicPath + f);
          compilation.emitAsset('build-manifest.json', new rspack.sources.RawSource(`${JSON.stringify({ entry })}\n`));
        });
      });
    },
  };
}

/**
 * A remote publishes its pages (src/page-manifest.json) as `pages.json` beside its mf-manifest.json:
 * the shell reads it at run time for its menu, navbar and alias redirects (shared-domain's page-manifest.ts).
 *
 * @param {typeof import('@rspack/core')} rspack
 * @param {string} dir the remote's package directory
 */
function pageManifestPlugin(rspack, dir) {
  const file = path.join(dir, 'src', 'page-manifest.json');
  return {
    /** @param {import('@rspack/core').Compiler} compiler */
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('PageManifest', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'PageManifest', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.fileDependencies.add(file);
          // Parsed and written again: a file that is not JSON fails the build rather than the shell.
          compilation.emitAsset(
            'pages.json',
            new rspack.sources.RawSource(`${JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')))}\n`),
          );
        });
      });
    },
  };
}

/**
 * @param {object} o
 * @param {typeof import('@rspack/core')} o.rspack
 * @param {any} [o.ModuleFederationPlugin] remotes only: the host is runtime-only and standalone harnesses have no federation
 * @param {string} o.dir the package directory
 * @param {'host'|'remote'|'standalone'|'ssr'} o.kind
 * @param {string} o.name MF container name
 * @param {string} o.entry
 * @param {Record<string,string>} [o.exposes]
 * @param {number} [o.port] dev-server port
 * @param {string} [o.title]
 */
export function createConfig(o, argv = {}) {
  const { rspack } = o;
  const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
  const isRemote = o.kind === 'remote';
  const swcOptions = {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
    },
  };
  const plugins = [
    new rspack.DefinePlugin({
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      // Identifies a deployed build (the redeploy test sets it); defaults to the package version.
      'process.env.REMOTE_BUILD_ID': JSON.stringify(process.env.REMOTE_BUILD_ID ?? packageVersion(o.dir)),
      // The host registers its shared modules with the federation runtime itself (shell-shares.ts).
      ...(o.kind === 'host' ? { 'process.env.SHARED_VERSIONS': JSON.stringify(JSON.stringify(sharedVersions(o.dir))) } : {}),
      // The MF runtime's own switch: a browser build leaves out its Node script loader.
      ...(o.kind === 'ssr' ? {} : { ENV_TARGET: JSON.stringify('web') }),
    }),
  ];
  if (o.kind === 'host') plugins.push(buildManifestPlugin(rspack));
  if (o.kind === 'host' || isRemote) plugins.push(preloadAssetsPlugin(rspack, o.kind));
  if (isRemote) plugins.push(pageManifestPlugin(rspack, o.dir));
  if (production && (o.kind === 'host' || isRemote)) plugins.push(new PrecompressPlugin());
  if (o.kind === 'host' || o.kind === 'standalone') {
    plugins.push(
      new rspack.HtmlRspackPlugin({
        template: path.join(ROOT, 'shared-ui/src/index.html'),
        title: o.title ?? 'Touhou LostWord Tracker',
        chunks: ['main'],
      }),
    );
  }
  if (o.ModuleFederationPlugin) {
    plugins.push(
      new o.ModuleFederationPlugin({
        name: o.name,
        filename: 'remoteEntry.js',
        exposes: o.exposes,
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
        // A remote's entry does not bundle the MF runtime core (≈ 16 KB gzip each): the shell,
        // which loads every remote, provides it as `_FEDERATION_RUNTIME_CORE` (federation-instance.ts).
        ...(isRemote ? { experiments: { externalRuntime: true } } : {}),
        ...(o.federation ?? {}),
      }),
    );
  }
  return {
    mode: production ? 'production' : 'development',
    context: o.dir,
    target: ['web', 'es2022'],
    entry: o.entry ? { main: o.entry } : {},
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: process.env.RSPACK_OUT_DIR ?? path.join(o.dir, 'dist'),
      // Hashed names are served `immutable`; only remoteEntry.js / mf-manifest.json are `no-cache`.
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      // A remote's page chunks are named by their route paths (`page:info/:id`, rspack.preload-assets.mjs): not file names.
      chunkFilename: isRemote
        ? production
          ? '[id].[contenthash:10].js'
          : '[id].js'
        : production
          ? '[name].[contenthash:10].js'
          : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: isRemote
        ? production
          ? '[id].[contenthash:10].css'
          : '[id].css'
        : production
          ? '[name].[contenthash:10].css'
          : '[name].css',
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: o.name,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: production ? reactRouterProductionAliases(o.dir) : {},
      // The production builds of react-router & co. are the ones shared (the dev build is ~60 KB larger).
      conditionNames: production
        ? ['production', 'browser', 'import', 'module', 'default']
        : ['development', 'browser', 'import', 'module', 'default'],
    },
    module: {
      // `import styles from './x.module.css'` everywhere (Jest maps it with identity-obj-proxy).
      parser: { 'css/module': { namedExports: false } },
      rules: [
        // The shell's share table: its singletons written out from the scan (rspack.shared-singletons.cjs).
        {
          test: /[\\/]shell[\\/]src[\\/]federation[\\/]shell-shares\.ts$/,
          enforce: 'pre',
          loader: path.join(ROOT, 'rspack.shared-singletons.cjs'),
        },
        {
          test: /\.[jt]sx?$/,
          exclude: [/node_modules/, messagesCompiler.CATALOGUE_FILE],
          loader: 'builtin:swc-loader',
          options: swcOptions,
          type: 'javascript/auto',
        },
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
        { test: /\.svg$/, type: 'asset/inline' },
        // A message catalogue becomes a module of functions (messages-compiler.cjs): no parser ships.
        { test: messagesCompiler.CATALOGUE_FILE, type: 'javascript/auto', loader: path.join(ROOT, 'messages-compiler.cjs') },
      ],
    },
    experiments: { css: true },
    optimization: {
      minimize: production,
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // The host's federation runtime is one chunk with a known name, so its server can preload it.
      ...(o.kind === 'host'
        ? {
            splitChunks: {
              cacheGroups: {
                federationRuntime: {
                  test: /[\\/]node_modules[\\/]@module-federation[\\/]/,
                  name: 'federation-runtime',
                  chunks: 'async',
                  priority: 20,
                  enforce: true,
                },
              },
            },
          }
        : {}),
    },
    performance: { hints: false },
    plugins,
    devServer: {
      port: o.port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: o.kind === 'remote' ? undefined : [{ context: ['/api', '/images'], target: API_URL }],
      ...(o.devServer ?? {}),
    },
    stats: 'errors-warnings',
  };
}

/**
 * A remote's federation build: exposes `./routes` under the container name of its section, plus
 * any further contract modules it serves (the characters remote's `./character-modal`).
 */
export const remoteConfig =
  ({ rspack, ModuleFederationPlugin, dir, id, exposes = {} }) =>
  (_env, argv) =>
    createConfig(
      {
        rspack,
        ModuleFederationPlugin,
        dir,
        kind: 'remote',
        name: id.replace(/-/g, '_'),
        exposes: { './routes': './src/routes.tsx', ...exposes },
        port: PORTS[id],
      },
      argv,
    );

/** A remote alone in its harness (store + router), no federation, with hot reload. */
export const standaloneConfig =
  ({ rspack, dir, id }) =>
  (_env, argv) =>
    createConfig(
      {
        rspack,
        dir,
        kind: 'standalone',
        name: `${id.replace(/-/g, '_')}_standalone`,
        entry: './src/standalone.tsx',
        port: PORTS[id],
        title: `${id} (standalone)`,
      },
      { mode: 'development', ...argv },
    );

/**
 * Whether an import is one the federation shares (the shell provides it, at run time): a framework
 * or a singleton of shared-ui / shared-domain. Read once per build.
 */
function sharedImportTest() {
  const singletons = new Set(singletonScan.sharedSingletons().map((m) => m.key));
  return (request) => singletons.has(request) || SHARED_PACKAGES.some((name) => request === name || request.startsWith(`${name}/`));
}

/**
 * A remote's server bundle (dist/ssr/routes.js, served beside its browser build): its `./routes`
 * expose for Node, with its `pageServer` (server/server-entry.ts: what runs on the shell's server
 * only, never in a browser bundle). The frameworks and singletons are left to the one who evaluates it, as
 * `require(key)`; the rest of the shared code is bundled, as in the browser build. The shell's
 * server evaluates it with the shell's own shared modules (shell/server/section-ssr.ts), so the
 * remote renders in the shell's tree with one React, router, store and api, as in the browser.
 * Same module rules as the browser build, so its CSS-module class names are the browser's.
 */
export const remoteSsrConfig =
  ({ rspack, dir, id }) =>
  (_env, argv) => {
    const config = createConfig({ rspack, dir, kind: 'ssr', name: id.replace(/-/g, '_'), entry: './server/server-entry.ts' }, argv);
    const isSharedImport = sharedImportTest();
    return {
      ...config,
      target: 'node20',
      devtool: false,
      // Named routes.js for the servers that load it; it also exports the remote's pageServer.
      entry: { routes: './server/server-entry.ts' },
      output: {
        ...config.output,
        path: path.join(process.env.RSPACK_OUT_DIR ?? path.join(dir, 'dist'), 'ssr'),
        filename: '[name].js',
        chunkFilename: '[name].js',
        library: { type: 'commonjs2' },
        publicPath: '/',
        clean: false,
      },
      externalsType: 'commonjs',
      externals: [
        ({ request }, callback) => (request && isSharedImport(request) ? callback(undefined, `commonjs ${request}`) : callback()),
      ],
      module: {
        ...config.module,
        // Class names only: the CSS itself is the browser build's.
        generator: { 'css/module': { exportsOnly: true }, 'css/auto': { exportsOnly: true }, css: { exportsOnly: true } },
      },
      optimization: { ...config.optimization, minimize: false, splitChunks: false },
      // One file: the server has every page at hand (lazy pages are inlined).
      plugins: [...config.plugins, new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    };
  };
