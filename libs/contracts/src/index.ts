// Types and constants only, safe for browser bundles; class-validator DTOs live in `@site/contracts/dto`.
export * from './auth/user.js';
export * from './content/essay.js';
export * from './content/essay-page.js';
export * from './safe-text.js';
export * from './learn/quiz.js';
export * from './topics.js';
export * from './routes/index.js';
export { PASSWORD_MIN, PASSWORD_MAX } from './auth/limits.js';
export * from './learn/course.js';
export * from './learn/attempt.js';
export * from './games/game-results.js';
export * from './account/bookmark.js';
export * from './federation/index.js';
export * from './site.js';
export * from './search/search.js';
export * from './audience/audience.js';
export * from './pages/page-document.js';
