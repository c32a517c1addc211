import * as rspack from '@rspack/core';
import path from 'node:path';
import { createConfig } from '../rspack.factory.mjs';

/**
 * The shell's server renderers, built from the same sources and the same module rules as the
 * browser bundle, so their CSS-module class names are the browser's. The shell's server requires
 * them; they are never served.
 * - render-home (src/ssr/render-home.tsx): the home page (server/home-ssr.ts).
 * - render-section (src/ssr/render-section.tsx): a section page, with the remote's server bundle
 *   evaluated against this file's shared modules (server/section-ssr.ts).
 */
const renderer = (name, entry) => (_env, argv) => {
  const config = createConfig({ rspack, dir: import.meta.dirname, kind: 'ssr', name: 'shell', entry }, argv);
  return {
    ...config,
    name,
    target: 'node20',
    devtool: false,
    entry: { [name]: entry },
    output: {
      ...config.output,
      path: process.env.RSPACK_SSR_OUT_DIR ?? path.join(import.meta.dirname, 'dist-ssr'),
      filename: '[name].js',
      chunkFilename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath: '/',
      // Two builds share the folder: neither may clean the other's file away.
      clean: false,
    },
    module: {
      ...config.module,
      // Class names only: the CSS itself is the browser bundle's.
      generator: { 'css/module': { exportsOnly: true }, 'css/auto': { exportsOnly: true }, css: { exportsOnly: true } },
    },
    optimization: { ...config.optimization, minimize: false, splitChunks: false },
    // One file each: what loads lazily in the browser is inlined (the server has it all at hand).
    plugins: [...config.plugins, new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
};

export default (env, argv) => [
  renderer('render-home', './src/ssr/render-home.tsx')(env, argv),
  renderer('render-section', './src/ssr/render-section.tsx')(env, argv),
];
