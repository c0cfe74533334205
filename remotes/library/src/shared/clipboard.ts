/** Puts `text` on the clipboard; rejects where the browser offers no clipboard (an insecure page) or refuses. */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('This browser offers no clipboard here');
  await navigator.clipboard.writeText(text);
}
