import { characterShowing, type CharacterShowing, type RevealFacts, type ShownIn } from 'shared-domain/characters/spoilers';
import { selectJpContent } from 'shared-domain/settings/settings-slice';
import { useAppSelector } from '../hooks/store-hooks';
import { useClockPassed } from 'shared-ui/hooks/use-clock';
import { useT } from 'shared-ui/messages/catalogue';
import type { NamePart } from 'shared-domain/characters/display-name';
import { NameText } from './name-text';
import styles from './character-name.module.css';

/**
 * What a hidden unit shows instead of its name, and what a screen reader hears for it (in English;
 * a component says it in the page's language with shared-ui's `characters.spoilerLabel`).
 */
export const SPOILER_MASK = '?';
export const SPOILER_LABEL = 'Unrevealed character (spoiler)';

/**
 * A unit's name where the spoiler rule allows it (`named`, from useNamedCharacter), otherwise '?'
 * with the reason read out, so a hidden unit never shows its name in a list of rate-ups or debuts.
 */
export function CharacterName({ named, name, className }: { named: boolean; name: string | readonly NamePart[]; className?: string }) {
  const t = useT();
  if (named) return <span className={className}>{typeof name === 'string' ? name : <NameText parts={name} />}</span>;
  return (
    <span className={className}>
      {SPOILER_MASK}
      <span className={styles.visuallyHidden}> {t('characters.spoilerLabel')}</span>
    </span>
  );
}

/**
 * How much of a unit is shown here, by the one spoiler rule (shared-domain/characters/spoilers) at
 * the page's time and JP-content setting; `shownIn` is the released content showing it, if any
 * (a tower floor). Time is read at render without ticking: a grid holds hundreds of units, and
 * the modal keeps its own ticking clock.
 */
export function useCharacterShowing(facts: RevealFacts | null, shownIn?: ShownIn | null): CharacterShowing {
  const jpContent = useAppSelector(selectJpContent);
  // The rule reads the time only against the unit's debut and the content's release: so the time
  // it gets is "the latest of them passed". It reads the same before and after a server-rendered
  // page hydrates (unless one passed in between), so hydrating does not render every name again.
  const times = [facts?.debut, shownIn?.global].flatMap((iso) => {
    const at = iso ? Date.parse(iso) : NaN;
    return Number.isFinite(at) ? [at] : [];
  });
  const now = useClockPassed(1000, times, false);
  return characterShowing(facts, { jpContent, now }, shownIn);
}

/** Whether a unit is shown by name here (see useCharacterShowing). No facts (an unknown unit) = named. */
export function useNamedCharacter(facts: RevealFacts | null, shownIn?: ShownIn | null): boolean {
  return useCharacterShowing(facts, shownIn) !== 'hidden';
}
