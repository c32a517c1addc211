import { Suspense, type ReactNode } from 'react';
import type { CharacterModalBodyProps } from 'shared-domain/federation/character-modal-contract';
import { useLocale } from 'shared-ui/i18n/locale-context';
import { CharacterDetail } from '../character-detail/character-detail';
import { catalogue } from '../messages/catalogue';

/** As tall as the body's own loading skeleton, so the dialog keeps its size while the words load. */
const WAITING_HEIGHT = 420;

/**
 * Its children once this section's words are here in the page's language; until then the boundary
 * above waits. The load is thrown rather than `use`d: a `use` skipped once the words are in would
 * break React's replay of this component, and the children find the words loaded either way.
 */
function SectionWords({ children }: { children: ReactNode }) {
  const locale = useLocale();
  if (!catalogue.ready(locale)) throw catalogue.load(locale);
  return children;
}

/**
 * The body of the shell's character modal (the `./character-modal` expose): the full character of
 * issue 8 item 9. The shell draws the dialog and closes it on X, Escape and Back.
 * The modal opens over any section's page, where the shell has not loaded this section's words:
 * the body waits for them inside its own boundary (the shell's would blank the whole dialog), with
 * no text of its own, as it has no words yet to say it with.
 */
export function CharacterModalBody({ id, onClose }: CharacterModalBodyProps) {
  return (
    <Suspense fallback={<div aria-busy="true" style={{ minHeight: WAITING_HEIGHT }} />}>
      <SectionWords>
        <CharacterDetail id={id} onClose={onClose} />
      </SectionWords>
    </Suspense>
  );
}
