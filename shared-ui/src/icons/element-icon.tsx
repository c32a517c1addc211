import type { ReactNode } from 'react';
import type { Element } from 'shared-domain/constants/elements';
import { ELEMENT_NOT_FOUND, elementName } from 'shared-domain/tower/element-text';
import { SvgIcon, type IconBaseProps } from './svg-icon';

/** The spec names the no-element 'no' in places and 'no-element' in others: both are accepted. */
export type ElementIconName = Element | 'no';

const RAYS = Array.from({ length: 8 }, (_, i) => {
  const a = (i * Math.PI) / 4;
  const [x1, y1, x2, y2] = [12 + 6.6 * Math.cos(a), 12 + 6.6 * Math.sin(a), 12 + 9.6 * Math.cos(a), 12 + 9.6 * Math.sin(a)];
  return `M${x1.toFixed(2)} ${y1.toFixed(2)}L${x2.toFixed(2)} ${y2.toFixed(2)}`;
}).join('');

const stroke = (colour: string, width = 1.2) => ({
  stroke: colour,
  strokeWidth: width,
  strokeLinejoin: 'round' as const,
  strokeLinecap: 'round' as const,
});

// Names come from the one table in shared-domain (element-text); this file only draws.
const ELEMENTS: Record<Element, { draw: ReactNode }> = {
  sun: {
    draw: (
      <>
        <circle cx="12" cy="12" r="4.6" fill="#f4511e" {...stroke('#8c2a0c')} />
        <path d={RAYS} fill="none" {...stroke('#f4511e', 2)} />
      </>
    ),
  },
  moon: {
    draw: <path d="M14.5 3.2a9 9 0 1 0 6.3 14.4A7.2 7.2 0 0 1 14.5 3.2Z" fill="#c5cae9" {...stroke('#3f4a8a')} />,
  },
  fire: {
    draw: (
      <>
        <path
          d="M12 2.5c1 3.5 6.5 6 6.5 11.5a6.5 6.5 0 0 1-13 0c0-2.8 1.6-4.6 3-5.8 0 2 .8 3.3 2 3.8-.6-3.5.4-6.8 1.5-9.5Z"
          fill="#e53935"
          {...stroke('#7f1414')}
        />
        <path d="M12 21a3 3 0 0 1-3-3c0-1.8 1.6-3 3-5 1.4 2 3 3.2 3 5a3 3 0 0 1-3 3Z" fill="#ffb300" />
      </>
    ),
  },
  water: {
    draw: (
      <>
        <path d="M12 2.5C9.5 7 5.5 10.5 5.5 15a6.5 6.5 0 0 0 13 0c0-4.5-4-8-6.5-12.5Z" fill="#1e88e5" {...stroke('#0d3c73')} />
        <path d="M9 15.5a3 3 0 0 0 2.6 3" fill="none" {...stroke('#fff', 1.4)} />
      </>
    ),
  },
  wood: {
    draw: (
      <>
        <path d="M5 19C4 11 9.5 4.5 20 4c.5 10-5.5 16-15 15Z" fill="#43a047" {...stroke('#1b5e20')} />
        <path d="M5 19 15 9" fill="none" {...stroke('#e8f5e9', 1.4)} />
      </>
    ),
  },
  metal: {
    draw: (
      <>
        <path d="M7 7.5h10l4 10H3Z" fill="#b0bec5" {...stroke('#37474f')} />
        <path d="M8.2 9.5h3.5L10.3 15" fill="none" {...stroke('#fff', 1.4)} />
      </>
    ),
  },
  earth: {
    draw: (
      <>
        <path d="M2 19.5 9 7l3.5 5.5L15 9l7 10.5Z" fill="#8d6e63" {...stroke('#3e2723')} />
        <path d="M7.5 9.7 9 11l1.3-1.2" fill="none" {...stroke('#fff', 1.3)} />
      </>
    ),
  },
  star: {
    draw: <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8Z" fill="#fdd835" {...stroke('#8d6e00')} />,
  },
  'no-element': {
    draw: (
      <>
        <circle cx="12" cy="12" r="8.5" fill="#9e9e9e" fillOpacity="0.35" {...stroke('#757575', 1.8)} />
        <path d="M6 18 18 6" fill="none" {...stroke('#757575', 1.8)} />
      </>
    ),
  },
};

export interface ElementIconProps extends IconBaseProps {
  element: ElementIconName;
  /** Name language (the element-lang setting). */
  lang?: 'en' | 'jp';
}

/** One of the nine elements, named in English or Japanese. */
export function ElementIcon({ element, lang = 'en', label, ...rest }: ElementIconProps) {
  const key = element === 'no' ? 'no-element' : element;
  const e = ELEMENTS[key];
  if (!e) throw new Error(ELEMENT_NOT_FOUND);
  // The spec's text for the element-less attribute is 'No'; alone, an icon's name needs the noun.
  const name = key === 'no-element' && lang === 'en' ? 'No element' : elementName(key, lang);
  return (
    <SvgIcon label={label ?? name} {...rest}>
      {e.draw}
    </SvgIcon>
  );
}
