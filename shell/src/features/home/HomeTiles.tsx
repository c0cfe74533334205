import type { ComponentType } from 'react';
import { pathTo } from '@site/contracts';
import { EssayIcon, LearnIcon, LibraryIcon, MailIcon } from '../layout/icons';
import type { NavItem } from '../layout/nav-links';
import { PreloadLink } from '../layout/PreloadLink';

interface Tile extends NavItem {
  text: string;
  Icon: ComponentType;
}

const TILES: Tile[] = [
  { label: 'Essays', route: 'essays', text: 'Long-form writing on ideas that repay slow reading.', Icon: EssayIcon },
  { label: 'Library', route: 'library', text: 'Books, academic papers and audio worth your time.', Icon: LibraryIcon },
  { label: 'Learn', route: 'courses', text: 'Courses, quizzes and games to practise what you read.', Icon: LearnIcon },
  {
    label: 'Contact',
    route: 'contact',
    text: 'Questions, corrections and kind words are all welcome.',
    Icon: MailIcon,
  },
];

/** The four ways in: essays, library, learn and contact. */
export function HomeTiles() {
  return (
    <nav className="home-tiles" aria-label="Explore">
      <ul className="home-tiles__list">
        {TILES.map(({ label, route, text, Icon }) => (
          <li key={route}>
            <PreloadLink to={pathTo(route)} className="home-tile">
              <Icon />
              <span className="home-tile__title">{label}</span>
              <span className="home-tile__text">{text}</span>
            </PreloadLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
