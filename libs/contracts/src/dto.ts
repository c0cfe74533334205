// class-validator DTOs for services; browsers import types from the package root instead.
export * from './auth/credentials.dto.js';
export * from './content/essay-query.dto.js';
export * from './auth/profile.dto.js';
export * from './learn/attempt.dto.js';
export * from './games/game-result.dto.js';
