import type { FastifyInstance } from 'fastify';
import { asksForCharacter, insertCharacterModal } from '../character-modal-html';
import { inlineHomeData } from '../delivery/home-inline';
import { UNCACHEABLE_HEADER } from '../delivery/page-cache-hook';
import { allowStyleAttributes } from '../security-headers-hook';
import { styleAttributeHashes } from '../security-headers';
import { shellFilesOnce } from '../delivery/link-preloads';
import { asHtml, inlineManifests, insertRenderedPage, withHead, withShellStylesInline } from './page-document';
import type { ShellContext } from './shell-context';
import { localeOf } from '../page-locale';

/**
 * The home, with its data inside its HTML and, with the data, rendered here (the browser hydrates
 * it): the counters and timers show with the HTML instead of after the shell's script has run.
 */
export function registerHomePage(app: FastifyInstance, ctx: ShellContext): void {
  app.get('/', async (request, reply) => {
    const locale = localeOf(request);
    const [rawHtml, payload, manifests, modal] = await Promise.all([
      ctx.indexHtml(),
      ctx.homePayload(),
      ctx.pageManifests(),
      ctx.renderSection.characterModal(request.url, locale),
    ]);
    const rendered = payload === null ? null : ctx.renderHome(payload, manifests, locale);
    // A rendered home carries the shell's own stylesheets inline, as a rendered section does.
    const html = inlineManifests(rendered ? await withShellStylesInline(ctx, reply, rawHtml) : rawHtml, manifests);
    const styled = (rendered?.html ?? '') + (modal?.html ?? '');
    if (styled) allowStyleAttributes(reply, styleAttributeHashes(styled));
    const home = payload === null ? html : inlineHomeData(rendered ? insertRenderedPage(html, rendered.html, rendered.at) : html, payload);
    // A `?character=` link shows its modal with the page (a tap before the scripts ran got here).
    const page = modal ? insertCharacterModal(home, modal, shellFilesOnce(ctx)()) : home;
    // Without its data, its render or the modal it asks for the page is not kept: the next visitor gets the whole page.
    if (!rendered || (!modal && asksForCharacter(request.url))) reply.header(UNCACHEABLE_HEADER, '1');
    return asHtml(reply).send(
      await withHead(ctx, request, reply, { html: page, renderedTitle: rendered?.head?.title ?? null, status: 200, known: manifests }),
    );
  });
}
