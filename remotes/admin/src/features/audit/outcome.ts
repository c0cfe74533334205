/** How an action ended, in words beside its status code. */
export function outcomeOf(status: number): string {
  if (status < 300) return 'Done';
  if (status === 401 || status === 403) return 'Refused';
  if (status === 404) return 'Not found';
  if (status === 409) return 'Conflict';
  if (status === 429) return 'Rate-limited';
  if (status < 500) return 'Rejected';
  return 'Failed';
}
