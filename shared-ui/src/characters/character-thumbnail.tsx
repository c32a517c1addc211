import { displayNameParts, type NameFields } from 'shared-domain/characters/display-name';
import { thumbnailFacts } from 'shared-domain/characters/spoilers';
import type { CharacterThumbnail as Thumbnail } from 'shared-domain/schemas/character-views';
import { useOwnedUnit } from '../hooks/use-collection';
import { RoleIcon } from '../icons/role-icon';
import { TypeIcon } from '../icons/type-icon';
import { CharacterLink } from './character-link';
import { useT } from 'shared-ui/messages/catalogue';
import { SPOILER_MASK, useNamedCharacter } from './character-name';
import { NameText } from './name-text';
import styles from './character-thumbnail.module.css';
import { useNameSettings } from '../hooks/use-name-settings';

/** The API's thumbnail, plus the name fields where the view carries them. */
export type ThumbnailUnit = Thumbnail & { name?: NameFields | string; title?: string | null };

export interface CharacterThumbnailProps {
  unit: ThumbnailUnit;
  /** Overrides opening the shell's character modal (the default). */
  onOpen?: (id: number) => void;
  /** Which portrait: the default, the rebirth costume or the alternative one (falls back to default). */
  variant?: 'default' | 'rebirth' | 'alt';
  size?: 'normal' | 'small';
  className?: string;
}

/**
 * A character's portrait in a fixed-size frame (lazy image, type and role icons) with its name
 * under it in the visitor's name form: a link that opens the character modal (CharacterLink), or
 * with `onOpen` a button doing that instead. A unit the spoiler rule hides
 * shows '?' with its spoiler-safe image until JP content is on.
 */
export function CharacterThumbnail({ unit, onOpen, variant = 'default', size = 'normal', className }: CharacterThumbnailProps) {
  const t = useT();
  const names = useNameSettings();
  const owned = useOwnedUnit(unit.id);
  // The one spoiler rule: a unit hidden here is hidden in its modal and everywhere else.
  const hidden = !useNamedCharacter(thumbnailFacts(unit));
  const classes = [styles.thumb, size === 'small' && styles.small, className].filter(Boolean).join(' ');

  if (hidden) {
    return (
      <div className={classes} role="img" aria-label={t('characters.spoilerLabel')}>
        <span className={styles.frame}>
          <img className={styles.image} src={unit.spoilerSafeThumbnail} alt="" loading="lazy" decoding="async" width={96} height={96} />
        </span>
        <span className={styles.name} aria-hidden="true">
          {SPOILER_MASK}
        </span>
      </div>
    );
  }

  const nameFields: NameFields | null = typeof unit.name === 'string' ? { en: unit.name } : (unit.name ?? null);
  const nameParts = nameFields ? displayNameParts({ name: nameFields, universe: unit.universe, title: unit.title ?? null }, names) : null;
  const name = nameParts ? nameParts.map((p) => p.text).join('') : null;
  const src = (variant === 'rebirth' ? unit.frThumbnail : variant === 'alt' ? unit.altThumbnail : null) ?? unit.img;
  const unnamed = t('characters.unnamed', { id: unit.id });
  // English reads the role's code ('attack'), as the site always has; Japanese its name.
  const kind = { typeName: t('icons.type', { type: unit.type }), role: unit.role, roleName: t('icons.role', { role: unit.role }) };
  const label = t('characters.thumbnailTitle', { name: name ?? unnamed, ...kind });

  const content = (
    <>
      {/* Owned: a check drawn by CSS on the frame, so a full collection adds no elements to a list.
          The server's frame names its unit, for the marks drawn before the page's code has run. */}
      <span className={styles.frame} data-owned={owned ? '' : undefined} data-mark-unit={unit.id}>
        <img className={styles.image} src={src} alt="" loading="lazy" decoding="async" width={96} height={96} />
        <span className={styles.typeIcon}>
          <TypeIcon type={unit.type} coloured size={size === 'small' ? 18 : 22} decorative />
        </span>
        <span className={styles.roleIcon}>
          <RoleIcon role={unit.role} size={size === 'small' ? 18 : 22} decorative />
        </span>
      </span>
      <span className={styles.name}>{nameParts ? <NameText parts={nameParts} /> : null}</span>
      <span className={styles.visuallyHidden}>
        {t('characters.thumbnailText', { name: name ? '' : unnamed, ...kind, owned: owned ? 'yes' : 'no' })}
      </span>
      {unit.bottomText == null ? null : <span className={styles.bottom}>{unit.bottomText}</span>}
    </>
  );
  return (
    // Named by its content, not aria-label: the visible name and bottom text must be part of the
    // accessible name (axe label-content-name-mismatch); type and role are read out after the name.
    onOpen ? (
      <button type="button" className={classes} title={label} onClick={() => onOpen(unit.id)}>
        {content}
      </button>
    ) : (
      <CharacterLink id={unit.id} className={classes} title={label}>
        {content}
      </CharacterLink>
    )
  );
}
