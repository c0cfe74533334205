/** A link target that downloads `text` as a file: a data URL, so nothing is kept alive to revoke. */
export function textFileHref(text: string, mimeType: string): string {
  return `data:${mimeType};charset=utf-8,${encodeURIComponent(text)}`;
}
