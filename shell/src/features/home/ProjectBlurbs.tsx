import { Card } from '@site/ui';

const PROJECTS = [
  {
    name: 'Ideaweave',
    status: 'Retired',
    text: 'An idea-mapping app that linked notes into a web of concepts, with every quotation traced back to its source. Browsers and my own habits moved on and it is no longer maintained, but the urge behind it, to see how thoughts connect, runs through everything on this site.',
  },
  {
    name: 'The Peirce Renewal',
    status: 'Manifesto',
    text: 'A short manifesto for reviving the ideas of Charles Sanders Peirce: fallibilism, the logic of guessing well, and signs that never stop being interpreted. It argues that his patient, inquiring habits of mind are what an age of instant certainty most lacks.',
  },
  {
    name: 'Rate My River',
    status: 'Whimsy',
    text: 'A site where people rate and review rivers as if they were restaurants: five stars for the herons of the Wye, three for the mood of the Thames on a Monday. It is silly on purpose, and a surprising number of reviews turn out to be about memory and home.',
  },
];

/** Three side projects. */
export function ProjectBlurbs() {
  return (
    <section className="home-section" aria-labelledby="projects-title">
      <h2 id="projects-title">Other projects</h2>
      <ul className="home-grid">
        {PROJECTS.map((project) => (
          <Card as="li" key={project.name} className="project-card">
            <span className="project-card__status">{project.status}</span>
            <h3>{project.name}</h3>
            <p>{project.text}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
