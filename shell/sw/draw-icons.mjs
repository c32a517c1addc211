#!/usr/bin/env node
// Renders the PNG icons of the web app manifest from the project's SVG drawings (run by hand after
// editing an SVG; the PNGs are committed): `node shell/sw/draw-icons.mjs` with Debian's Chromium.
import path from 'node:path';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const here = import.meta.dirname;
const { chromium } = createRequire(path.join(here, '../../e2e/package.json'))('@playwright/test');
const icons = path.join(here, 'static', 'icons');
const jobs = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const [svg, png, size] of jobs) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const markup = fs.readFileSync(path.join(icons, svg), 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<html><body style="margin:0;background:transparent">${markup}</body></html>`);
  await page.screenshot({ path: path.join(icons, png), omitBackground: true });
  await page.close();
}
await browser.close();
console.log('icons drawn');
