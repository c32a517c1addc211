import type { ReactNode } from 'react';

export interface IconBaseProps {
  /** Rendered width and height in px (the drawing is 24×24). */
  size?: number;
  className?: string;
  /** When visible text beside the icon already says what it is: hidden from assistive technology. */
  decorative?: boolean;
  /** Overrides the accessible name (also shown as the hover title). */
  label?: string;
}

/** The frame every project icon is drawn in: 24×24, an accessible name unless decorative. */
export function SvgIcon({
  size = 24,
  className,
  decorative = false,
  label,
  children,
}: IconBaseProps & { label: string; children: ReactNode }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      // Drawn inside the box anyway; without the default clip, Chromium gives the icon no clip
      // node of its own, which made a long list's rows slow to paint (the story-card scroll).
      overflow="visible"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
      focusable="false"
    >
      {decorative ? null : <title>{label}</title>}
      {children}
    </svg>
  );
}

/** A filled circle badge behind a white line glyph: roles and stats. */
export function Badge({ colour, children }: { colour: string; children: ReactNode }) {
  return (
    <>
      <circle cx="12" cy="12" r="11" fill={colour} />
      <g fill="none" stroke="#fff" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    </>
  );
}
