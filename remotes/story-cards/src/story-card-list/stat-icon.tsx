import { isValidElement, type ReactNode } from 'react';
import type { BuffDirection, BuffStat, StatId } from 'shared-domain/constants/stats';
import { escapeXml } from 'shared-domain/formatting/escape-xml';
import { Badge, SvgIcon, type IconBaseProps } from 'shared-ui/icons/svg-icon';

export type StatIconName = StatId | BuffStat;

const SWORD = <path d="M8 16 17 7M16 5.5h2.5V8M6.6 12.9l4.5 4.5M8.6 15.4 6 18" />;
const SHIELD = <path d="M12 5.5l5.5 2v4c0 3.5-2.4 5.7-5.5 6.9-3.1-1.2-5.5-3.4-5.5-6.9v-4Z" />;
const SIGHT = (
  <>
    <circle cx="12" cy="12" r="5" />
    <path d="M12 4.5v4M12 15.5v4M4.5 12h4M15.5 12h4" />
  </>
);
const DODGE = <path d="M5.5 15.5c3-5 8-6.5 13-5M7.5 18.5c3-3.5 6.5-4.5 10.5-4M9 8.2a2.3 2.3 0 1 0 4.6 0 2.3 2.3 0 1 0-4.6 0" />;
/** The small spark that marks a critical stat. */
const SPARK = <path d="M18.6 3.2l.8 1.9 1.9.8-1.9.8-.8 1.9-.8-1.9-1.9-.8 1.9-.8Z" fill="#fff" strokeWidth="0.6" />;

const YANG = '#e65100';
const YIN = '#3949ab';
const CRIT = '#ad1457';

const STATS: Record<StatIconName, { label: string; colour: string; glyph: ReactNode }> = {
  hp: {
    label: 'HP',
    colour: '#d32f2f',
    glyph: <path d="M12 18.5s-6.5-3.8-6.5-8.4A3.4 3.4 0 0 1 12 8.3a3.4 3.4 0 0 1 6.5 1.8c0 4.6-6.5 8.4-6.5 8.4Z" />,
  },
  agi: { label: 'Agility', colour: '#2e7d32', glyph: <path d="M5 8.5h8M4 12h11M5 15.5h8M15 6.5l4.5 5.5-4.5 5.5" /> },
  'yang-atk': { label: 'Yang attack', colour: YANG, glyph: SWORD },
  'yang-def': { label: 'Yang defense', colour: YANG, glyph: SHIELD },
  'yin-atk': { label: 'Yin attack', colour: YIN, glyph: SWORD },
  'yin-def': { label: 'Yin defense', colour: YIN, glyph: SHIELD },
  acc: { label: 'Accuracy', colour: '#00796b', glyph: SIGHT },
  eva: { label: 'Evasion', colour: '#6a1b9a', glyph: DODGE },
  'crit-atk': {
    label: 'Critical attack',
    colour: CRIT,
    glyph: (
      <>
        {SWORD}
        {SPARK}
      </>
    ),
  },
  'crit-acc': {
    label: 'Critical accuracy',
    colour: CRIT,
    glyph: (
      <>
        {SIGHT}
        {SPARK}
      </>
    ),
  },
  'crit-def': {
    label: 'Critical defense',
    colour: CRIT,
    glyph: (
      <>
        {SHIELD}
        {SPARK}
      </>
    ),
  },
  'crit-eva': {
    label: 'Critical evasion',
    colour: CRIT,
    glyph: (
      <>
        {DODGE}
        {SPARK}
      </>
    ),
  },
  focus: {
    label: 'Focus',
    colour: '#455a64',
    glyph: (
      <>
        <path d="M3.8 12s3-5 8.2-5 8.2 5 8.2 5-3 5-8.2 5-8.2-5-8.2-5Z" />
        <circle cx="12" cy="12" r="2.2" />
      </>
    ),
  },
};

export interface StatIconProps extends IconBaseProps {
  stat: StatIconName;
  /** A buff's direction: a small green up or red down arrow in the corner, and in the name. */
  direction?: BuffDirection;
}

/** A card or buff stat. An unknown id is the spec's 'Undefined stat id' error. */
export function StatIcon({ stat, direction, label, ...rest }: StatIconProps) {
  const s = STATS[stat];
  if (!s) throw new Error('Undefined stat id');
  const name = label ?? (direction ? `${s.label} ${direction}` : s.label);
  return (
    <SvgIcon label={name} {...rest}>
      <Badge colour={s.colour}>{s.glyph}</Badge>
      {direction === 'up' ? <path d="M18 13.5l5 6h-10Z" fill="#43a047" stroke="#fff" strokeWidth="1" strokeLinejoin="round" /> : null}
      {direction === 'down' ? <path d="M18 23.5l5-6h-10Z" fill="#e53935" stroke="#fff" strokeWidth="1" strokeLinejoin="round" /> : null}
    </SvgIcon>
  );
}

/** SVG markup of a tree of plain SVG elements, fragments and hook-free function components. */
function markupOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return escapeXml(String(node));
  if (Array.isArray(node)) return node.map(markupOf).join('');
  if (!isValidElement<Record<string, unknown> & { children?: ReactNode }>(node)) return '';
  const { children, ...props } = node.props;
  if (typeof node.type === 'function') return markupOf((node.type as (p: object) => ReactNode)(node.props));
  if (typeof node.type !== 'string') return markupOf(children);
  const attributes = Object.entries(props)
    .filter(([name, value]) => value !== undefined && value !== null && value !== false && name !== 'className')
    // strokeWidth → stroke-width; viewBox keeps its case (SVG attributes are case-sensitive).
    .map(
      ([name, value]) =>
        ` ${name === 'viewBox' ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${escapeXml(String(value))}"`,
    )
    .join('');
  const xmlns = node.type === 'svg' ? ' xmlns="http://www.w3.org/2000/svg"' : '';
  return `<${node.type}${xmlns}${attributes}>${markupOf(children)}</${node.type}>`;
}

const imageUrls = new Map<StatIconName, string>();

/** The stat's icon as an image URL, built once per stat. */
const statImageUrl = (stat: StatIconName): string => {
  let url = imageUrls.get(stat);
  if (!url) {
    url = `data:image/svg+xml,${encodeURIComponent(markupOf(StatIcon({ stat, decorative: true })))}`;
    imageUrls.set(stat, url);
  }
  return url;
};

/**
 * The same icon as an <img> of one shared image per stat, for long lists: the browser decodes each
 * stat's drawing once, where an inline SVG is laid out and painted anew in every row (the story
 * cards' stat tables scrolled into view). Decorative: the stat's name is written beside it.
 */
export function StatImage({ stat, size = 24, className }: { stat: StatIconName; size?: number; className?: string }) {
  // An unknown stat throws StatIcon's 'Undefined stat id' while its URL is built.
  return <img className={className} src={statImageUrl(stat)} width={size} height={size} alt="" decoding="async" />;
}
