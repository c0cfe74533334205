import { Link } from 'react-router-dom';
import { SITE_NAME } from '../../app/site';
import { HERO_IMAGE } from './hero-image';
import { ScrollingLogo } from './ScrollingLogo';

export function HomeHero() {
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="home-hero__text">
        <ScrollingLogo />
        <h1 id="home-title">{SITE_NAME}</h1>
        <p className="home-hero__lead">
          A notebook kept in public: essays, a journal, a library and small courses on philosophy, mathematics, science
          and what it is like to be a person. Read slowly, take what is useful, and write to me when you disagree.
        </p>
        <p className="home-hero__game">
          <Link to="/games/minesweeper">Take a break with a game of Minesweeper</Link>
          <span className="home-hero__credit">
            Minesweeper is kindly sponsored by the Friends of {SITE_NAME}, the readers who keep this site free of
            adverts.
          </span>
        </p>
      </div>
      {/* Drawn with the first frame: in the page itself, decoded at once (not async, which let it wait for a
          later frame behind the app's first script). */}
      <img
        className="home-hero__image"
        src={HERO_IMAGE}
        width={640}
        height={440}
        alt="An open book with geometry, waves and stars rising from its pages"
      />
    </section>
  );
}
