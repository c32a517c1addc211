import { NavLink } from 'react-router-dom';

export const NAV_ITEMS = [
  { to: '/', label: 'Home' },
  { to: '/characters', label: 'Characters' },
  { to: '/story-cards', label: 'Story Cards' },
  { to: '/stages/scarlet-devil-tower', label: 'Scarlet Tower' },
  { to: '/prayers', label: 'Prayers' },
  { to: '/menu', label: 'Menu' },
  { to: '/update-log', label: 'Update Log' },
  { to: '/settings', label: 'Settings' },
] as const;

export function Navbar() {
  return (
    <nav aria-label="Main">
      {NAV_ITEMS.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.to === '/'}>
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
