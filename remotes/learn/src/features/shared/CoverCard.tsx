import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './cover-card.css';

interface CoverCardProps {
  to: string;
  title: string;
  coverImage: string | null;
  /** The list item's class, for what one kind of card draws differently. */
  className: string;
  /** The lines under the title. */
  children: ReactNode;
}

/** A list item linking to a course or a quiz: its cover (or its initial when it has none), title and details. */
export function CoverCard({ to, title, coverImage, className, children }: CoverCardProps) {
  return (
    <li className={`learn-card ${className}`}>
      <Link to={to} className="learn-card__link">
        {coverImage ? (
          <img className="learn-card__cover" src={coverImage} alt="" width={320} height={180} loading="lazy" />
        ) : (
          <span className="learn-card__cover learn-card__cover--none" aria-hidden="true">
            {title.charAt(0)}
          </span>
        )}
        <span className="learn-card__title">{title}</span>
        {children}
      </Link>
    </li>
  );
}
