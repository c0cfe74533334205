import { Link } from 'react-router-dom';
import type { RemoteModules } from '@site/contracts';
import { QuizCards } from '../features/quizzes/QuizCards';

/** The home page's quiz teaser: at most `limit` cards (3 on home). */
export default function QuizTeaser({ limit = 3 }: RemoteModules['learn']['QuizTeaser']) {
  return (
    <section className="learn-teaser" aria-labelledby="learn-teaser-title">
      <h2 id="learn-teaser-title">Quizzes</h2>
      <QuizCards limit={limit} />
      <p>
        <Link to="/quizzes">All quizzes and IQ tests</Link>
      </p>
    </section>
  );
}
