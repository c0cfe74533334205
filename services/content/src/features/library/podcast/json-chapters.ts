import type { Chapter } from '@site/contracts';

/** Podcasting 2.0 JSON chapters (https://github.com/Podcastindex-org/podcast-namespace, chapters.md). */
export interface JsonChapters {
  version: '1.2.0';
  chapters: { startTime: number; endTime: number; title: string }[];
}

/** The chapters of an episode of this length, each ending where the next starts. */
export function jsonChapters(chapters: readonly Chapter[], durationSeconds: number): JsonChapters {
  return {
    version: '1.2.0',
    chapters: chapters.map((chapter, index) => ({
      startTime: chapter.startSeconds,
      endTime: chapters[index + 1]?.startSeconds ?? durationSeconds,
      title: chapter.title,
    })),
  };
}
