import { useEffect, useRef } from 'react';
import type { InvadersInput } from './engine';

type Control = keyof InvadersInput;

const KEYS: Record<string, Control> = {
  ArrowLeft: 'left',
  a: 'left',
  A: 'left',
  ArrowRight: 'right',
  d: 'right',
  D: 'right',
  ' ': 'fire',
};

/**
 * Held keys and on-screen buttons as the engine's input, read by the loop every step; P or Escape calls
 * `onPause`. Keys are ignored while a form field has focus; on a focused button Space fires rather than pressing it.
 */
export function useInvadersControls(onPause: () => void) {
  const input = useRef<{ -readonly [K in Control]: boolean }>({ left: false, right: false, fire: false });

  useEffect(() => {
    const typing = (target: EventTarget | null) =>
      target instanceof HTMLElement && target.closest('input, select, textarea') !== null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      if (event.key === 'p' || event.key === 'P' || event.key === 'Escape') {
        onPause();
        event.preventDefault();
        return;
      }
      const control = KEYS[event.key];
      if (!control) return;
      input.current[control] = true;
      event.preventDefault();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      const control = KEYS[event.key];
      if (control) input.current[control] = false;
    };
    const release = () => {
      input.current = { left: false, right: false, fire: false };
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', release);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', release);
    };
  }, [onPause]);

  /** Pointer handlers for an on-screen button that holds `control` while pressed. */
  const hold = (control: Control) => ({
    onPointerDown: () => {
      input.current[control] = true;
    },
    onPointerUp: () => {
      input.current[control] = false;
    },
    onPointerLeave: () => {
      input.current[control] = false;
    },
    onPointerCancel: () => {
      input.current[control] = false;
    },
  });

  return { input, hold };
}
