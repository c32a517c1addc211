import type { CharacterShowing } from 'shared-domain/characters/spoilers';
import type { EnemyView } from 'shared-domain/schemas/api/towers';
import { CharacterThumbnail } from 'shared-ui/characters/character-thumbnail';
import { SPOILER_LABEL } from 'shared-ui/characters/character-name';
import { useOpenCharacter } from 'shared-ui/hooks/use-open-character';
import { useT } from '../../messages/catalogue';
import styles from './enemy.module.css';

/**
 * The enemy's unit as every grid shows it; clicking opens the shell's character modal. The API
 * sends `thumbnailView` for every known unit; an enemy whose unit is missing from the character
 * content gets its plain portrait (nothing to type or role it by). A unit named only because the
 * floor shows it (`appearance`) gets its picture alone, opening nothing: its type, role and modal
 * are the unit's own, still hidden (not playable in global yet, or never).
 */
export function EnemyUnit({ unit, name, showing }: { unit: EnemyView['unit']; name: string; showing: CharacterShowing }) {
  const t = useT();
  const openCharacter = useOpenCharacter();
  if (showing !== 'unit') {
    const hidden = showing === 'hidden';
    return (
      <span
        className={styles.portrait}
        data-still=""
        role="img"
        aria-label={hidden ? SPOILER_LABEL : name}
        title={hidden ? undefined : name}
      >
        <img src={hidden ? unit.spoilerSafeThumbnail : unit.thumbnail} alt="" width={72} height={72} loading="lazy" decoding="async" />
      </span>
    );
  }
  if (unit.thumbnailView) {
    // The column's heading already names the enemy: the thumbnail shows portrait and icons only.
    return <CharacterThumbnail unit={{ ...unit.thumbnailView, name: undefined }} size="small" className={styles.thumbnail} />;
  }
  return (
    <button
      type="button"
      className={styles.portrait}
      onClick={() => openCharacter(unit.id)}
      aria-label={t('enemy.openCharacter', { name })}
      title={name}
    >
      <img src={unit.thumbnail} alt="" width={72} height={72} loading="lazy" decoding="async" />
    </button>
  );
}
