/**
 * Text a service may pass to its database and templates: PostgreSQL refuses NUL in text (a 500 if it gets
 * that far), control characters have no place in names, slugs or search words, and a lone UTF-16
 * surrogate cannot be stored or encoded at all.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with the text, as the end of a sentence ("… contains a NUL or control character"), or null. */
export function unsafeTextProblem(text: string): string | null {
  if (CONTROL.test(text)) return 'contains a NUL or control character';
  if (LONE_SURROGATE.test(text)) return 'is not well-formed Unicode';
  return null;
}
