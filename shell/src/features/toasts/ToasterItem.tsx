import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { ToastRecord } from '@site/shell-api';
import { Toast, ToastClose, ToastDescription, ToastTitle } from '@site/ui';
import { useAutoClose } from './use-auto-close';
import { useSwipeToDismiss } from './use-swipe-to-dismiss';

interface ToasterItemProps {
  toast: ToastRecord;
  /** `hadFocus` tells the Toaster to keep keyboard focus from falling back to the page body. */
  onClose: (hadFocus: boolean) => void;
}

/** One toast with its behaviour: timer (paused on hover or focus), swipe, Escape and close button. */
export function ToasterItem({ toast, onClose }: ToasterItemProps) {
  const ref = useRef<HTMLLIElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const close = () => onClose(Boolean(ref.current?.contains(document.activeElement)));
  const swipe = useSwipeToDismiss(close);
  useAutoClose(toast.duration, hovered || focused || swipe.swiping, close);

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  }

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  return (
    <Toast
      ref={ref}
      variant={toast.variant}
      className="toaster__item"
      style={swipe.style}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      {...swipe.handlers}
    >
      <div className="toaster__text">
        {toast.title ? <ToastTitle>{toast.title}</ToastTitle> : null}
        {toast.description ? <ToastDescription>{toast.description}</ToastDescription> : null}
      </div>
      {toast.action}
      <ToastClose onClick={close} />
    </Toast>
  );
}
