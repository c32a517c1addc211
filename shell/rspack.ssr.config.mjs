import * as rspack from '@rspack/core';
import path from 'node:path';
import { createConfig } from '../rspack.factory.mjs';

/**
 * The home page's server renderer (src/ssr/render-home.tsx → dist-ssr/render-home.js), built from
 * the same sources and the same module rules as the browser bundle, so its CSS-module class names
 * are the browser's. The shell's server requires it (server/home-ssr.ts); it is never served.
 */
export default (_env, argv) => {
  const config = createConfig({ rspack, dir: import.meta.dirname, kind: 'ssr', name: 'shell', entry: './src/ssr/render-home.tsx' }, argv);
  return {
    ...config,
    target: 'node20',
    devtool: false,
    entry: { 'render-home': './src/ssr/render-home.tsx' },
    output: {
      ...config.output,
      path: process.env.RSPACK_SSR_OUT_DIR ?? path.join(import.meta.dirname, 'dist-ssr'),
      filename: '[name].js',
      chunkFilename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath: '/',
    },
    module: {
      ...config.module,
      // Class names only: the CSS itself is the browser bundle's.
      generator: { 'css/module': { exportsOnly: true }, 'css/auto': { exportsOnly: true }, css: { exportsOnly: true } },
    },
    optimization: { ...config.optimization, minimize: false, splitChunks: false },
    // One file: the lazy parts of the home (settings dialog, live data) render on the browser only.
    plugins: [...config.plugins, new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
};
