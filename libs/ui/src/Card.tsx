import type { HTMLAttributes } from 'react';
import { classNames } from './class-names';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render, so a card can be a list item or an article where that is what it is. */
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
}

export function Card({ as: Element = 'div', className, ...props }: CardProps) {
  return <Element className={classNames('ui-card', className)} {...props} />;
}
