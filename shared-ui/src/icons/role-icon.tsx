import type { ReactNode } from 'react';
import type { Role } from 'shared-domain/constants/roles';
import { useT } from 'shared-ui/messages/catalogue';
import { Badge, SvgIcon, type IconBaseProps } from './svg-icon';

// Each role's name is shared-ui's `icons.role` message; this table only draws.
const ROLES: Record<Role, { colour: string; glyph: ReactNode }> = {
  attack: {
    colour: '#c62828',
    glyph: <path d="M8 16 17 7M16 5.5h2.5V8M6.6 12.9l4.5 4.5M8.6 15.4 6 18" />,
  },
  debuff: { colour: '#6a1b9a', glyph: <path d="M12 5.5v12M7.2 12.7 12 17.5l4.8-4.8M7.5 5.5h9" /> },
  defense: {
    colour: '#1565c0',
    glyph: <path d="M12 5l6 2.2v4.3c0 3.8-2.6 6.2-6 7.5-3.4-1.3-6-3.7-6-7.5V7.2Z" />,
  },
  destroy: {
    colour: '#d84315',
    glyph: (
      <path d="M12 4.8l1.5 3.9 3.9-1.6-1.6 3.9 3.9 1.5-3.9 1.5 1.6 3.9-3.9-1.6-1.5 3.9-1.5-3.9-3.9 1.6 1.6-3.9L4.2 12.5l3.9-1.5-1.6-3.9 3.9 1.6Z" />
    ),
  },
  heal: { colour: '#2e7d32', glyph: <path d="M12 6.5v11M6.5 12h11" strokeWidth="3.2" /> },
  speed: { colour: '#ef8f00', glyph: <path d="M13.5 4.5 7.5 13h4l-1 6.5 6-8.5h-4Z" /> },
  support: { colour: '#00838f', glyph: <path d="M12 18V6.5M7.2 11.3 12 6.5l4.8 4.8M7.5 18.5h9" /> },
  technical: {
    colour: '#546e7a',
    glyph: (
      <>
        <circle cx="12" cy="12" r="5.6" strokeWidth="2.6" strokeDasharray="2.2 2.2" />
        <circle cx="12" cy="12" r="3.6" />
        <circle cx="12" cy="12" r="1.2" />
      </>
    ),
  },
};

export interface RoleIconProps extends IconBaseProps {
  role: Role;
}

/** One of the eight unit roles, named ('Attack', 'Heal'...). */
export function RoleIcon({ role, label, ...rest }: RoleIconProps) {
  const t = useT();
  const r = ROLES[role];
  return (
    <SvgIcon label={label ?? t('icons.role', { role })} {...rest}>
      <Badge colour={r.colour}>{r.glyph}</Badge>
    </SvgIcon>
  );
}
