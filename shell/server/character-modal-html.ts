import { escapeXml } from 'shared-domain/formatting/escape-xml';
import { characterFromSearch } from 'shared-domain/routing/character-query';
import { SERVER_MODAL_ID } from '../src/delivery/server-modal';
import type { CharacterModalHtml } from './section-ssr';

/** The shell's stylesheets of the modal: its dialog's and the frame's. */
const SHELL_MODAL_CSS = /^(shared-ui-modal|character-modal)\.[0-9a-f]+\.css$/;

/**
 * A page's HTML with the server's character modal at the end of its body, after #root (so React
 * never hydrates it), with the stylesheets it needs linked before it. Unchanged without a body.
 */
export function insertCharacterModal(html: string, modal: CharacterModalHtml, shellFiles: readonly string[]): string {
  const end = html.lastIndexOf('</body>');
  if (end < 0) return html;
  return `${html.slice(0, end)}<div id="${SERVER_MODAL_ID}">${characterModalFragment(modal, shellFiles)}</div>${html.slice(end)}`;
}

/** The modal as a page puts it in its copy's element: the stylesheets it needs, then the dialog. */
export function characterModalFragment(modal: CharacterModalHtml, shellFiles: readonly string[]): string {
  const hrefs = [...shellFiles.filter((file) => SHELL_MODAL_CSS.test(file)).map((file) => `/${file}`), ...modal.stylesheets];
  return hrefs.map((href) => `<link rel="stylesheet" href="${escapeXml(href)}">`).join('') + modal.html;
}

/** Whether a page asks for a character's modal (a valid `?character=ID`): without its modal it is not kept. */
export function asksForCharacter(requestUrl: string): boolean {
  const query = requestUrl.indexOf('?');
  return query >= 0 && characterFromSearch(requestUrl.slice(query))?.kind === 'id';
}
