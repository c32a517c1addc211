import type { EnemyView } from 'shared-domain/schemas/api/towers';
import { CharacterThumbnail } from 'shared-ui/characters/character-thumbnail';
import { useOpenCharacter } from 'shared-ui/hooks/use-open-character';
import styles from './enemy.module.css';

/**
 * The enemy's unit as every grid shows it; clicking opens the shell's character modal. The API
 * sends `thumbnailView` for every known unit; an enemy whose unit is missing from the character
 * content gets its plain portrait (nothing to type or role it by).
 */
export function EnemyUnit({ unit, name }: { unit: EnemyView['unit']; name: string }) {
  const openCharacter = useOpenCharacter();
  if (unit.thumbnailView) {
    // The column's heading already names the enemy: the thumbnail shows portrait and icons only.
    return <CharacterThumbnail unit={{ ...unit.thumbnailView, name: undefined }} size="small" className={styles.thumbnail} />;
  }
  return (
    <button
      type="button"
      className={styles.portrait}
      onClick={() => openCharacter(unit.id)}
      aria-label={`${name}: open the character`}
      title={name}
    >
      <img src={unit.thumbnail} alt="" width={72} height={72} loading="lazy" decoding="async" />
    </button>
  );
}
