import type { KeyboardEvent } from 'react';
import { SKIP_SECONDS } from './playback-rates';

interface KeyControls {
  toggle(): void;
  skip(seconds: number): void;
}

// Fields where keys type or choose: the player never takes their keys.
const OWN_KEYS_INPUT_TYPES = new Set(['range', 'button', 'checkbox', 'radio', 'submit', 'reset']);

function ownsItsKeys(element: HTMLElement): boolean {
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !OWN_KEYS_INPUT_TYPES.has(element.type);
}

/**
 * The player's keys while focus is inside it: space or K plays and pauses, ← and → jump 15 s back and
 * forward. A focused button keeps space for itself (it presses that button), and text fields and the
 * speed menu keep all their keys.
 */
export function handlePlayerKeys(event: KeyboardEvent<HTMLElement>, controls: KeyControls): void {
  const target = event.target as HTMLElement;
  if (event.altKey || event.ctrlKey || event.metaKey || ownsItsKeys(target)) return;
  const onButton = target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement;
  switch (event.key) {
    case ' ':
      if (onButton) return;
      controls.toggle();
      break;
    case 'k':
    case 'K':
      controls.toggle();
      break;
    case 'ArrowLeft':
      controls.skip(-SKIP_SECONDS);
      break;
    case 'ArrowRight':
      controls.skip(SKIP_SECONDS);
      break;
    default:
      return;
  }
  event.preventDefault();
}
