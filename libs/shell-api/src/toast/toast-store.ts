import type { ReactNode } from 'react';
import { createStore } from 'zustand';
import { TOAST_DEFAULT_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY } from './toast-constants';

export type ToastVariant = 'default' | 'destructive' | 'warning';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** A control shown beside the text, e.g. an undo button. */
  action?: ReactNode;
  /** How long the toast stays open, in ms. */
  duration?: number;
}

export interface ToastRecord extends ToastOptions {
  id: string;
  variant: ToastVariant;
  duration: number;
  /** False once dismissed; the record lingers until removed. */
  open: boolean;
}

interface ToastState {
  toasts: ToastRecord[];
}

/**
 * One module-level store: shell-api is a federation singleton, so a `toast()` from any remote
 * reaches the shell's single Toaster.
 */
export const toastStore = createStore<ToastState>(() => ({ toasts: [] }));

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function nextId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return String(counter);
}

export function addToast(options: ToastOptions): string {
  const id = nextId();
  const record: ToastRecord = {
    ...options,
    id,
    variant: options.variant ?? 'default',
    duration: options.duration ?? TOAST_DEFAULT_DURATION,
    open: true,
  };
  toastStore.setState(({ toasts }) => ({ toasts: [record, ...toasts].slice(0, TOAST_LIMIT) }));
  return id;
}

export function updateToast(id: string, changes: Partial<ToastOptions>): void {
  toastStore.setState(({ toasts }) => ({
    toasts: toasts.map((toast) => (toast.id === id ? { ...toast, ...changes } : toast)),
  }));
}

export function removeToast(id?: string): void {
  const ids = id === undefined ? [...removalTimers.keys()] : [id];
  for (const key of ids) {
    clearTimeout(removalTimers.get(key));
    removalTimers.delete(key);
  }
  toastStore.setState(({ toasts }) => ({ toasts: id === undefined ? [] : toasts.filter((toast) => toast.id !== id) }));
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      removeToast(id);
    }, TOAST_REMOVE_DELAY),
  );
}

/** Closes one toast, or all of them without an id; each is removed after TOAST_REMOVE_DELAY. */
export function dismissToast(id?: string): void {
  const { toasts } = toastStore.getState();
  for (const toast of toasts) if (id === undefined || toast.id === id) scheduleRemoval(toast.id);
  toastStore.setState({
    toasts: toasts.map((toast) => (id === undefined || toast.id === id ? { ...toast, open: false } : toast)),
  });
}
