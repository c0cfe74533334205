import { Link } from 'react-router-dom';
import { PAGE_HEADS, pathTo, personLd } from '@site/contracts';
import { usePageLinks } from '../../shared/head/page-links';
import { StaticPage } from './StaticPage';

const { title, description } = PAGE_HEADS.about;

/** The about page describes its author. */
export default function AboutPage() {
  const { author } = usePageLinks();
  return (
    <StaticPage
      title={title}
      description={description}
      path={pathTo('about')}
      structuredData={[personLd({ ...author, description })]}
    >
      <p>
        This is the notebook of one reader who keeps returning to the same few questions: what we can know, how
        mathematics manages to describe the world, what time is, and what it is like to be a person among other people.
        The essays are attempts, in the old sense of the word: tries at thinking something through in public.
      </p>
      <h2>What you will find</h2>
      <ul>
        <li>
          <Link to="/essays">Essays</Link> on philosophy, mathematics, science and human experience, filed under topics
          from anthropology to writing.
        </li>
        <li>
          A <Link to="/journal">journal</Link> of shorter, dated notes: walks, reading, problems that will not let go.
        </li>
        <li>
          <Link to="/courses">Courses</Link> and <Link to="/quizzes">quizzes</Link> for those who want to practise what
          they read, with every answer explained.
        </li>
        <li>
          <Link to="/games">Games</Link>, because a good puzzle is a small philosophy lesson in disguise.
        </li>
      </ul>
      <h2>How to write back</h2>
      <p>
        Corrections, disagreements and kind words are all welcome by email, at the address at the foot of every page.
        Where an essay is wrong, it will be corrected and the correction noted.
      </p>
    </StaticPage>
  );
}
