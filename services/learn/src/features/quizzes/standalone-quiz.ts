import type { StandaloneQuiz } from '@site/contracts';

export interface StandaloneQuizRow {
  id: number;
  slug: string;
  title: string;
  coverImage: string | null;
  questionCount: number | string;
}

/** The stock book picture is a placeholder, not a cover: the card draws its own instead. */
export function coverImageOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.includes('default-book')) return null;
  return trimmed;
}

export function toStandaloneQuiz(row: StandaloneQuizRow): StandaloneQuiz {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    coverImage: coverImageOrNull(row.coverImage),
    questionCount: Number(row.questionCount),
  };
}
