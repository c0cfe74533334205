/**
 * What every reader's query of essays keeps: published essays only (drafts and scheduled essays stay with
 * the author). Written as a literal so PostgreSQL uses the partial indexes over published essays.
 */
export const published = (alias = 'essay') => `${alias}.status = 'published'`;
