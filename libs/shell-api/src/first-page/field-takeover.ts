import { TAKE_EARLY_EVENTS, type EarlyEvent } from '@site/contracts';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * The server's form fields, buttons and forms, kept by reference while the app renders over them: whatever a
 * reader types or focuses there before the app's commit is carried to the app's own fields, the last button
 * pressed (the menu, say) is pressed again on the app's, and a form sent from the server's markup is sent again
 * from the app's, so taking over the page never loses a keystroke or a tap. The app's first commit replaces the
 * server's frame (the header's fields); the main area's own nodes live on in `ServerMain` until the screen's
 * commit replaces them.
 */
export interface ServerFields {
  fields: Map<string, Field>;
  /** The field that last had focus, while it still belonged to the server's markup. */
  focused: () => Field | null;
  /** The key of the button last pressed in the server's markup, or null. */
  pressed: () => string | null;
  /** The key of the form sent from the server's markup, or null. */
  submitted: () => string | null;
  /** Stops watching focus, presses and submissions; the snapshot is used once. */
  release: () => void;
}

const FIELD_SELECTOR = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea';
/** Every form is sent by the app, even one that works as plain HTML: the app does more with it. */
const FORM_SELECTOR = 'form';
/** Buttons that only act in the page (a submit button sends its form, which is watched instead). */
const BUTTON_SELECTOR = 'button[type=button]';

/** Controls whose state the takeover does not carry (it carries text, presses and sends). */
const UNCARRIED_CONTROLS = 'select, input[type=checkbox], input[type=radio], input[type=file]';

/** Disables, in server markup under `root`, the controls whose state would be lost: they wait for the screen. */
export function holdUncarriedControls(root: Element): void {
  for (const control of root.querySelectorAll(UNCARRIED_CONTROLS)) control.setAttribute('disabled', '');
}

/**
 * A name for each element that the server's markup and the app's share, and which one of that name it is. Ids
 * come last: React's generated ids differ between the build's render and the browser's.
 */
function keyed<T extends HTMLElement>(root: Element, selector: string): Map<string, T> {
  const seen = new Map<string, number>();
  const elements = new Map<string, T>();
  for (const element of root.querySelectorAll<T>(selector)) {
    const labels = 'labels' in element ? (element.labels as NodeListOf<HTMLLabelElement> | null) : null;
    const label =
      element.getAttribute('name') ||
      element.getAttribute('aria-label') ||
      labels?.[0]?.textContent?.trim() ||
      element.id ||
      element.textContent?.trim() ||
      '';
    const name = `${element.tagName}:${label}`;
    const index = seen.get(name) ?? 0;
    seen.set(name, index + 1);
    elements.set(`${name}#${index}`, element);
  }
  return elements;
}

function keyOf<T extends HTMLElement>(root: Element, selector: string, element: T): string | null {
  for (const [key, candidate] of keyed<T>(root, selector)) if (candidate === element) return key;
  return null;
}

/**
 * What the reader did in the page before the app ran, kept by the first HTML's boot script; taken once, after
 * which the boot script keeps nothing more.
 */
export function takeEarlyEvents(): EarlyEvent[] {
  const take = (window as unknown as Record<string, (() => EarlyEvent[]) | undefined>)[TAKE_EARLY_EVENTS];
  return take?.() ?? [];
}

/**
 * Watches the server's markup under `root`. `from` is the watch of the fallback that held these same nodes
 * before: what was focused, pressed or sent there still counts. `early` is what happened before the app ran
 * (`takeEarlyEvents`), which counts as if watched.
 */
export function watchServerFields(root: Element, from?: ServerFields | null, early: EarlyEvent[] = []): ServerFields {
  const fields = keyed<Field>(root, FIELD_SELECTOR);
  let focused: Field | null = from?.focused() ?? null;
  let pressed: string | null = from?.pressed() ?? null;
  let submitted: string | null = from?.submitted() ?? null;
  const focusOn = (target: EventTarget | null) => {
    focused = target instanceof HTMLElement && target.matches(FIELD_SELECTOR) ? (target as Field) : null;
  };
  const pressOn = (target: EventTarget | null) => {
    const button = target instanceof Element ? target.closest(BUTTON_SELECTOR) : null;
    if (button instanceof HTMLButtonElement) pressed = keyOf(root, BUTTON_SELECTOR, button);
  };
  const sendFrom = (form: EventTarget | null) => {
    if (form instanceof HTMLFormElement) submitted = keyOf(root, FORM_SELECTOR, form);
  };
  const handle: Record<EarlyEvent['type'], (target: EventTarget | null) => void> = {
    focusin: focusOn,
    click: pressOn,
    submit: sendFrom,
  };
  const types = Object.keys(handle) as EarlyEvent['type'][];
  for (const { type, target } of early) if (target instanceof Node && root.contains(target)) handle[type](target);
  // Moving nodes drops the focus: give it back to the field that had it.
  if (focused && root.contains(focused) && focusIsLost()) focused.focus();
  const onEvent = (event: Event) => {
    if (event.type === 'submit') {
      // Held for the app's form, which does more with it than the browser would (see FORM_SELECTOR).
      if (event.defaultPrevented) return;
      event.preventDefault();
    }
    handle[event.type as EarlyEvent['type']](event.target);
  };
  for (const type of types) root.addEventListener(type, onEvent);
  return {
    fields,
    focused: () => focused,
    pressed: () => pressed,
    submitted: () => submitted,
    release: () => {
      for (const type of types) root.removeEventListener(type, onEvent);
    },
  };
}

/** How long a press made in the server's markup waits for the app's button to be drawn. */
const PRESS_WAIT_MS = 1_000;

/**
 * Presses the app's button of that key. A screen may draw it a moment after its commit (a player shows its
 * controls once its own state has settled), so a button not there yet is waited for, briefly.
 */
function pressWhenDrawn(root: Element, key: string): void {
  const press = () => {
    const button = keyed<HTMLButtonElement>(root, BUTTON_SELECTOR).get(key);
    if (!button) return false;
    // As a real press does: focus first, so whatever the press opens gives the focus back to this button.
    button.focus();
    button.click();
    return true;
  };
  if (press()) return;
  const observer = new MutationObserver(() => {
    if (press()) stop();
  });
  const timer = setTimeout(() => stop(), PRESS_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(root, { childList: true, subtree: true });
}

/** True when nothing has the focus, as after the focused element left the document. */
function focusIsLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/** Sets a value the way typing does, so a controlled field's React state follows. */
function typeInto(field: Field, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * After the app's commit: the values typed into the server's fields, and the focus, move to the app's; a
 * button pressed in the server's markup is pressed on the app's; a form sent there is sent from the app's.
 */
export function carryOverServerFields(server: ServerFields, root: Element): void {
  server.release();
  const pressed = server.pressed();
  if (pressed) pressWhenDrawn(root, pressed);
  const focused = server.focused();
  for (const [key, app] of keyed<Field>(root, FIELD_SELECTOR)) {
    const old = server.fields.get(key);
    if (!old) continue;
    if (old !== app && old.value !== old.defaultValue && app.value !== old.value) typeInto(app, old.value);
    if (old === focused && focusIsLost()) {
      app.focus();
      // Only text-like fields have a selection; the others answer null here.
      if (old.selectionStart !== null && old.selectionEnd !== null)
        app.setSelectionRange(old.selectionStart, old.selectionEnd, old.selectionDirection ?? undefined);
    }
  }
  const submitted = server.submitted();
  // A task later, once React has rendered the values just typed, so the form's handler reads them.
  if (submitted) setTimeout(() => keyed<HTMLFormElement>(root, FORM_SELECTOR).get(submitted)?.requestSubmit());
}
