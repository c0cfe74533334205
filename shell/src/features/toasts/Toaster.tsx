import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useToast } from '@site/shell-api';
import { ToastViewport } from '@site/ui';
import { ToasterItem } from './ToasterItem';
import './toaster.css';

/** Shows the toasts of the shared store (from the shell or any remote); F8 jumps to them. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const viewportRef = useRef<HTMLDivElement>(null);
  const visible = toasts.filter((toast) => toast.open);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      viewportRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // With focus on the region itself (after F8), Escape closes the toast that is showing.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && event.target === viewportRef.current && visible[0]) dismiss(visible[0].id);
  }

  return (
    <ToastViewport ref={viewportRef} onKeyDown={onKeyDown}>
      {visible.map((toast) => (
        <ToasterItem
          key={toast.id}
          toast={toast}
          onClose={(hadFocus) => {
            dismiss(toast.id);
            if (hadFocus) viewportRef.current?.focus();
          }}
        />
      ))}
    </ToastViewport>
  );
}
