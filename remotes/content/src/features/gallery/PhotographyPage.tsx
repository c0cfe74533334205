import { PAGE_HEADS, pathTo } from '@site/contracts';
import { Link } from 'react-router-dom';
import { Gallery } from './Gallery';
import { GalleryHead } from './GalleryHead';
import { OG_IMAGES } from './images/manifest';
import { PHOTOGRAPHS } from './photographs';

const { title, description } = PAGE_HEADS.photography;

export default function PhotographyPage() {
  return (
    <article className="content-page">
      <GalleryHead title={title} description={description} path={pathTo('photography')} image={OG_IMAGES.photography} />
      <header className="content-page__header">
        <h1>{title}</h1>
        <p>Landscapes that no camera took.</p>
      </header>
      <div className="gallery-intro">
        <p>
          None of these photographs was taken. There was no morning on the ridge, no dune, no lake; each picture was
          computed, pixel by pixel, by a short program in this site’s own source code. Give the program the same seed
          and it paints the same picture again, to the last pixel. Give it another and you get a landscape nobody has
          seen before.
        </p>
        <p>
          What makes them look like places is less the shapes than the light. Mountains are noise added to itself at
          smaller and smaller scales, and real mountains are roughly that: the same ragged outline whether you look at a
          range or a single rock. But a ridge becomes far away only when it takes on the colour of the air in front of
          it, fog becomes fog only when it settles in the low ground, and water becomes water when it gives back the sky
          a little darker than it received it. Painters worked these rules out long before anyone wrote them as
          equations; a renderer just has to obey them.
        </p>
        <p>
          I made this gallery to look at the old question of what a photograph is evidence of. These pictures are honest
          about being made, and still the eye believes them. Select any picture to see it large, with a note on what it
          shows and how it was made; use the arrow keys or swipe to move through them. For pictures made by rules rather
          than of places, see the <Link to={pathTo('artGallery')}>art gallery</Link>.
        </p>
      </div>
      <Gallery items={PHOTOGRAPHS} label="Photographs" />
    </article>
  );
}
