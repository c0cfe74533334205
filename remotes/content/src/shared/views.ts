/** '1 view', '128 views', '1,204 views'. */
export function formatViews(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'view' : 'views'}`;
}
