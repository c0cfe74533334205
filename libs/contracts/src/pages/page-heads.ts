import type { RouteId } from '../routes/table.js';
import { SITE_NAME } from '../site.js';

export interface FixedHead {
  title: string;
  description: string;
}

/**
 * The title and description of the pages whose head does not come from data: the screen's `PageMeta`
 * and the owning service's page document both read them here, so the first HTML and the app agree.
 */
export const PAGE_HEADS = {
  essays: {
    title: 'Essays',
    description:
      'Essays on philosophy, mathematics, science and human experience: search them, or browse by tag and topic.',
  },
  journal: {
    title: 'Journal',
    description: 'Short dated notes: what I noticed, read and thought about along the way.',
  },
  search: { title: 'Search', description: 'Search the essays by title, excerpt and content.' },
  about: { title: 'About', description: 'Who writes here, what about, and how the site is organised.' },
  privacy: {
    title: 'Privacy',
    description: 'What this site stores about you, why, and for how long. No trackers, no advertising.',
  },
  gazaSolidarity: {
    title: 'Stop genocide now',
    description: 'Why every page of this site carries a red banner, and where help can be given.',
  },
  services: {
    title: 'Services',
    description:
      'Talks, reading groups, editing of essays and tutoring in mathematics and philosophy: what the author offers, for whom, and how to ask.',
  },
  integrations: {
    title: 'Integrations',
    description:
      "The site's feeds, per-topic feeds, sitemap and OpenAPI document, with addresses to copy, and how its pages preview when shared.",
  },
  multiColumnExample: {
    title: 'The column: how a narrow strip of text taught us to read',
    description:
      'From papyrus rolls to broadsheets to the screen: why text keeps returning to narrow columns, and what the eye does as it reads. Set in columns itself.',
  },
  photography: {
    title: 'Photography',
    description:
      'Landscapes no camera took: fog in the valleys, dunes, a mountain lake, the Milky Way. Each picture is computed from a few lines of mathematics and a seed.',
  },
  artGallery: {
    title: 'Art Gallery',
    description:
      'Generative art made by code on this site: flow fields, Truchet tiles, op art, a strange attractor, a colour study after Albers, Voronoi glass and a harmonograph.',
  },
  contact: {
    title: 'Contact',
    description:
      'Write to the author about an essay, a mistake, a course or a talk. Every message is read in person and answered within a week.',
  },
  newsletter: {
    title: 'Newsletter',
    description:
      'A monthly letter on philosophy, mathematics and science: the new essay, notes from the journal, one problem to think about and what I am reading. Every past issue is here to read.',
  },
  newsletterConfirm: {
    title: 'Confirm your subscription',
    description: `Confirm your subscription to the ${SITE_NAME} newsletter.`,
  },
  newsletterUnsubscribe: {
    title: 'Unsubscribe',
    description: `Stop receiving the ${SITE_NAME} newsletter.`,
  },
  library: {
    title: 'Library',
    description: 'Books, academic papers and audio on philosophy, mathematics, science and human experience.',
  },
  courses: {
    title: 'Courses',
    description: 'Short courses on philosophy, mathematics and science, lesson by lesson, with quizzes.',
  },
  quizzes: {
    title: 'Quizzes',
    description: 'Quizzes on physics and mathematics, and numerical and spatial reasoning tests.',
  },
  aiTest: {
    title: 'Human or machine?',
    description:
      'Twelve short passages: six in the author’s own voice, six in the register of a language model. Guess which is which, then see the tells.',
  },
} as const satisfies Partial<Record<RouteId, FixedHead>>;

/** Who writes the site, as structured data names them. */
export const AUTHOR_NAME = 'The author';

export type FixedHeadRouteId = keyof typeof PAGE_HEADS;

export function hasFixedHead(id: RouteId): id is FixedHeadRouteId {
  return Object.hasOwn(PAGE_HEADS, id);
}
