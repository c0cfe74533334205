import { Link } from 'react-router-dom';
import { QuizCards } from '../features/quizzes/QuizCards';

/** The dashboard's "my learning" widget. */
export default function MyLearning() {
  return (
    <section aria-labelledby="my-learning-title">
      <h2 id="my-learning-title">My learning</h2>
      <p>
        Browse the <Link to="/courses">courses</Link> or try a quiz:
      </p>
      <QuizCards limit={3} />
    </section>
  );
}
