import { useStore } from 'zustand';
import { toast } from './toast';
import { dismissToast, toastStore } from './toast-store';

/** The current toasts, for the Toaster, plus `toast` and `dismiss` for components. */
export function useToast() {
  const toasts = useStore(toastStore, (state) => state.toasts);
  return { toasts, toast, dismiss: dismissToast };
}
