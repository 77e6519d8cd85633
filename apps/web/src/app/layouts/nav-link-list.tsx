import { Link, useLocation } from 'react-router';
import classes from './nav-links.module.css';

export interface NavItem {
  label: string;
  to: string;
  /** Other paths that show the same page (the client home at `/`). */
  alsoActiveAt?: string[];
  /** Active only on its own path, not on the paths below it (a section list's root). */
  exact?: boolean;
}

/** Navigation links with the active route marked (aria-current="page", highlighted). */
export function NavLinkList({
  items,
  label,
  stacked = false,
  onNavigate,
}: {
  items: NavItem[];
  label: string;
  stacked?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label}>
      <div
        className={stacked ? undefined : classes.links}
        style={stacked ? { display: 'grid', gap: 4 } : undefined}
      >
        {items.map((item) => {
          const active =
            pathname === item.to ||
            (!item.exact && pathname.startsWith(`${item.to}/`)) ||
            !!item.alsoActiveAt?.includes(pathname);
          return (
            <Link
              key={item.to}
              to={item.to}
              className={stacked ? classes.stacked : classes.link}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          );
        })}
      </div>
    </nav>
  );
}
