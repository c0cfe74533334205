import { PageMeta, useSiteOrigin } from '@site/shell-api';
import { collectionPageLd, PAGE_HEADS, pathTo } from '@site/contracts';
import { Skeleton } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { breadcrumbs } from '../shared/breadcrumbs';
import { CourseCard } from './CourseCard';
import { coursesQuery } from './api/courses';
import './courses.css';

const { title, description } = PAGE_HEADS.courses;

/** /courses and /learn: every course as a card. */
export default function CourseListPage() {
  const { pathname } = useLocation();
  const origin = useSiteOrigin();
  const { data, isPending, error } = useQuery(coursesQuery());
  const path = pathname === pathTo('learn') ? pathTo('learn') : pathTo('courses');
  const items = data?.map((course) => ({ name: course.title, url: origin + pathTo('course', { slug: course.slug }) }));
  return (
    <article className="learn-page learn-page--wide">
      <PageMeta
        title={title}
        description={description}
        path={path}
        structuredData={[
          collectionPageLd({ name: title, description, url: origin + path, items }),
          breadcrumbs(origin, [title, path]),
        ]}
      />
      <h1>Courses</h1>
      <p>Short courses, a lesson at a time. Enrol to keep track of your progress.</p>
      {isPending ? (
        <ul className="learn-course-cards" aria-busy="true" aria-label="Loading courses">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton height="16rem" />
            </li>
          ))}
        </ul>
      ) : error ? (
        <p role="alert">The courses could not be loaded. Please try again later.</p>
      ) : data.length === 0 ? (
        <p>No courses are available at the moment.</p>
      ) : (
        <ul className="learn-course-cards">
          {data.map((course) => (
            <CourseCard key={course.slug} course={course} />
          ))}
        </ul>
      )}
    </article>
  );
}
