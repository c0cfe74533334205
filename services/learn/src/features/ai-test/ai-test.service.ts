import { randomInt } from 'node:crypto';
import { BadRequestException, Injectable } from '@nestjs/common';
import type { AiTestAnswer, AiTestPassage, AiTestResult } from '@site/contracts';
import { AiTestRepository } from './ai-test.repository.js';

/** A fresh order each time, so the answers cannot be learnt by position (Fisher–Yates). */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

@Injectable()
export class AiTestService {
  constructor(private readonly passages: AiTestRepository) {}

  /** The passages in a random order, each with its id and text only: who wrote it stays here until the answers come. */
  async test(): Promise<AiTestPassage[]> {
    return shuffled(await this.passages.all()).map(({ id, text }) => ({ id, text }));
  }

  /** Scores one guess for every passage; an unknown, repeated or missing passage is a 400 naming it. */
  async score(answers: readonly AiTestAnswer[]): Promise<AiTestResult> {
    const passages = new Map((await this.passages.all()).map((passage) => [passage.id, passage]));
    const seen = new Set<string>();
    for (const { id } of answers) {
      if (!passages.has(id)) throw new BadRequestException(`No passage has the id ${id}.`);
      if (seen.has(id)) throw new BadRequestException(`The passage ${id} is answered more than once.`);
      seen.add(id);
    }
    const missing = [...passages.keys()].filter((id) => !seen.has(id));
    if (missing.length > 0)
      throw new BadRequestException(`Every passage needs a guess; missing: ${missing.join(', ')}.`);
    const verdicts = answers.map(({ id, guess }) => {
      const { truth, explanation } = passages.get(id)!;
      return { id, guess, truth, correct: guess === truth, explanation };
    });
    return { score: verdicts.filter((verdict) => verdict.correct).length, total: passages.size, verdicts };
  }
}
