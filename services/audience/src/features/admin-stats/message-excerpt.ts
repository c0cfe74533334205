const EXCERPT_LENGTH = 160;

/** Cuts a message to its first characters, at a word where one is near, with an ellipsis. */
export function excerptOf(message: string, length = EXCERPT_LENGTH): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
