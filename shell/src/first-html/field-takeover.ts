type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * The server's form fields (the header's search box), kept by reference while the app renders over
 * them: whatever a reader types or focuses there before the app's commit is carried to the app's own
 * fields, so taking over the page never loses a keystroke.
 */
export interface ServerFields {
  fields: Map<string, Field>;
  /** The field that last had focus, while it still belonged to the server's markup. */
  focused: () => Field | null;
  /** Stops watching focus; the snapshot is used once. */
  release: () => void;
}

const FIELD_SELECTOR = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea';

/** A name for each field that the server's markup and the app's share: its id or name, and which one of that name it is. */
function keyed(root: Element): Map<string, Field> {
  const seen = new Map<string, number>();
  const fields = new Map<string, Field>();
  for (const field of root.querySelectorAll<Field>(FIELD_SELECTOR)) {
    const name = `${field.tagName}:${field.id || field.name || field.getAttribute('aria-label') || ''}`;
    const index = seen.get(name) ?? 0;
    seen.set(name, index + 1);
    fields.set(`${name}#${index}`, field);
  }
  return fields;
}

export function watchServerFields(root: Element): ServerFields {
  const fields = keyed(root);
  let focused: Field | null = null;
  const onFocus = (event: Event) => {
    focused =
      event.target instanceof HTMLElement && event.target.matches(FIELD_SELECTOR) ? (event.target as Field) : null;
  };
  root.addEventListener('focusin', onFocus);
  return {
    fields,
    focused: () => focused,
    release: () => root.removeEventListener('focusin', onFocus),
  };
}

/** Sets a value the way typing does, so a controlled field's React state follows. */
function typeInto(field: Field, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** After the app's first commit: the values typed into the server's fields, and the focus, move to the app's. */
export function carryOverServerFields(server: ServerFields, root: Element): void {
  server.release();
  const focused = server.focused();
  for (const [key, app] of keyed(root)) {
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
