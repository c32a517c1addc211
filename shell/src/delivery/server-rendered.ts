import { SERVER_RENDERED_SECTION_ATTRIBUTE } from 'shared-domain/federation/server-rendered-section';

/** On #root: the server rendered the page at this time (ms since the epoch); the browser hydrates it. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered-at';

/** The render time of a server-rendered #root, or null (then the browser renders from scratch). */
export function serverRenderTime(root: Element): number | null {
  const value = Number(root.getAttribute(SERVER_RENDERED_ATTRIBUTE));
  return root.hasChildNodes() && Number.isFinite(value) && value > 0 ? value : null;
}

/** The section the server rendered into this page, while the page has not hydrated it yet. */
export function serverRenderedSection(doc: Document | undefined = globalThis.document): string | null {
  return doc?.getElementById('root')?.getAttribute(SERVER_RENDERED_SECTION_ATTRIBUTE) ?? null;
}

/** The build of the remote that rendered the section's server HTML (its data-remote-build). */
export function serverRenderedBuild(section: string, doc: Document | undefined = globalThis.document): string | null {
  return doc?.querySelector(`#root [data-remote="${section}"]`)?.getAttribute('data-remote-build') ?? null;
}
