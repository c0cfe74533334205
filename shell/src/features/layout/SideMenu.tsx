import { useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { pathTo } from '@site/contracts';
import { useCurrentUser } from '@site/shell-api';
import { useSignOut } from '../auth/use-sign-out';
import { CloseIcon } from './icons';
import { SIDE_MENU_LINKS } from './nav-links';
import { PreloadLink } from './PreloadLink';
import { SideMenuTopics } from './SideMenuTopics';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { useDialogFocus } from './use-dialog-focus';
import { useEscape } from './use-escape';
import { useTopicHistoryKeys } from './use-topic-history-keys';
import './side-menu.css';

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
}

/** The drawer opened by the menu buttons: Navigation, Account and Topics. */
export function SideMenu({ open, onClose }: SideMenuProps) {
  return open ? <SideMenuPanel onClose={onClose} /> : null;
}

function SideMenuPanel({ onClose }: { onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  useBodyScrollLock();
  useDialogFocus(panelRef);
  useEscape(onClose);
  useTopicHistoryKeys();

  return (
    <div className="side-menu">
      <div className="side-menu__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        id="side-menu"
        className="side-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="side-menu-title"
        tabIndex={-1}
      >
        <div className="side-menu__top">
          <h2 id="side-menu-title" className="side-menu__title">
            Menu
          </h2>
          <button type="button" className="icon-button" aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav className="side-menu__section" aria-labelledby="side-menu-navigation">
          <h3 id="side-menu-navigation" className="side-menu__heading">
            Navigation
          </h3>
          <ul className="side-menu__list">
            {SIDE_MENU_LINKS.map((link) => (
              <li key={link.route}>
                <PreloadLink to={pathTo(link.route)} end className="side-menu__link">
                  {link.label}
                </PreloadLink>
              </li>
            ))}
          </ul>
        </nav>
        <SideMenuAccount />
        <SideMenuTopics />
      </div>
    </div>
  );
}

function SideMenuAccount() {
  const { user } = useCurrentUser();
  const { signOut, isPending } = useSignOut();
  return (
    <section className="side-menu__section" aria-labelledby="side-menu-account">
      <h3 id="side-menu-account" className="side-menu__heading">
        Account
      </h3>
      <ul className="side-menu__list">
        {user ? (
          <>
            <li>
              <NavLink to={pathTo('dashboard')} className="side-menu__link">
                Dashboard
              </NavLink>
            </li>
            {user.isAdmin ? (
              <li>
                <NavLink to={pathTo('admin')} className="side-menu__link">
                  Admin
                </NavLink>
              </li>
            ) : null}
            <li>
              <NavLink to={pathTo('settings')} className="side-menu__link">
                Settings
              </NavLink>
            </li>
            <li>
              <button type="button" className="side-menu__link" onClick={signOut} disabled={isPending}>
                Log out
              </button>
            </li>
          </>
        ) : (
          <li>
            <NavLink to={pathTo('auth')} className="side-menu__link">
              Login / Register
            </NavLink>
          </li>
        )}
      </ul>
    </section>
  );
}
