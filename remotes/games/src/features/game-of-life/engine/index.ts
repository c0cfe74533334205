export { Life, type LifeOptions } from './life';
export { PATTERNS, parseRle, patternById, type Pattern } from './patterns';
