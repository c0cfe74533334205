import { pathTo } from '@site/contracts';
import { formatDate } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { StatusMessage } from '../../shared/StatusMessage';
import { essaysQuery } from '../essays/api/essays';
import { listParams, NO_FILTERS, readPage } from '../essays/essay-filters';
import { EssayList } from '../essays/EssayList';
import { topicCoursesQuery } from './api/topic-courses';
import { topicJournalQuery } from './api/topic-journal';
import { topicQuizzesQuery } from './api/topic-quizzes';
import { TopicSection } from './TopicSection';

/** Everything filed under the topic: its essays (a page at a time), journal entries, courses and quizzes. */
export function TopicSections({ name }: { name: string }) {
  const [params] = useSearchParams();
  const page = readPage(params);
  const filters = { ...NO_FILTERS, topic: name };
  // The same query the essay list below makes, so the count and the list share one request.
  const essays = useQuery(essaysQuery(listParams(filters, page)));
  const journal = useQuery(topicJournalQuery(name));
  const courses = useQuery(topicCoursesQuery(name));
  const quizzes = useQuery(topicQuizzesQuery(name));

  const queries = [essays, journal, courses, quizzes];
  const nothing =
    queries.every((query) => query.isSuccess) &&
    essays.data?.total === 0 &&
    [journal, courses, quizzes].every((query) => query.data?.length === 0);
  if (nothing) {
    return (
      <StatusMessage title="Nothing Here Yet">
        <p>Nothing is filed under {name} yet.</p>
        <p>
          <Link to={pathTo('essays')}>Browse all essays</Link>
        </p>
      </StatusMessage>
    );
  }
  return (
    <>
      <TopicSection title="Essays" query={essays} count={(data) => data.total}>
        {() => <EssayList filters={filters} />}
      </TopicSection>
      <TopicSection title="Journal" query={journal} count={(data) => data.length}>
        {(entries) => (
          <ul className="content-topic-list">
            {entries.map((entry) => (
              <li key={entry.id}>
                <Link to={pathTo('journalEntry', { id: entry.id })}>{entry.title}</Link>
                <time dateTime={entry.date}>{formatDate(entry.date, 'short')}</time>
              </li>
            ))}
          </ul>
        )}
      </TopicSection>
      <TopicSection title="Courses" query={courses} count={(data) => data.length}>
        {(list) => (
          <ul className="content-topic-list">
            {list.map((course) => (
              <li key={course.slug}>
                <Link to={pathTo('course', { slug: course.slug })}>{course.title}</Link>
                <span>
                  {course.lessonCount} {course.lessonCount === 1 ? 'lesson' : 'lessons'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </TopicSection>
      <TopicSection title="Quizzes" query={quizzes} count={(data) => data.length}>
        {(list) => (
          <ul className="content-topic-list">
            {list.map((quiz) => (
              <li key={quiz.slug}>
                <Link to={pathTo('quiz', { slug: quiz.slug })}>{quiz.title}</Link>
                <span>
                  {quiz.questionCount} {quiz.questionCount === 1 ? 'question' : 'questions'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </TopicSection>
    </>
  );
}
