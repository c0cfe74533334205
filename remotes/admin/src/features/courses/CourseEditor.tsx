import {
  COURSE_COVER_MAX,
  COURSE_DESCRIPTION_MAX,
  COURSE_LEVEL_MAX,
  COURSE_SLUG_MAX,
  COURSE_SUMMARY_MAX,
  COURSE_TITLE_MAX,
  pathTo,
  type AdminCourse,
} from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { Button, FormAlert, TextAreaField, TextField } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MarkdownPreview } from '../editing/MarkdownPreview';
import { TopicChoices } from '../editing/TopicChoices';
import { createCourseMutation } from './api/create-course';
import { saveCourseMutation } from './api/save-course';
import { enrolledText, publishedLessonsText } from './counts';
import {
  courseFormErrors,
  courseFormOf,
  courseInputOf,
  EMPTY_COURSE_FORM,
  type CourseForm,
  type CourseFormErrors,
} from './course-form';
import { DeleteCourse } from './DeleteCourse';
import { PublishCourse } from './PublishCourse';
import { retitled } from './slug';
import { StatusBadge } from './StatusBadge';
import '../editing/editing.css';
import './courses.css';

/** The course itself, new (`course` null) or saved: its text with a live preview of the description, and its details. */
export function CourseEditor({ course }: { course: AdminCourse | null }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<CourseForm>(() => (course ? courseFormOf(course) : EMPTY_COURSE_FORM));
  // A new course's slug follows its title until the author types one; a saved one keeps its address.
  const [slugTyped, setSlugTyped] = useState(course !== null);
  const [errors, setErrors] = useState<CourseFormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation(createCourseMutation());
  const save = useMutation(saveCourseMutation());
  const busy = create.isPending || save.isPending;
  const unsaved =
    course !== null && JSON.stringify(courseInputOf(form)) !== JSON.stringify(courseInputOf(courseFormOf(course)));

  const set = <K extends keyof CourseForm>(field: K, value: CourseForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  /** Saves the form; answers the saved course, or null when it was refused (the reason is shown). */
  const submit = async (): Promise<AdminCourse | null> => {
    const found = courseFormErrors(form);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return null;
    try {
      if (!course) {
        const created = await create.mutateAsync(courseInputOf(form));
        toast({ title: 'Course created', description: `${created.title} is saved as a draft.` });
        navigate(pathTo('adminCourse', { id: String(created.id) }), { replace: true });
        return created;
      }
      const saved = await save.mutateAsync({ id: course.id, input: courseInputOf(form) });
      setForm(courseFormOf(saved));
      toast({ title: 'Course saved', description: saved.title });
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

  const cover = form.coverImage.trim();
  const address = `${pathTo('courses')}/${form.slug || '…'}`;
  const publishedLessons = course?.lessons.filter((lesson) => lesson.status === 'published').length ?? 0;
  return (
    <form className="admin-editor" onSubmit={onSubmit} noValidate aria-labelledby="admin-course-editor-heading">
      <header className="admin-editor__header">
        <h1 id="admin-course-editor-heading">{course ? 'Edit course' : 'New course'}</h1>
        {course ? (
          <p>
            <StatusBadge status={course.status} /> · Lessons:{' '}
            {publishedLessonsText(publishedLessons, course.lessons.length)} · {enrolledText(course.enrolmentCount)}
          </p>
        ) : (
          <p>A new course is saved as a draft: nobody sees it until you publish it.</p>
        )}
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
            hint={
              course?.status === 'published'
                ? `The address: ${address}. Changing it moves the published course.`
                : `The address: ${address}`
            }
            value={form.slug}
            maxLength={COURSE_SLUG_MAX}
            required
            error={errors.slug}
            onChange={(event) => {
              setSlugTyped(true);
              set('slug', event.target.value);
            }}
          />
          <TextAreaField
            label="Summary"
            hint="One or two sentences for the course's card."
            value={form.summary}
            maxLength={COURSE_SUMMARY_MAX}
            rows={3}
            onChange={(event) => set('summary', event.target.value)}
          />
          <TextAreaField
            label="Description (markdown)"
            className="admin-editor__markdown"
            value={form.description}
            maxLength={COURSE_DESCRIPTION_MAX}
            rows={14}
            spellCheck
            onChange={(event) => set('description', event.target.value)}
          />
        </div>
        <MarkdownPreview title={form.title} body={form.description} />
      </div>

      <div className="admin-editor__columns">
        <TopicChoices chosen={form.topics} onChange={(topics) => set('topics', topics)} />
        <div className="admin-editor__fields">
          <TextField
            label="Cover image"
            hint="A path on this site (/images/…) or an https address; empty for none."
            value={form.coverImage}
            maxLength={COURSE_COVER_MAX}
            error={errors.coverImage}
            onChange={(event) => set('coverImage', event.target.value)}
          />
          {cover && !errors.coverImage ? <img className="admin-course-cover" src={cover} alt="" /> : null}
          <TextField
            label="Level"
            hint="For example Beginner, Intermediate or Advanced; empty for none."
            value={form.level}
            maxLength={COURSE_LEVEL_MAX}
            onChange={(event) => set('level', event.target.value)}
          />
          <TextField
            label="Estimated time in minutes"
            hint="Empty when not given."
            type="number"
            min={1}
            step={1}
            value={form.estimatedMinutes}
            error={errors.estimatedMinutes}
            onChange={(event) => set('estimatedMinutes', event.target.value)}
          />
        </div>
      </div>

      <div className="admin-editor__actions">
        <Button type="submit" disabled={busy}>
          {course ? 'Save' : 'Create draft'}
        </Button>
        {course ? <PublishCourse course={course} saveFirst={unsaved ? submit : null} busy={busy} /> : null}
        {course ? <DeleteCourse course={course} /> : null}
        {course?.status === 'published' ? (
          <Link to={pathTo('course', { slug: course.slug })}>View on the site</Link>
        ) : null}
        <Link to={pathTo('adminCourses')}>All courses</Link>
      </div>
      <FormAlert message={problem} />
    </form>
  );
}
