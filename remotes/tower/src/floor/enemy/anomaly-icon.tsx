import type { ReactNode } from 'react';
import type { Anomaly } from 'shared-domain/constants/anomalies';
import { useT } from '../../messages/catalogue';
import { anomalyName, isAnomaly } from './effect-text';
import { SvgIcon, type IconBaseProps } from 'shared-ui/icons/svg-icon';

const stroke = (colour: string, width = 1.2) => ({
  stroke: colour,
  strokeWidth: width,
  strokeLinejoin: 'round' as const,
  strokeLinecap: 'round' as const,
});

/** A rounded tile in the anomaly's colour: a status, not an element (those are drawn without one). */
const Tile = ({ colour, edge }: { colour: string; edge: string }) => (
  <rect x="1.6" y="1.6" width="20.8" height="20.8" rx="5" fill={colour} {...stroke(edge)} />
);

/** Six spokes from the centre, each with a V two-thirds of the way out. */
const SNOWFLAKE = Array.from({ length: 6 }, (_, i) => {
  const a = (i * Math.PI) / 3 - Math.PI / 2;
  const at = (r: number) => `${(12 + r * Math.cos(a)).toFixed(2)} ${(12 + r * Math.sin(a)).toFixed(2)}`;
  // The two strokes of the V lean about 40° either side of the spoke.
  const v = (side: number) => {
    const [bx, by] = [12 + 5 * Math.cos(a), 12 + 5 * Math.sin(a)];
    const b = a + side * (Math.PI * 0.22);
    return `M${bx.toFixed(2)} ${by.toFixed(2)}L${(bx + 2.6 * Math.cos(b)).toFixed(2)} ${(by + 2.6 * Math.sin(b)).toFixed(2)}`;
  };
  return `M12 12L${at(7.6)}${v(1)}${v(-1)}`;
}).join('');

const BLIND = { tile: '#575070', edge: '#1f1a2b', eye: '#f3f0f8' };
const BURN = { tile: '#f57c00', edge: '#6e2600' };
const FREEZE = { tile: '#0a9ee0', edge: '#01466e' };
const PARALYZE = { tile: '#fbc02d', edge: '#6d4c00' };
const POISON = { tile: '#8e24aa', edge: '#3b0a4a', drop: '#9ccc3c', dropEdge: '#244a05' };

// Names come from the catalogue (anomalyName, as in the ability text); this file only draws.
const ANOMALIES: Record<Anomaly, ReactNode> = {
  blind: (
    <>
      <Tile colour={BLIND.tile} edge={BLIND.edge} />
      <path
        d="M3.6 12c2.2-3.7 5-5.5 8.4-5.5s6.2 1.8 8.4 5.5c-2.2 3.7-5 5.5-8.4 5.5S5.8 15.7 3.6 12Z"
        fill={BLIND.eye}
        {...stroke(BLIND.edge)}
      />
      <circle cx="12" cy="12" r="3.1" fill={BLIND.edge} />
      {/* The cross-out: a tile-coloured gap either side of a light bar. */}
      <path d="M5.4 18.6 18.6 5.4" fill="none" {...stroke(BLIND.tile, 3.4)} />
      <path d="M5.4 18.6 18.6 5.4" fill="none" {...stroke(BLIND.eye, 1.6)} />
    </>
  ),
  burn: (
    <>
      <Tile colour={BURN.tile} edge={BURN.edge} />
      <path
        d="M12 4.4c.8 2.8 5.2 4.8 5.2 9.2a5.2 5.2 0 0 1-10.4 0c0-2.24 1.28-3.68 2.4-4.64 0 1.6.64 2.64 1.6 3.04-.48-2.8.32-5.44 1.2-7.6Z"
        fill="#ffe58a"
        {...stroke(BURN.edge)}
      />
      <path d="M12 18.8a2.2 2.2 0 0 1-2.2-2.2c0-1.3 1.2-2.2 2.2-3.7 1 1.5 2.2 2.4 2.2 3.7a2.2 2.2 0 0 1-2.2 2.2Z" fill="#e53935" />
    </>
  ),
  freeze: (
    <>
      <Tile colour={FREEZE.tile} edge={FREEZE.edge} />
      <path d={SNOWFLAKE} fill="none" {...stroke('#ffffff', 1.7)} />
    </>
  ),
  paralyze: (
    <>
      <Tile colour={PARALYZE.tile} edge={PARALYZE.edge} />
      <path d="M14 3.6 6.2 13.4h5l-1.6 7 8.2-10.2h-5.2Z" fill="#3d2a00" {...stroke(PARALYZE.edge, 1)} />
    </>
  ),
  poison: (
    <>
      <Tile colour={POISON.tile} edge={POISON.edge} />
      <path
        d="M11.2 5.2C9.4 8.3 6.6 10.8 6.6 14a4.6 4.6 0 0 0 9.2 0c0-3.2-2.8-5.7-4.6-8.8Z"
        fill={POISON.drop}
        {...stroke(POISON.dropEdge)}
      />
      <circle cx="9.5" cy="14.4" r="1.5" fill="#e8f7b8" />
      {/* Bubbles rising off the drop. */}
      <circle cx="17.7" cy="7.4" r="1.6" fill={POISON.drop} {...stroke(POISON.dropEdge, 0.9)} />
      <circle cx="15.6" cy="4.4" r="0.95" fill={POISON.drop} {...stroke(POISON.dropEdge, 0.8)} />
    </>
  ),
};

/** What is shown for a value that is not one of the five (bad data): a grey tile with a question mark. */
const UNKNOWN = (
  <>
    <Tile colour="#8a8a8a" edge="#3d3d3d" />
    <path d="M9.3 9.4a2.7 2.7 0 1 1 3.9 2.4c-.8.4-1.2 1-1.2 1.9v.5" fill="none" {...stroke('#ffffff', 2)} />
    <circle cx="12" cy="17.4" r="1.25" fill="#ffffff" />
  </>
);

export interface AnomalyIconProps extends IconBaseProps {
  anomaly: Anomaly;
}

/** One of the five anomalies (blind, burn, freeze, paralyze, poison), named as the ability text names it. */
export function AnomalyIcon({ anomaly, label, ...rest }: AnomalyIconProps) {
  const t = useT();
  // The value may come straight from the API: anything else is drawn as unknown and named as given.
  const known = typeof anomaly === 'string' && isAnomaly(anomaly);
  const name = known ? anomalyName(anomaly, t) : String(anomaly ?? '') || t('enemy.unknownAnomaly');
  return (
    <SvgIcon label={label ?? name} {...rest}>
      {known ? ANOMALIES[anomaly] : UNKNOWN}
    </SvgIcon>
  );
}
