import {
  COURSE_SLUG_MAX,
  COURSE_TITLE_MAX,
  LESSON_BODY_MAX,
  pathTo,
  type AdminLesson,
  type AdminLessonInput,
} from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { Button, FormAlert, TextField } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MarkdownPreview } from '../editing/MarkdownPreview';
import { MarkdownBodyField } from '../media/MarkdownBodyField';
import { createLessonMutation } from './api/create-lesson';
import { saveLessonMutation } from './api/save-lesson';
import { completedText } from './counts';
import { DeleteLesson } from './DeleteLesson';
import { PublishLesson } from './PublishLesson';
import { retitled, slugProblem } from './slug';
import { StatusBadge } from './StatusBadge';
import '../editing/editing.css';

interface LessonEditorProps {
  courseId: number;
  /** The course's title for the way back, once it is known. */
  courseTitle: string | undefined;
  /** Null for a new lesson. */
  lesson: AdminLesson | null;
}

type LessonErrors = { title?: string; slug?: string };

const EMPTY_LESSON: AdminLessonInput = { slug: '', title: '', body: '' };

const inputOf = ({ slug, title, body }: AdminLessonInput): AdminLessonInput => ({ slug, title: title.trim(), body });

/** Writes a new lesson or rewrites one: its Markdown beside the live preview. */
export function LessonEditor({ courseId, courseTitle, lesson }: LessonEditorProps) {
  const navigate = useNavigate();
  const [form, setForm] = useState<AdminLessonInput>(() => (lesson ? inputOf(lesson) : EMPTY_LESSON));
  // A new lesson's slug follows its title until the author types one; a saved one keeps its address.
  const [slugTyped, setSlugTyped] = useState(lesson !== null);
  const [errors, setErrors] = useState<LessonErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation(createLessonMutation());
  const save = useMutation(saveLessonMutation());
  const busy = create.isPending || save.isPending;
  const unsaved = lesson !== null && JSON.stringify(inputOf(form)) !== JSON.stringify(inputOf(lesson));
  const coursePath = pathTo('adminCourse', { id: String(courseId) });

  /** Saves the form; answers the saved lesson, or null when it was refused (the reason is shown). */
  const submit = async (): Promise<AdminLesson | null> => {
    const found: LessonErrors = {};
    if (!form.title.trim()) found.title = 'Give the lesson a title.';
    const slug = slugProblem(form.slug);
    if (slug) found.slug = slug;
    setErrors(found);
    setProblem(null);
    if (found.title || found.slug) return null;
    try {
      if (!lesson) {
        const created = await create.mutateAsync({ courseId, input: inputOf(form) });
        toast({ title: 'Lesson created', description: `${created.title} is saved as a draft.` });
        navigate(pathTo('adminLesson', { id: String(courseId), lessonId: String(created.id) }), { replace: true });
        return created;
      }
      const saved = await save.mutateAsync({ courseId, lessonId: lesson.id, input: inputOf(form) });
      setForm(inputOf(saved));
      toast({ title: 'Lesson saved', description: saved.title });
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
    <form className="admin-editor" onSubmit={onSubmit} noValidate aria-labelledby="admin-lesson-editor-heading">
      <header className="admin-editor__header">
        <h1 id="admin-lesson-editor-heading">{lesson ? 'Edit lesson' : 'New lesson'}</h1>
        <p>
          {lesson ? (
            <>
              <StatusBadge status={lesson.status} /> · Lesson {lesson.position} ·{' '}
              {completedText(lesson.completionCount)} ·{' '}
            </>
          ) : (
            'A new lesson is saved as a draft, last in its course. '
          )}
          <Link to={coursePath}>{courseTitle ? `Back to “${courseTitle}”` : 'Back to the course'}</Link>
        </p>
      </header>
      <div className="admin-editor__columns">
        <div className="admin-editor__fields">
          <TextField
            label="Title"
            value={form.title}
            maxLength={COURSE_TITLE_MAX}
            required
            error={errors.title}
            onChange={(event) => setForm((current) => retitled(current, event.target.value, slugTyped))}
          />
          <TextField
            label="Slug"
            hint="Lower-case letters, digits and dashes; unique in the course."
            value={form.slug}
            maxLength={COURSE_SLUG_MAX}
            required
            error={errors.slug}
            onChange={(event) => {
              setSlugTyped(true);
              setForm((current) => ({ ...current, slug: event.target.value }));
            }}
          />
          <MarkdownBodyField
            label="Body (markdown)"
            className="admin-editor__markdown"
            value={form.body}
            maxLength={LESSON_BODY_MAX}
            rows={20}
            spellCheck
            onChange={(body) => setForm((current) => ({ ...current, body }))}
          />
        </div>
        <MarkdownPreview title={form.title} body={form.body} />
      </div>
      <div className="admin-editor__actions">
        <Button type="submit" disabled={busy}>
          {lesson ? 'Save' : 'Create draft'}
        </Button>
        {lesson ? <PublishLesson lesson={lesson} saveFirst={unsaved ? submit : null} busy={busy} /> : null}
        {lesson ? <DeleteLesson lesson={lesson} /> : null}
      </div>
      <FormAlert message={problem} />
    </form>
  );
}
