import styles from './item-icon.module.css';

interface ItemIconProps {
  image: string;
  /** '-2' items glow red, '-3' items gold. */
  glow: 'red' | 'gold' | null;
  size?: 'small' | 'normal';
}

/** A reward item's icon at a fixed size (no layout shift), with its glow. The name is beside it. */
export function ItemIcon({ image, glow, size = 'normal' }: ItemIconProps) {
  return (
    <span className={styles.frame} data-glow={glow ?? undefined} data-size={size}>
      <img src={image} alt="" width={40} height={40} loading="lazy" decoding="async" className={styles.image} />
    </span>
  );
}
