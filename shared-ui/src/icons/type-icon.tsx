import type { ReactNode } from 'react';
import type { CharacterType } from 'shared-domain/characters/character-types';
import { useT } from 'shared-ui/messages/catalogue';
import { SvgIcon, type IconBaseProps } from './svg-icon';

/** Fill, outline and detail colours: the type's own for the coloured 'c' variant, currentColor otherwise. */
interface Ink {
  fill: string;
  fillOpacity: number;
  stroke: string;
  detail: string;
}

const MONO: Ink = { fill: 'currentColor', fillOpacity: 0.35, stroke: 'currentColor', detail: 'currentColor' };

/** Coloured variant: [fill, outline]; the spec fixes fes yellow and afes orange, the rest are ours. */
const TYPE_COLOURS: Record<CharacterType, [string, string]> = {
  gen: ['#5b8fd6', '#2c4f85'],
  fes: ['#f6c945', '#8a6a00'],
  afes: ['#f57c00', '#8a3f00'],
  sfes: ['#43a047', '#1b5e20'],
  mfes: ['#7e57c2', '#3f2380'],
  exfes: ['#e53977', '#84113c'],
  relic: ['#d23b3b', '#7a1414'],
  genic: ['#14a89a', '#07554d'],
  epic: ['#9c27b0', '#4a0a57'],
  wfes: ['#eef3f7', '#5d7686'],
  ds: ['#455a64', '#1c262b'],
  yukkuri: ['#f3dcb2', '#8d5a2b'],
};

// Half a yin-yang: the magatama every tomoe icon is made of.
const TOMOE = 'M12 3a9 9 0 0 1 0 18 4.5 4.5 0 0 1 0-9 4.5 4.5 0 0 0 0-9Z';

const body = (ink: Ink) => ({
  fill: ink.fill,
  fillOpacity: ink.fillOpacity,
  stroke: ink.stroke,
  strokeWidth: 1.2,
  strokeLinejoin: 'round' as const,
});
const line = (ink: Ink, width = 1.6) => ({
  fill: 'none',
  stroke: ink.detail,
  strokeWidth: width,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
});

const petals = (count: number, distance: number, radius: number, ink: Ink): ReactNode =>
  Array.from({ length: count }, (_, i) => {
    const a = (i / count) * 2 * Math.PI - Math.PI / 2;
    return <circle key={i} cx={12 + distance * Math.cos(a)} cy={12 + distance * Math.sin(a)} r={radius} {...body(ink)} />;
  });

const DRAW: Record<CharacterType, (ink: Ink) => ReactNode> = {
  gen: (ink) => (
    <>
      <path d="M12 2.5 21.5 12 12 21.5 2.5 12Z" {...body(ink)} />
      <path d="M12 7.5 16.5 12 12 16.5 7.5 12Z" {...line(ink, 1.2)} />
    </>
  ),
  fes: (ink) => <path d={TOMOE} transform="rotate(-35 12 12)" {...body(ink)} />,
  afes: (ink) => (
    <>
      <path d={TOMOE} transform="rotate(-35 12 12)" {...body(ink)} />
      <circle cx="12" cy="12" r="10.2" {...line(ink, 1.1)} />
    </>
  ),
  sfes: (ink) => (
    <>
      {petals(4, 4.6, 4.4, ink)}
      <circle cx="12" cy="12" r="1.6" fill={ink.detail} />
    </>
  ),
  mfes: (ink) => (
    <>
      <circle cx="12" cy="12" r="10.5" {...body({ ...ink, fillOpacity: ink.fillOpacity * 0.35 })} />
      {[0, 120, 240].map((deg) => (
        <path
          key={deg}
          d={TOMOE}
          transform={`rotate(${deg} 12 12) translate(12 6.6) scale(0.42) translate(-12 -12)`}
          {...body({ ...ink, fillOpacity: 1 })}
        />
      ))}
    </>
  ),
  exfes: (ink) => (
    <path
      d="M10.5 12a1.5 1.5 0 0 1 3 0 3 3 0 0 1-6 0 4.5 4.5 0 0 1 9 0 6 6 0 0 1-12 0 7.5 7.5 0 0 1 15 0"
      {...line({ ...ink, detail: ink.fill === 'currentColor' ? 'currentColor' : ink.fill }, 2.2)}
    />
  ),
  relic: (ink) => (
    <>
      <ellipse cx="8.6" cy="17.6" rx="3.6" ry="2.7" transform="rotate(-22 8.6 17.6)" {...body(ink)} />
      <path d="M11.3 16.8V3.2c.6 2.8 6.3 3.9 5.2 9.3-.6-2.6-2.6-3.6-5.2-3.9" {...body(ink)} />
    </>
  ),
  genic: (ink) => (
    <>
      <path d="M7 4h10l4.5 5L12 21 2.5 9Z" {...body(ink)} />
      <path d="M2.5 9h19M9.5 4 8 9l4 12 4-12-1.5-5" {...line(ink, 1.1)} />
    </>
  ),
  epic: (ink) => (
    <>
      {petals(5, 5.4, 3.9, ink)}
      <circle cx="12" cy="12" r="1.9" fill={ink.detail} />
    </>
  ),
  wfes: (ink) => (
    <>
      <rect x="5" y="5" width="14" height="14" {...body(ink)} />
      <rect x="5" y="5" width="14" height="14" transform="rotate(45 12 12)" {...body(ink)} />
      <circle cx="12" cy="12" r="2.6" {...line(ink, 1.2)} />
    </>
  ),
  ds: (ink) => (
    <>
      <rect x="1.5" y="4.5" width="21" height="15" rx="3" {...body(ink)} />
      <path
        d="M4.5 8l2.8 8.5L10.1 8M19.4 9.3c-.6-1-1.7-1.5-2.9-1.3-1.4.2-2.3 1.2-2 2.4.3 1.2 1.8 1.5 2.9 2 1.3.5 2.2 1.3 1.9 2.6-.3 1.3-1.6 1.9-3 1.7-1.1-.2-2-.8-2.4-1.7"
        {...line({ ...ink, detail: ink.fill === 'currentColor' ? 'currentColor' : '#fff' }, 1.8)}
      />
    </>
  ),
  yukkuri: (ink) => (
    <>
      <path d="M2.8 18.5C2.8 12 6.9 7.5 12 7.5s9.2 4.5 9.2 11c0 1.5-1.1 2.3-2.8 2.3H5.6c-1.7 0-2.8-.8-2.8-2.3Z" {...body(ink)} />
      <path
        d="M12 7.6 6.6 3.8l-.9 5.3ZM12 7.6l5.4-3.8.9 5.3Z"
        {...body(ink.fill === 'currentColor' ? ink : { fill: '#d32f2f', fillOpacity: 1, stroke: '#7f0000', detail: '#fff' })}
      />
      <circle cx="12" cy="7.6" r="1.4" fill={ink.fill === 'currentColor' ? 'currentColor' : '#7f0000'} />
      <ellipse cx="9" cy="14.5" rx="1.1" ry="1.7" fill={ink.fill === 'currentColor' ? 'currentColor' : '#3e2723'} />
      <ellipse cx="15" cy="14.5" rx="1.1" ry="1.7" fill={ink.fill === 'currentColor' ? 'currentColor' : '#3e2723'} />
      <path d="M10.4 18.2c1 .7 2.2.7 3.2 0" {...line(ink.fill === 'currentColor' ? ink : { ...ink, detail: '#3e2723' }, 1.1)} />
    </>
  ),
};

export interface TypeIconProps extends IconBaseProps {
  type: CharacterType;
  /** The coloured 'c' variant; otherwise drawn in the text colour. */
  coloured?: boolean;
}

/** One of the twelve character (banner) type icons, named after the type ('Festival', 'Relic'). */
export function TypeIcon({ type, coloured = false, label, ...rest }: TypeIconProps) {
  const t = useT();
  const [fill, stroke] = TYPE_COLOURS[type];
  const ink: Ink = coloured ? { fill, fillOpacity: 1, stroke, detail: stroke } : MONO;
  return (
    <SvgIcon label={label ?? t('icons.type', { type })} {...rest}>
      {DRAW[type](ink)}
    </SvgIcon>
  );
}
