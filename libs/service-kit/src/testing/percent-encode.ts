/**
 * `encodeURIComponent`, except that a lone surrogate (which it refuses) travels as the three bytes a
 * careless client would send for it (WTF-8, such as `%ED%A0%80`): how such text reaches a server.
 */
export function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate somewhere: encode unit by unit below.
  }
  let encoded = '';
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const isHigh = code >= 0xd800 && code <= 0xdbff;
    const nextIsLow = (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    if (isHigh && nextIsLow) {
      encoded += encodeURIComponent(text.slice(i, i + 2));
      i += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(text[i]);
    }
  }
  return encoded;
}
