import type { AdminQuiz } from '@site/contracts';

const attempts = (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'}`;

/**
 * The quiz's status and version, and, once readers have attempted this version, what saving changed
 * questions does: a new version that the site shows, while past attempts keep theirs.
 */
export function VersionNotice({ quiz, changedQuestions }: { quiz: AdminQuiz; changedQuestions: boolean }) {
  const attempted = quiz.versionAttemptCount > 0;
  return (
    <>
      <p className="quiz-editor__status">
        <span className={`quiz-status quiz-status--${quiz.status}`}>
          {quiz.status === 'published' ? 'Published' : 'Draft'}
        </span>{' '}
        Version {quiz.version} · {attempts(quiz.attemptCount)} in all
      </p>
      <div role="status" className="quiz-editor__notice-region">
        {attempted && changedQuestions ? (
          <p className="quiz-editor__notice">
            Saving will create version {quiz.version + 1}: version {quiz.version} has{' '}
            {attempts(quiz.versionAttemptCount)}, which keep the questions they were taken on. The site will show
            version {quiz.version + 1}.
          </p>
        ) : attempted ? (
          <p className="quiz-editor__hint">
            Version {quiz.version} has {attempts(quiz.versionAttemptCount)}: changing its questions will create a new
            version.
          </p>
        ) : null}
      </div>
    </>
  );
}
