import { Link } from 'react-router-dom';
import { pathTo } from '@site/contracts';
import { useCurrentUser } from '@site/shell-api';
import { Avatar } from '@site/ui';
import { SearchForm } from '../search/SearchForm';
import { CloseIcon, EssayIcon, HomeIcon, LearnIcon, LibraryIcon, MenuIcon, SearchIcon, SignUpIcon } from './icons';
import { PreloadLink } from './PreloadLink';
import { useOpenUntilNavigation } from './use-open-until-navigation';

interface MobileBarProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/** The fixed top bar below 768 px: icon links and a search that folds out (and in again on navigation). */
export function MobileBar({ menuOpen, onOpenMenu }: MobileBarProps) {
  const { user } = useCurrentUser();
  const search = useOpenUntilNavigation();
  return (
    <div className="mobile-bar">
      <nav className="mobile-bar__nav" aria-label="Mobile">
        <ul className="mobile-bar__list">
          <li>
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
          </li>
          <li>
            <PreloadLink to={pathTo('home')} end className="icon-button" aria-label="Home">
              <HomeIcon />
            </PreloadLink>
          </li>
          <li>
            <PreloadLink to={pathTo('essays')} className="icon-button" aria-label="Essays">
              <EssayIcon />
            </PreloadLink>
          </li>
          <li>
            <PreloadLink to={pathTo('library')} className="icon-button" aria-label="Library">
              <LibraryIcon />
            </PreloadLink>
          </li>
          <li>
            <PreloadLink to={pathTo('courses')} className="icon-button" aria-label="Courses">
              <LearnIcon />
            </PreloadLink>
          </li>
          <li>
            {user ? (
              <Link to={pathTo('dashboard')} className="icon-button" aria-label="Dashboard">
                <Avatar name={user.name || user.username} src={user.profilePicture} size="sm" decorative />
              </Link>
            ) : (
              <Link to={pathTo('auth')} className="icon-button" aria-label="Sign up">
                <SignUpIcon />
              </Link>
            )}
          </li>
          <li>
            <button
              type="button"
              className="icon-button"
              aria-label={search.open ? 'Close search' : 'Open search'}
              aria-expanded={search.open}
              aria-controls="mobile-search"
              onClick={search.toggle}
            >
              {search.open ? <CloseIcon /> : <SearchIcon />}
            </button>
          </li>
        </ul>
      </nav>
      <div id="mobile-search" className="mobile-bar__search" hidden={!search.open}>
        {search.open ? <SearchForm placeholder="Search..." label="Search" autoFocus /> : null}
      </div>
    </div>
  );
}
