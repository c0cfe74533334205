import { PAGE_HEADS, pathTo } from '@site/contracts';
import { Link } from 'react-router-dom';
import { ARTWORKS } from './artworks';
import { Gallery } from './Gallery';
import { GalleryHead } from './GalleryHead';
import { OG_IMAGES } from './images/manifest';

const { title, description } = PAGE_HEADS.artGallery;

export default function ArtGalleryPage() {
  return (
    <article className="content-page">
      <GalleryHead title={title} description={description} path={pathTo('artGallery')} image={OG_IMAGES.art} />
      <header className="content-page__header">
        <h1>{title}</h1>
        <p>Pictures made by rules, with chance inside them.</p>
      </header>
      <div className="gallery-intro">
        <p>
          Generative art is older than the computer. In 1704 the Dominican priest Sébastien Truchet published a study of
          the patterns you get by turning one decorated square tile in different directions; in the 1950s Josef Albers
          painted hundreds of squares nested inside squares to learn what colours do to each other; in the 1960s Bridget
          Riley set black and white bands so precisely that the wall they hang on seems to ripple. Each of them fixed a
          rule and let the rule make more pictures than they could have planned one by one.
        </p>
        <p>
          The works here follow that tradition with a program in this site’s own code doing the drawing. Each has a rule
          and a seed: the rule says what a stroke, a tile or a point may do; the seed fixes every chance the rule leaves
          open, so the same seed gives back the same picture exactly. Some rules come from mathematics, like the
          attractor, where one point is moved by the same two lines of trigonometry millions of times and never repeats.
          Others come from craft, like the harmonograph, a Victorian parlour machine in which swinging pendulums guide a
          pen.
        </p>
        <p>
          What interests me is the part that is neither chosen nor random: the shape a rule takes when it is left to
          run. Select any picture to see it large, with a note on how it was made; use the arrow keys or swipe to move
          through them. The same kind of code also renders landscapes: see the{' '}
          <Link to={pathTo('photography')}>photography</Link>.
        </p>
      </div>
      <Gallery items={ARTWORKS} label="Artworks" />
    </article>
  );
}
