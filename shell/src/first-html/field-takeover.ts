type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * The server's form fields (the header's search box) and buttons, kept by reference while the app renders over
 * them: whatever a reader types or focuses there before the app's commit is carried to the app's own
 * fields, and the last button pressed (the menu, say) is pressed again on the app's, so taking over the page
 * never loses a keystroke or a tap.
 */
export interface ServerFields {
  fields: Map<string, Field>;
  /** The field that last had focus, while it still belonged to the server's markup. */
  focused: () => Field | null;
  /** The key of the button last pressed in the server's markup, or null. */
  pressed: () => string | null;
  /** Stops watching focus and presses; the snapshot is used once. */
  release: () => void;
}

const FIELD_SELECTOR = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea';
/** Buttons that only act in the page (a submit button submits the server's form by itself). */
const BUTTON_SELECTOR = 'button[type=button]';

/**
 * A name for each element that the server's markup and the app's share: its id, name, label or text, and which
 * one of that name it is.
 */
function keyed<T extends HTMLElement>(root: Element, selector: string): Map<string, T> {
  const seen = new Map<string, number>();
  const elements = new Map<string, T>();
  for (const element of root.querySelectorAll<T>(selector)) {
    const label =
      element.id ||
      element.getAttribute('name') ||
      element.getAttribute('aria-label') ||
      element.textContent?.trim() ||
      '';
    const name = `${element.tagName}:${label}`;
    const index = seen.get(name) ?? 0;
    seen.set(name, index + 1);
    elements.set(`${name}#${index}`, element);
  }
  return elements;
}

export function watchServerFields(root: Element): ServerFields {
  const fields = keyed<Field>(root, FIELD_SELECTOR);
  const buttons = new Map([...keyed<HTMLButtonElement>(root, BUTTON_SELECTOR)].map(([key, button]) => [button, key]));
  let focused: Field | null = null;
  let pressed: string | null = null;
  const onFocus = (event: Event) => {
    focused =
      event.target instanceof HTMLElement && event.target.matches(FIELD_SELECTOR) ? (event.target as Field) : null;
  };
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest(BUTTON_SELECTOR) : null;
    if (button instanceof HTMLButtonElement) pressed = buttons.get(button) ?? null;
  };
  root.addEventListener('focusin', onFocus);
  root.addEventListener('click', onClick);
  return {
    fields,
    focused: () => focused,
    pressed: () => pressed,
    release: () => {
      root.removeEventListener('focusin', onFocus);
      root.removeEventListener('click', onClick);
    },
  };
}

/** Sets a value the way typing does, so a controlled field's React state follows. */
function typeInto(field: Field, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * After the app's first commit: the values typed into the server's fields, and the focus, move to the app's; a
 * button pressed in the server's markup is pressed on the app's.
 */
export function carryOverServerFields(server: ServerFields, root: Element): void {
  server.release();
  const pressed = server.pressed();
  if (pressed) keyed<HTMLButtonElement>(root, BUTTON_SELECTOR).get(pressed)?.click();
  const focused = server.focused();
  for (const [key, app] of keyed<Field>(root, FIELD_SELECTOR)) {
    const old = server.fields.get(key);
    if (!old || old === app) continue;
    if (old.value !== old.defaultValue && app.value !== old.value) typeInto(app, old.value);
    if (old === focused && !old.isConnected && document.activeElement !== app) {
      app.focus();
      // Only text-like fields have a selection; the others answer null here.
      if (old.selectionStart !== null && old.selectionEnd !== null)
        app.setSelectionRange(old.selectionStart, old.selectionEnd, old.selectionDirection ?? undefined);
    }
  }
}
