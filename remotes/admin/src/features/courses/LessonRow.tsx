import { pathTo, type AdminLessonItem } from '@site/contracts';
import { buttonClassName, VisuallyHidden } from '@site/ui';
import type { DragEvent, Ref } from 'react';
import { Link } from 'react-router-dom';
import { completedText } from './counts';
import { StatusBadge } from './StatusBadge';

export type Direction = 'up' | 'down';

interface LessonRowProps {
  courseId: number;
  lesson: AdminLessonItem;
  first: boolean;
  last: boolean;
  dragging: boolean;
  /** The move buttons, kept by the list so the focus can follow the lesson it moves. */
  buttonRef: (direction: Direction) => Ref<HTMLButtonElement>;
  onMove: (direction: Direction) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  /** Whether a dragged lesson may be dropped here. */
  accepts: boolean;
  onDrop: () => void;
}

/** One lesson of the course: its link, status and completions, and the buttons that move it. */
export function LessonRow({
  courseId,
  lesson,
  first,
  last,
  dragging,
  buttonRef,
  onMove,
  onDragStart,
  onDragEnd,
  accepts,
  onDrop,
}: LessonRowProps) {
  const moveButton = (direction: Direction, disabled: boolean) => (
    <button
      type="button"
      ref={buttonRef(direction)}
      className={buttonClassName({ variant: 'ghost', size: 'sm' })}
      disabled={disabled}
      onClick={() => onMove(direction)}
    >
      Move <VisuallyHidden>“{lesson.title}” </VisuallyHidden>
      {direction}
    </button>
  );
  return (
    <li
      className={dragging ? 'admin-lesson-row admin-lesson-row--dragging' : 'admin-lesson-row'}
      draggable
      onDragStart={(event: DragEvent) => {
        // Firefox starts a drag only with some data; the list itself knows which lesson it is.
        event.dataTransfer?.setData('text/plain', lesson.title);
        if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      onDragOver={(event: DragEvent) => {
        if (!accepts) return;
        event.preventDefault();
        if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
      }}
      onDrop={(event: DragEvent) => {
        if (!accepts) return;
        event.preventDefault();
        onDrop();
      }}
    >
      <span className="admin-lesson-row__handle" aria-hidden="true">
        ⠿
      </span>
      <div className="admin-lesson-row__text">
        <Link to={pathTo('adminLesson', { id: String(courseId), lessonId: String(lesson.id) })}>{lesson.title}</Link>
        <span className="admin-lesson-row__meta">
          <StatusBadge status={lesson.status} /> · <span>{completedText(lesson.completionCount)}</span>
        </span>
      </div>
      <div className="admin-lesson-row__moves">
        {moveButton('up', first)}
        {moveButton('down', last)}
      </div>
    </li>
  );
}
