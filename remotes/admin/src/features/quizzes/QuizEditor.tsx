import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import {
  pathTo,
  questionsProblem,
  QUIZ_COVER_MAX,
  QUIZ_DESCRIPTION_MAX,
  QUIZ_SLUG_MAX,
  QUIZ_SLUG_PATTERN,
  QUIZ_TITLE_MAX,
  slugify,
  type AdminQuiz,
} from '@site/contracts';
import { serverMessage, useToast } from '@site/shell-api';
import { Button, FormAlert, TextAreaField, TextField } from '@site/ui';
import { createQuizMutation } from './api/create-quiz';
import { adminQuizzesQuery } from './api/quizzes';
import { saveQuizMutation } from './api/save-quiz';
import { QuestionEditor } from './QuestionEditor';
import { QuizStatusActions } from './QuizStatusActions';
import { TopicPicker } from './TopicPicker';
import {
  draftOf,
  emptyDraft,
  moved,
  newQuestion,
  questionsChanged,
  quizInput,
  type DraftQuestion,
  type QuizDraft,
} from './quiz-draft';
import { useLeaveWarning } from './use-leave-warning';
import { VersionNotice } from './VersionNotice';

/** The editor of a new quiz (`quiz` null) or of a saved one. */
export function QuizEditor({ quiz }: { quiz: AdminQuiz | null }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const create = useMutation(createQuizMutation());
  const save = useMutation(saveQuizMutation());
  const [initial] = useState<QuizDraft>(() => (quiz ? draftOf(quiz) : emptyDraft()));
  const [draft, setDraft] = useState<QuizDraft>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  // Every quiz, drafts included, is in the list: a taken slug shows before saving (the service checks again).
  const others = useQuery(adminQuizzesQuery()).data?.filter((other) => other.id !== quiz?.id);
  const slugProblem = !draft.slug
    ? null
    : !QUIZ_SLUG_PATTERN.test(draft.slug)
      ? 'Use lower-case letters, digits and dashes, starting and ending with a letter or digit.'
      : others?.some((other) => other.slug === draft.slug)
        ? 'Another quiz already uses this slug.'
        : null;
  const busy = create.isPending || save.isPending;
  const changedQuestions = quiz !== null && questionsChanged(draft, quiz);
  const savedDraft = quiz ? draftOf(quiz) : initial;
  const dirty = JSON.stringify(quizInput(draft)) !== JSON.stringify(quizInput(savedDraft));
  useLeaveWarning(dirty && !busy);

  const update = (fields: Partial<QuizDraft>) => setDraft((current) => ({ ...current, ...fields }));
  const setTitle = (title: string) =>
    update(draft.slugEdited ? { title } : { title, slug: slugify(title, QUIZ_SLUG_MAX) });
  const setQuestion = (index: number, question: DraftQuestion) =>
    update({ questions: draft.questions.map((other, i) => (i === index ? question : other)) });

  /** Saves the draft; answers the saved quiz, or null when it was refused (the reason is shown). */
  const submit = async (): Promise<AdminQuiz | null> => {
    const input = quizInput(draft);
    const refused = questionsProblem(input.questions);
    setProblem(refused);
    if (refused) return null;
    try {
      if (!quiz) {
        const created = await create.mutateAsync(input);
        toast({ title: 'Quiz created', description: `${created.title} is saved as a draft.` });
        navigate(pathTo('adminQuiz', { id: String(created.id) }));
        return created;
      }
      const saved = await save.mutateAsync({ id: quiz.id, input });
      setDraft(draftOf(saved));
      toast({
        title: 'Quiz saved',
        description:
          saved.version > quiz.version
            ? `Saved as version ${saved.version}; past attempts keep version ${quiz.version}.`
            : 'Your changes are saved.',
      });
      return saved;
    } catch (error) {
      setProblem(serverMessage(error));
      return null;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form className="quiz-editor" onSubmit={onSubmit} aria-label={quiz ? `Edit ${quiz.title}` : 'New quiz'} noValidate>
      {quiz ? (
        <VersionNotice quiz={quiz} changedQuestions={changedQuestions} />
      ) : (
        <p>A new quiz is saved as a draft: nobody sees it until you publish it.</p>
      )}
      <section className="quiz-editor__fields" aria-labelledby="quiz-details-title">
        <h2 id="quiz-details-title">Details</h2>
        <TextField
          label="Title"
          required
          maxLength={QUIZ_TITLE_MAX}
          value={draft.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextField
          label="Slug"
          hint={
            quiz?.status === 'published'
              ? "The quiz's address: /quizzes/ and this. Changing it moves the published quiz to a new address."
              : "The quiz's address: /quizzes/ and this. Lower-case letters, digits and dashes; unique."
          }
          required
          maxLength={200}
          error={slugProblem}
          value={draft.slug}
          onChange={(event) => update({ slug: event.target.value, slugEdited: true })}
        />
        <TextAreaField
          label="Description"
          hint="Markdown."
          rows={3}
          maxLength={QUIZ_DESCRIPTION_MAX}
          value={draft.description}
          onChange={(event) => update({ description: event.target.value })}
        />
        <TextField
          label="Cover image"
          hint="A path on this site (/images/…) or an https address; empty for none."
          maxLength={QUIZ_COVER_MAX}
          value={draft.coverImage}
          onChange={(event) => update({ coverImage: event.target.value })}
        />
        {draft.coverImage.trim() ? <img className="quiz-editor__cover" src={draft.coverImage.trim()} alt="" /> : null}
        <div className="quiz-editor__row">
          <TextField
            label="Time limit in minutes"
            hint="Empty for no limit."
            type="number"
            min={1}
            step="any"
            value={draft.timeLimitMinutes}
            onChange={(event) => update({ timeLimitMinutes: event.target.value })}
          />
          <TextField
            label="Pass mark in percent"
            type="number"
            min={0}
            max={100}
            value={draft.passPercent}
            onChange={(event) => update({ passPercent: event.target.value })}
          />
        </div>
        <TopicPicker chosen={draft.topics} onChange={(topics) => update({ topics })} />
      </section>
      <section className="quiz-editor__questions" aria-labelledby="quiz-questions-title">
        <h2 id="quiz-questions-title">Questions</h2>
        {draft.questions.length === 0 ? <p>No questions yet.</p> : null}
        {draft.questions.map((question, index) => (
          <QuestionEditor
            key={question.uid}
            question={question}
            index={index}
            count={draft.questions.length}
            onChange={(next) => setQuestion(index, next)}
            onMove={(step) => update({ questions: moved(draft.questions, index, step) })}
            onRemove={() => update({ questions: draft.questions.filter((_, i) => i !== index) })}
          />
        ))}
        <Button variant="secondary" onClick={() => update({ questions: [...draft.questions, newQuestion()] })}>
          Add question
        </Button>
      </section>
      <FormAlert message={problem} />
      <div className="quiz-editor__actions">
        <Button type="submit" disabled={busy}>
          {quiz ? 'Save' : 'Create draft'}
        </Button>
        {quiz ? <QuizStatusActions quiz={quiz} saveFirst={dirty ? submit : null} busy={busy} /> : null}
        {quiz?.status === 'published' ? <Link to={pathTo('quiz', { slug: quiz.slug })}>View on the site</Link> : null}
        <Link to={pathTo('adminQuizzes')}>All quizzes</Link>
      </div>
    </form>
  );
}
