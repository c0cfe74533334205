import { pathTo, type AdminCourse } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { buttonClassName } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { reorderLessonsMutation } from './api/reorder-lessons';
import { movedIds } from './lesson-order';
import { LessonRow, type Direction } from './LessonRow';
import './courses.css';

/**
 * The course's lessons in their order, drafts included. A lesson moves with its buttons (the keyboard's way) or by
 * dragging; each move sends the whole new order, and is read out.
 */
export function CourseLessons({ course }: { course: AdminCourse }) {
  const reorder = useMutation(reorderLessonsMutation(course.id));
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const lastMove = useRef<{ id: number; direction: Direction } | null>(null);
  const { lessons } = course;
  const order = lessons.map((lesson) => lesson.id).join(',');

  // Moving a row in the page takes the focus off its button, and a button at an end is disabled: the focus goes back
  // to the moved lesson, on the button that can still move it. Focus the author has taken elsewhere stays there.
  useLayoutEffect(() => {
    const moved = lastMove.current;
    if (!moved) return;
    const up = buttons.current.get(`${moved.id}:up`);
    const down = buttons.current.get(`${moved.id}:down`);
    const active = document.activeElement;
    if (active && active !== document.body && active !== up && active !== down) return;
    const [wanted, other] = moved.direction === 'up' ? [up, down] : [down, up];
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [order]);

  const buttonRef = (id: number) => (direction: Direction) => (node: HTMLButtonElement | null) => {
    if (node) buttons.current.set(`${id}:${direction}`, node);
    else buttons.current.delete(`${id}:${direction}`);
  };

  const move = (from: number, to: number, direction: Direction | null) => {
    const lesson = lessons[from];
    lastMove.current = direction ? { id: lesson.id, direction } : null;
    setAnnouncement(`“${lesson.title}” moved to position ${to + 1} of ${lessons.length}.`);
    reorder.mutateAsync(movedIds(lessons, from, to)).catch((error: unknown) => {
      setAnnouncement(`“${lesson.title}” was not moved.`);
      toast({ title: 'Order not saved', description: serverMessage(error), variant: 'destructive' });
    });
  };

  const drop = (to: number) => {
    const from = lessons.findIndex((lesson) => lesson.id === dragged);
    setDragged(null);
    if (from >= 0 && from !== to) move(from, to, null);
  };

  return (
    <section className="admin-course-lessons" aria-labelledby="admin-course-lessons-heading">
      <header className="admin-course-lessons__header">
        <h2 id="admin-course-lessons-heading">Lessons</h2>
        <Link
          className={buttonClassName({ variant: 'secondary' })}
          to={pathTo('adminLessonNew', { id: String(course.id) })}
        >
          New lesson
        </Link>
      </header>
      {lessons.length === 0 ? (
        <p>No lessons yet: a course is published once one of its lessons is.</p>
      ) : (
        <>
          <p className="admin-course-hint">
            Drag a lesson, or use its buttons, to change the order. Readers keep the lessons they completed.
          </p>
          <ol className="admin-course-lessons__list" aria-labelledby="admin-course-lessons-heading">
            {lessons.map((lesson, index) => (
              <LessonRow
                key={lesson.id}
                courseId={course.id}
                lesson={lesson}
                first={index === 0}
                last={index === lessons.length - 1}
                dragging={dragged === lesson.id}
                buttonRef={buttonRef(lesson.id)}
                onMove={(direction) => move(index, direction === 'up' ? index - 1 : index + 1, direction)}
                onDragStart={() => setDragged(lesson.id)}
                onDragEnd={() => setDragged(null)}
                accepts={dragged !== null && dragged !== lesson.id}
                onDrop={() => drop(index)}
              />
            ))}
          </ol>
        </>
      )}
      <p role="status" className="admin-course-lessons__announcement">
        {announcement}
      </p>
    </section>
  );
}
