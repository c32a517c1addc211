import { splitLocaleUrl } from '../page-locale';
import type { FastifyInstance } from 'fastify';
import { EARLY_INPUT } from '../../src/delivery/page-scripts.cjs';
import { asksForCharacter, characterModalFragment } from '../character-modal-html';
import { UNCACHEABLE_HEADER } from '../delivery/page-cache-hook';
import { shellFilesOnce } from '../delivery/link-preloads';
import type { ShellContext } from './shell-context';

/**
 * A character's modal alone, as the server renders it for a page's `?character=` link: the page's
 * input contract shows it while the page cannot open the modal itself yet (before hydration, or
 * while the modal's code downloads), without loading the whole page again.
 */
export function registerCharacterModalFragment(app: FastifyInstance, ctx: ShellContext): void {
  app.get(EARLY_INPUT.fragmentPath, async (request, reply) => {
    const page = (request.query as Record<string, unknown>).page;
    ctx.linksDecided.add(reply);
    if (typeof page !== 'string' || !page.startsWith('/') || page.startsWith('//') || !asksForCharacter(page))
      return reply
        .code(400)
        .header(UNCACHEABLE_HEADER, '1')
        .type('text/plain; charset=utf-8')
        .send('Expected ?page= with a path of this site that asks for a character, e.g. /characters/release-order?character=1001');
    const { locale, url } = splitLocaleUrl(page);
    const modal = await ctx.renderSection.characterModal(url, locale);
    // Not rendered in time (or no such character): the page goes to the link itself.
    if (!modal)
      return reply
        .code(503)
        .header(UNCACHEABLE_HEADER, '1')
        .header('Retry-After', '1')
        .type('text/plain; charset=utf-8')
        .send('The character could not be rendered in time; open the link itself.');
    return reply.type('text/html; charset=utf-8').send(characterModalFragment(modal, shellFilesOnce(ctx)()));
  });
}
