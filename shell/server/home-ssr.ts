import fs from 'node:fs';
import path from 'node:path';
import { loadCommonJsFile } from './common-js';

/** The server renderer's module (shell/src/ssr/render-home.tsx, built into dist-ssr/render-home.js). */
interface HomeRenderer {
  renderHome(payload: unknown, now: number): string;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const COVER = /<div id="loading-cover"[^>]*>[^<]*<\/div>/;

/**
 * Puts the server-rendered home into the page's HTML: inside #root, with the render time the
 * browser's clock hydrates with, and without the "Loading…" cover (the page is already there).
 * An HTML file without an empty #root is left as it is.
 */
export function insertRenderedHome(html: string, rendered: string, renderedAt: number): string {
  if (!html.includes(ROOT_ELEMENT)) return html;
  return html.replace(COVER, '').replace(ROOT_ELEMENT, `<div id="root" data-server-rendered-at="${renderedAt}">${rendered}</div>`);
}

export interface HomeSsrOptions {
  /** The server renderer's file; missing (a build without it) = the browser renders as before. */
  file: string;
  now?: () => number;
  /** A rendering is reused this long for the same payload (countdowns move on in the browser). */
  maxAgeMs?: number;
  log?: (message: string) => void;
}

/**
 * Renders the home for a payload (the JSON text the HTML carries), or null when it cannot: no
 * renderer built, or the renderer failed (then the browser renders the page itself, as before).
 * The renderer is loaded again when its file changes (the shell may be redeployed under a running server).
 */
export function homeRenderer({ file, now = Date.now, maxAgeMs = 1_000, log = console.error }: HomeSsrOptions) {
  let loaded: { mtimeMs: number; renderer: HomeRenderer } | null = null;
  let cached: { json: string; at: number; html: string } | null = null;
  const renderer = (): HomeRenderer | null => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      loaded = { mtimeMs, renderer: loadCommonJsFile(path.resolve(file)) as HomeRenderer };
      cached = null;
    }
    return loaded.renderer;
  };
  return (json: string): { html: string; at: number } | null => {
    const t = now();
    if (cached && cached.json === json && t - cached.at < maxAgeMs) return { html: cached.html, at: cached.at };
    try {
      const render = renderer();
      if (!render) return null;
      cached = { json, at: t, html: render.renderHome(JSON.parse(json), t) };
      return { html: cached.html, at: t };
    } catch (error) {
      log(`[ssr] the home could not be rendered on the server; the browser renders it: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
}
