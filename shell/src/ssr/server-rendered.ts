/** On #root: the server rendered the page at this time (ms since the epoch); the browser hydrates it. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered-at';

/** The render time of a server-rendered #root, or null (then the browser renders from scratch). */
export function serverRenderTime(root: Element): number | null {
  const value = Number(root.getAttribute(SERVER_RENDERED_ATTRIBUTE));
  return root.hasChildNodes() && Number.isFinite(value) && value > 0 ? value : null;
}
