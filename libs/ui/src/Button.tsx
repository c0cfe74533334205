import type { ButtonHTMLAttributes } from 'react';
import { classNames } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The button classes, also for links that should look like buttons. */
export function buttonClassName({ variant = 'primary', size = 'md' }: ButtonStyle = {}, className?: string): string {
  return classNames('ui-button', `ui-button--${variant}`, `ui-button--${size}`, className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyle {}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size }, className)} {...props} />;
}
