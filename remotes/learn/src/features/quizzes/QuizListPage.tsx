import { PageMeta, useSiteOrigin } from '@site/shell-api';
import { collectionPageLd, PAGE_HEADS, pathTo } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { breadcrumbs } from '../shared/breadcrumbs';
import { standaloneQuizzesQuery } from './api/standalone-quizzes';
import { quizHref } from './quiz-href';
import { QuizCards } from './QuizCards';

const { title, description } = PAGE_HEADS.quizzes;

export default function QuizListPage() {
  const origin = useSiteOrigin();
  // The same query the cards ask: the list is fetched once and describes the page as well.
  const { data } = useQuery(standaloneQuizzesQuery());
  const path = pathTo('quizzes');
  const items = data?.map((quiz) => ({ name: quiz.title, url: origin + quizHref(quiz) }));
  return (
    <article>
      <PageMeta
        title={title}
        description={description}
        path={path}
        structuredData={[
          collectionPageLd({ name: title, description, url: origin + path, items }),
          breadcrumbs(origin, [title, path]),
        ]}
      />
      <h1>Quizzes</h1>
      <p>Test what you know, then read why each answer is right.</p>
      <QuizCards />
    </article>
  );
}
