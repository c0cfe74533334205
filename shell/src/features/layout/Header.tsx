import { Link } from 'react-router-dom';
import { pathTo } from '@site/contracts';
import { useCurrentUser } from '@site/shell-api';
import { buttonClassName, Skeleton } from '@site/ui';
import { SearchForm } from '../search/SearchForm';
import { EssayIcon, LearnIcon, LibraryIcon, MailIcon, MenuIcon } from './icons';
import { Logo } from './Logo';
import { NavDropdown } from './NavDropdown';
import { LEARN_LINKS, LIBRARY_LINKS } from './nav-links';
import { PreloadLink } from './PreloadLink';
import { UserMenu } from './UserMenu';

interface HeaderProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/** The desktop header (768 px and wider; the mobile bar replaces it below). */
export function Header({ menuOpen, onOpenMenu }: HeaderProps) {
  const { user, isLoading } = useCurrentUser();
  return (
    <div className="desktop-header">
      <button
        type="button"
        className="icon-button"
        aria-label="Open menu"
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        onClick={onOpenMenu}
      >
        <MenuIcon />
      </button>
      <Logo />
      <nav className="main-nav" aria-label="Main">
        <ul className="main-nav__list">
          <li>
            <PreloadLink to={pathTo('essays')} className="main-nav__link">
              <EssayIcon />
              <span className="main-nav__label">Essays</span>
            </PreloadLink>
          </li>
          <li>
            <NavDropdown
              trigger={
                <>
                  <LibraryIcon />
                  <span className="main-nav__label">Library</span>
                </>
              }
              items={LIBRARY_LINKS}
            />
          </li>
          <li>
            <NavDropdown
              trigger={
                <>
                  <LearnIcon />
                  <span className="main-nav__label">Learn</span>
                </>
              }
              items={LEARN_LINKS}
            />
          </li>
          <li>
            <PreloadLink to={pathTo('contact')} className="main-nav__link">
              <MailIcon />
              <span className="main-nav__label">Contact</span>
            </PreloadLink>
          </li>
        </ul>
      </nav>
      <SearchForm placeholder="Search site..." label="Search site" className="desktop-header__search" />
      <div className="desktop-header__account">
        {isLoading ? (
          <Skeleton height={32} />
        ) : user ? (
          <UserMenu user={user} />
        ) : (
          <Link to={pathTo('auth')} className={buttonClassName({ size: 'sm' })}>
            Login
          </Link>
        )}
      </div>
    </div>
  );
}
