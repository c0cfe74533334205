/**
 * A path whose interpolated values are each encoded as one segment, so a slug holding '/', '?' or '#'
 * cannot point the call at another endpoint: apiPath`/api/essays/${slug}`.
 */
export function apiPath(strings: TemplateStringsArray, ...segments: Array<string | number>): string {
  return strings.reduce((path, text, index) => path + encodeURIComponent(segments[index - 1]) + text);
}
