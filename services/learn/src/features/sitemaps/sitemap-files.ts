/** The sitemaps the learn service writes, outside `/api`; the gateway's route table forwards them here. */
export const SITEMAP_FILES = { courses: 'sitemaps/courses.xml', quizzes: 'sitemaps/quizzes.xml' } as const;

export const LEARN_PUBLIC_PATHS: readonly string[] = Object.values(SITEMAP_FILES);
