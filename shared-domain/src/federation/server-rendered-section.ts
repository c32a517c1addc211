/**
 * On #root of a page whose section the shell's server rendered: the section's id, until the page has
 * hydrated. The page itself removes it once its own effects (its listeners) are in place, which is
 * also what the e2e journeys wait for before they press a key or click.
 */
export const SERVER_RENDERED_SECTION_ATTRIBUTE = 'data-server-rendered-section';

/** Once hydrated (or given up), a later visit to the section is the browser's own render. */
export function forgetServerRenderedSection(doc: Document | undefined = globalThis.document): void {
  doc?.getElementById('root')?.removeAttribute(SERVER_RENDERED_SECTION_ATTRIBUTE);
}
