import type { CSSProperties } from 'react';
import type { StoryCardType } from 'shared-domain/constants/story-card-kinds';
import type { IconBaseProps } from 'shared-ui/icons/svg-icon';
import { useT } from '../messages/catalogue';
import styles from './card-type-icon.module.css';

export interface CardTypeIconProps extends IconBaseProps {
  type: StoryCardType;
}

/**
 * The four story-card types (suits), each a window on one drawing of all four (card-types.svg):
 * one element per card, where an inline drawing was up to nineteen for the list to lay out and
 * paint as each row scrolls in. The name is the catalogue's `story-card-list.suit`.
 */
export function CardTypeIcon({ type, size = 24, className, decorative = false, label }: CardTypeIconProps) {
  const t = useT();
  const name = label ?? t('story-card-list.suit', { suit: type });
  return (
    <span
      className={className ? `${styles.icon} ${className}` : styles.icon}
      style={{ '--icon-size': `${size}px` } as CSSProperties}
      data-suit={type}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
      title={decorative ? undefined : name}
    />
  );
}
