import type { ReactNode } from 'react';
import type { StoryCardType } from 'shared-domain/constants/story-card-kinds';
import { SvgIcon, type IconBaseProps } from 'shared-ui/icons/svg-icon';
import { useT } from '../messages/catalogue';

const ring = (count: number, draw: (deg: number) => ReactNode) => Array.from({ length: count }, (_, i) => draw((360 / count) * i));

// Each type's name is the catalogue's `story-card-list.suit`.
const CARD_TYPES: Record<StoryCardType, { draw: ReactNode }> = {
  plum: {
    draw: (
      <>
        {ring(5, (deg) => (
          <circle key={deg} cx="12" cy="6.6" r="4.3" transform={`rotate(${deg} 12 12)`} fill="#ec407a" stroke="#880e4f" strokeWidth="1" />
        ))}
        <circle cx="12" cy="12" r="2.6" fill="#fff59d" stroke="#880e4f" strokeWidth="0.8" />
      </>
    ),
  },
  orchid: {
    draw: (
      <>
        {[-60, 0, 60].map((deg) => (
          <path
            key={deg}
            d="M12 12C9.5 9 10 4.5 12 2.5c2 2 2.5 6.5 0 9.5Z"
            transform={`rotate(${deg} 12 12)`}
            fill="#ab47bc"
            stroke="#4a148c"
            strokeWidth="1"
          />
        ))}
        <path
          d="M12 11.5c-3 .5-4.5 3-4 6 1.5-1 2.8-1.2 4-1.2s2.5.2 4 1.2c.5-3-1-5.5-4-6Z"
          fill="#e1bee7"
          stroke="#4a148c"
          strokeWidth="1"
        />
        <path d="M12 13.5v3.5" stroke="#4a148c" strokeWidth="1" />
      </>
    ),
  },
  chrysanthemum: {
    draw: (
      <>
        {ring(16, (deg) => (
          <ellipse
            key={deg}
            cx="12"
            cy="5.6"
            rx="1.5"
            ry="4.3"
            transform={`rotate(${deg} 12 12)`}
            fill="#fbc02d"
            stroke="#8d6e00"
            strokeWidth="0.7"
          />
        ))}
        <circle cx="12" cy="12" r="3.2" fill="#ff8f00" stroke="#8d6e00" strokeWidth="0.8" />
      </>
    ),
  },
  bamboo: {
    draw: (
      <>
        <path d="M8 2.5h3.5v19H8Z" fill="#43a047" stroke="#1b5e20" strokeWidth="1" />
        <path d="M8 8.5h3.5M8 15h3.5" stroke="#1b5e20" strokeWidth="1.4" />
        <path
          d="M11.5 8.5c2.5-2.5 6-3 9-2-2.5 2.3-6 3-9 2ZM11.5 15c2-1.8 5-2 7.5-1.2-2 1.8-5 2.2-7.5 1.2Z"
          fill="#66bb6a"
          stroke="#1b5e20"
          strokeWidth="1"
          strokeLinejoin="round"
        />
      </>
    ),
  },
};

export interface CardTypeIconProps extends IconBaseProps {
  type: StoryCardType;
}

/** The four story-card types (suits). */
export function CardTypeIcon({ type, label, ...rest }: CardTypeIconProps) {
  const t = useT();
  const c = CARD_TYPES[type];
  return (
    <SvgIcon label={label ?? t('story-card-list.suit', { suit: type })} {...rest}>
      {c.draw}
    </SvgIcon>
  );
}
