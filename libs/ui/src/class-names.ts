/** Joins the truthy class names, so components can add modifiers without string juggling. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
