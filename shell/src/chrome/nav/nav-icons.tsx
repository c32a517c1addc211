import type { ReactNode } from 'react';

/** The project's own line icons (24×24, stroke = currentColor): no game art, no icon font. */
export type IconName =
  | 'home'
  | 'characters'
  | 'story-cards'
  | 'tower'
  | 'prayers'
  | 'menu'
  | 'update-log'
  | 'settings'
  | 'sliders'
  | 'hamburger'
  | 'close'
  | 'logo';

const PATHS: Record<IconName, ReactNode> = {
  home: <path d="M3.5 11.5 12 4.5l8.5 7M6 10v9.5h4.5V15h3v4.5H18V10" />,
  characters: (
    <>
      <circle cx="12" cy="8" r="3.75" />
      <path d="M4.5 20.5c.6-4 3.6-6.75 7.5-6.75s6.9 2.75 7.5 6.75" />
    </>
  ),
  'story-cards': (
    <>
      <rect x="8" y="3" width="11" height="15" rx="1.75" />
      <path d="M5 6.5v12.25A1.75 1.75 0 0 0 6.75 20.5H15" />
      <path d="M13.5 7.5l1.1 2.3 2.4.3-1.8 1.6.5 2.4-2.2-1.2-2.2 1.2.5-2.4-1.8-1.6 2.4-.3z" strokeWidth="1.2" />
    </>
  ),
  tower: (
    <>
      <path d="M7 20.5V9.5h10v11M5.5 20.5h13" />
      <path d="M7 9.5V5h2v2h2V5h2v2h2V5h2v4.5" />
      <path d="M10.5 20.5v-3.25a1.5 1.5 0 0 1 3 0v3.25M11.25 12h1.5" />
    </>
  ),
  // A torii gate: the prayers (gacha) section is a shrine visit.
  prayers: <path d="M3 5.25c5.5 1.5 12.5 1.5 18 0M4.5 9h15M7 6.25V20.5M17 6.25V20.5M12 6.9V9" />,
  menu: (
    <>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.25" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.25" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.25" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.25" />
    </>
  ),
  'update-log': (
    <>
      <path d="M6 3.5h8.5l3.5 3.5v13.5H6z" />
      <path d="M14 3.5V7.5h4M9 11.5h6M9 14.5h6M9 17.5h4" />
    </>
  ),
  // A gear: the dashed ring draws eight teeth.
  settings: (
    <>
      <circle cx="12" cy="12" r="7.25" strokeWidth="3" strokeDasharray="2.85 2.85" />
      <circle cx="12" cy="12" r="5.25" />
      <circle cx="12" cy="12" r="2" />
    </>
  ),
  sliders: (
    <>
      <path d="M4 7h9M17 7h3M4 12h3M11 12h9M4 17h11M19 17h1" />
      <circle cx="15" cy="7" r="2" />
      <circle cx="9" cy="12" r="2" />
      <circle cx="17" cy="17" r="2" />
    </>
  ),
  hamburger: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  // A crescent and a star: the site's mark.
  logo: (
    <>
      <path d="M14.5 3.6a8.75 8.75 0 1 0 5.9 13.9A7 7 0 0 1 14.5 3.6z" />
      <path d="M17.5 6.5l.6 1.4 1.4.6-1.4.6-.6 1.4-.6-1.4-1.4-.6 1.4-.6z" strokeWidth="1.2" />
    </>
  ),
};

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** Decorative: the control around it carries the accessible name. */
/** Whether a name from outside the shell (a page manifest) is one of its icons. */
export const isIconName = (name: string): name is IconName => Object.hasOwn(PATHS, name);

export function Icon({ name, size = 22, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
