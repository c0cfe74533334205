import { SITE_ROUTES, type RouteId } from '../routes/table.js';
import { SITE_NAME } from '../site.js';
import { PAGE_HEADS } from './page-heads.js';

const hasFixedHead = (id: RouteId) => Object.hasOwn(PAGE_HEADS, id);

/** Pages without parameters whose screen builds the head from its data, and why. */
const DATA_PAGES: Partial<Record<RouteId, string>> = {
  articles: 'the essay list under an older name, with the list in its head',
  entries: 'the essay list under an older name, with the list in its head',
  sharingTheSacred: 'an essay at a fixed address',
  learn: 'the course list under another address, with the courses in its head',
  physicsQuiz: 'a quiz, titled by its data',
  mathematicsQuiz: 'a quiz, titled by its data',
  numericalIqTest: 'a quiz, titled by its data',
  spatialIqTest: 'a quiz, titled by its data',
  spatialIqResults: "a reader's own results, whose head their screen writes",
};

describe('PAGE_HEADS', () => {
  it('gives every page without parameters a fixed head, unless its screen builds the head from data', () => {
    for (const { id, path } of SITE_ROUTES) {
      if (path.includes(':')) continue;
      expect([id, hasFixedHead(id)]).toEqual([id, !Object.hasOwn(DATA_PAGES, id)]);
    }
  });

  it('names only pages without parameters as data pages', () => {
    for (const id of Object.keys(DATA_PAGES)) {
      expect(SITE_ROUTES.find((route) => route.id === id)?.path).toMatch(/^[^:]*$/);
    }
  });

  it("leaves the site's name to the full title, and gives every page a description", () => {
    for (const [id, { title, description }] of Object.entries(PAGE_HEADS)) {
      expect([id, title.includes(SITE_NAME)]).toEqual([id, false]);
      expect([id, description]).toEqual([id, expect.stringMatching(/^\S.{20,}[.!?]$/)]);
    }
  });

  it('says that search covers the whole site', () => {
    expect(PAGE_HEADS.search.description).toMatch(/whole site.*essays.*journal.*topics.*courses.*lessons.*quizzes/);
  });
});
