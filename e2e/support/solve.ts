import { execFileSync } from 'node:child_process';
import path from 'node:path';

const script = path.join(import.meta.dirname, 'solutions.ts');
const tsx = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx');

/** Asks the games' engines (outside the browser) for a seeded puzzle's solution. */
export function solve<T>(...args: string[]): T {
  return JSON.parse(execFileSync(tsx, [script, ...args], { encoding: 'utf8' })) as T;
}
