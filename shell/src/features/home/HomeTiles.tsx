import { EssayIcon, LearnIcon, LibraryIcon, MailIcon } from '../layout/icons';
import { PreloadLink } from '../layout/PreloadLink';

const TILES = [
  { title: 'Essays', to: '/essays', text: 'Long-form writing on ideas that repay slow reading.', Icon: EssayIcon },
  { title: 'Library', to: '/library', text: 'Books, academic papers and audio worth your time.', Icon: LibraryIcon },
  { title: 'Learn', to: '/courses', text: 'Courses, quizzes and games to practise what you read.', Icon: LearnIcon },
  { title: 'Contact', to: '/contact', text: 'Questions, corrections and kind words are all welcome.', Icon: MailIcon },
];

/** The four ways in (SPEC §1): essays, library, learn and contact. */
export function HomeTiles() {
  return (
    <nav className="home-tiles" aria-label="Explore">
      <ul className="home-tiles__list">
        {TILES.map(({ title, to, text, Icon }) => (
          <li key={to}>
            <PreloadLink to={to} className="home-tile">
              <Icon />
              <span className="home-tile__title">{title}</span>
              <span className="home-tile__text">{text}</span>
            </PreloadLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
