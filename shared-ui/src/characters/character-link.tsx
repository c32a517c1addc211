import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { searchWithCharacter } from 'shared-domain/routing/character-query';
import { useOpenCharacter } from '../hooks/use-open-character';

export interface CharacterLinkProps {
  id: number;
  className?: string;
  title?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * What opens a character's modal: a link to this page with `?character=ID`, which the page answers
 * with the modal, so it works from the server's HTML (and the page's early input keeps a tap made
 * before the scripts are ready). Once hydrated a plain tap opens the modal in the page; a tap with a
 * modifier key is the browser's (a new tab).
 */
export function CharacterLink({ id, className, title, 'aria-label': label, children }: CharacterLinkProps) {
  const { pathname, search, hash } = useLocation();
  const openCharacter = useOpenCharacter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openCharacter(id);
  };
  return (
    <a
      href={`${pathname}${searchWithCharacter(search, id)}${hash}`}
      className={className}
      title={title}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </a>
  );
}
