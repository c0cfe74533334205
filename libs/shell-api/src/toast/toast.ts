import { addToast, dismissToast, updateToast, type ToastOptions } from './toast-store';

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (changes: Partial<ToastOptions>) => void;
}

/** Shows a notification; only the newest one is visible (TOAST_LIMIT). */
export function toast(options: ToastOptions): ToastHandle {
  const id = addToast(options);
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (changes) => updateToast(id, changes),
  };
}
