// Classes for services (class-validator rules and OpenAPI descriptions); browsers import types from the package root.
export * from './error.dto.js';
export * from './message.dto.js';
export * from './safe-text.dto.js';
export * from './whole-number.dto.js';
export * from './auth/credentials.dto.js';
export * from './auth/profile.dto.js';
export * from './auth/user.dto.js';
export * from './content/essay-query.dto.js';
export * from './content/essay.dto.js';
export * from './content/essay-params.dto.js';
export * from './learn/attempt.dto.js';
export * from './learn/quiz.dto.js';
export * from './learn/course.dto.js';
export * from './games/game-result.dto.js';
export * from './games/game-results.dto.js';
export * from './account/bookmark.dto.js';
