import { useT } from 'shared-ui/messages/catalogue';
import styles from './star-rating.module.css';

/** One star in a 24×24 cell, drawn from its top point with relative steps so it can be moved by x. */
const starAt = (cell: number) =>
  `M${12 + 24 * cell} 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L${12 + 24 * cell} 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8Z`;

/** The path of `count` stars side by side, from cell `from`. */
const starsPath = (from: number, count: number): string => Array.from({ length: count }, (_, i) => starAt(from + i)).join('');

export interface StarRatingProps {
  stars: number;
  max?: number;
  /** Px per star. */
  size?: number;
  className?: string;
}

/**
 * 'stars of max' as filled and empty stars, read out as '4 of 5 stars'. One SVG with one path for
 * the filled stars and one for the empty ones: a long list shows hundreds of ratings, and each SVG
 * root is laid out and painted on its own (five per card made the story-card scroll's long tasks),
 * and it is not clipped (see SvgIcon).
 */
export function StarRating({ stars, max = 5, size = 16, className }: StarRatingProps) {
  const t = useT();
  const total = Math.max(0, Math.floor(max));
  const filled = Math.min(total, Math.max(0, Math.floor(stars)));
  const label = t('icons.stars', { filled, total });
  return (
    <span className={[styles.stars, className].filter(Boolean).join(' ')} role="img" aria-label={label} title={label}>
      <svg width={size * total} height={size} viewBox={`0 0 ${24 * total} 24`} overflow="visible" aria-hidden="true" focusable="false">
        {filled > 0 ? (
          <path d={starsPath(0, filled)} fill="#fbc02d" stroke="#8d6e00" strokeWidth="1.5" strokeLinejoin="round" data-stars="filled" />
        ) : null}
        {filled < total ? (
          <path
            d={starsPath(filled, total - filled)}
            fill="none"
            stroke="currentColor"
            strokeOpacity={0.5}
            strokeWidth="1.5"
            strokeLinejoin="round"
            data-stars="empty"
          />
        ) : null}
      </svg>
    </span>
  );
}
