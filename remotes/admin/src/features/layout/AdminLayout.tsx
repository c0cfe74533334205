import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { ROUTES } from '@site/contracts';
import { ADMIN_SECTIONS } from './admin-sections';
import './admin-layout.css';

/** Every admin screen sits beside the same section navigation. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="admin-layout">
      <nav aria-label="Admin sections" className="admin-layout__nav">
        <ul>
          {ADMIN_SECTIONS.map(({ id, label }) => (
            <li key={id}>
              <NavLink to={ROUTES[id].path} end={id === 'admin'} className="admin-layout__link">
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-layout__main">{children}</div>
    </div>
  );
}
