import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta, serverMessage } from '@site/shell-api';
import { Spinner } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { enrollMutation } from './api/enroll';

/** /courses/:slug/enroll (the shell lets only signed-in users in): enrols, then shows the course. */
export default function EnrollPage({ slug }: { slug: string }) {
  const enrolment = useMutation(enrollMutation(slug));
  const asked = useRef(false);
  const { mutate } = enrolment;
  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (asked.current) return;
    asked.current = true;
    mutate();
  }, [mutate]);

  if (enrolment.isSuccess) return <Navigate to={`/courses/${slug}`} replace />;
  return (
    <article className="learn-page">
      <PageMeta {...PAGE_HEADS.courseEnroll} path={pathTo('courseEnroll', { slug })} />
      {enrolment.isError ? (
        <>
          <h1>Could not enrol</h1>
          <p role="alert">{serverMessage(enrolment.error)}</p>
          <Link to={`/courses/${slug}`}>Back to the course</Link>
        </>
      ) : (
        <Spinner label="Enrolling" />
      )}
    </article>
  );
}
