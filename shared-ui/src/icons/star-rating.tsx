import styles from './star-rating.module.css';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8Z';

export interface StarRatingProps {
  stars: number;
  max?: number;
  /** Px per star. */
  size?: number;
  className?: string;
}

/** 'stars of max' as filled and empty stars, read out as '4 of 5 stars'. */
export function StarRating({ stars, max = 5, size = 16, className }: StarRatingProps) {
  const total = Math.max(0, Math.floor(max));
  const filled = Math.min(total, Math.max(0, Math.floor(stars)));
  const label = `${filled} of ${total} stars`;
  return (
    <span className={[styles.stars, className].filter(Boolean).join(' ')} role="img" aria-label={label} title={label}>
      {Array.from({ length: total }, (_, i) => (
        <svg key={i} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d={STAR}
            fill={i < filled ? '#fbc02d' : 'none'}
            stroke={i < filled ? '#8d6e00' : 'currentColor'}
            strokeOpacity={i < filled ? 1 : 0.5}
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </span>
  );
}
