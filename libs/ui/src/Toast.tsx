import type { ButtonHTMLAttributes, HTMLAttributes, LiHTMLAttributes, Ref } from 'react';
import { classNames } from './class-names';

export type ToastVariant = 'default' | 'destructive' | 'warning';

export interface ToastViewportProps extends HTMLAttributes<HTMLDivElement> {
  ref?: Ref<HTMLDivElement>;
}

/** The notification region; F8 moves focus here (the label tells screen-reader users so). */
export function ToastViewport({ className, children, ...props }: ToastViewportProps) {
  return (
    <div
      role="region"
      aria-label="Notifications (F8)"
      tabIndex={-1}
      className={classNames('ui-toast-viewport', className)}
      {...props}
    >
      <ol className="ui-toast-viewport__list">{children}</ol>
    </div>
  );
}

export interface ToastProps extends LiHTMLAttributes<HTMLLIElement> {
  variant?: ToastVariant;
  ref?: Ref<HTMLLIElement>;
}

/** One notification. Errors are alerts (read at once); the rest are polite status messages. */
export function Toast({ variant = 'default', className, ...props }: ToastProps) {
  const urgent = variant === 'destructive';
  return (
    <li
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      tabIndex={0}
      className={classNames('ui-toast', `ui-toast--${variant}`, className)}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={classNames('ui-toast__title', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={classNames('ui-toast__description', className)} {...props} />;
}

export function ToastAction({ className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={classNames('ui-toast__action', className)} {...props} />;
}

export function ToastClose({ className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} aria-label="Close" className={classNames('ui-toast__close', className)} {...props}>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
