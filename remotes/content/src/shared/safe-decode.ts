/** decodeURIComponent that keeps text it cannot decode (a stray '%') instead of throwing. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
