import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';

// The site's toolchain comes from the shell package (e2e does not depend on rspack itself).
const ROOT = path.join(__dirname, '..', '..', '..');
const shellRequire = createRequire(path.join(ROOT, 'shell', 'package.json'));

/** Builds the hello world with rspack in production mode, as the site's packages are built; returns the dist folder. */
interface Rspack {
  rspack: (config: object, done: (error: Error | null, stats?: { hasErrors(): boolean; toString(o: object): string }) => void) => void;
  DefinePlugin: new (defs: Record<string, string>) => object;
  HtmlRspackPlugin: new (o: { template: string }) => object;
}

export async function buildFloor(): Promise<string> {
  const rspack = shellRequire('@rspack/core') as Rspack;
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'tlw-floor-'));
  const config = {
    mode: 'production',
    context: __dirname,
    target: ['web', 'es2022'],
    entry: { main: path.join(__dirname, 'index.tsx') },
    output: { path: out, filename: '[name].[contenthash:10].js', publicPath: '/', clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js'], modules: [path.join(ROOT, 'shell', 'node_modules'), 'node_modules'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      new rspack.HtmlRspackPlugin({ template: path.join(__dirname, 'index.html') }),
    ],
    optimization: { minimize: true },
    devtool: false,
    stats: 'errors-warnings',
  };
  await new Promise<void>((resolve, reject) => {
    rspack.rspack(config, (error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    });
  });
  return out;
}
