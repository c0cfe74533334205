import type { AiTestPassageSeed } from '../../src/features/ai-test/ai-test-file.js';
import type { AiTestRepository } from '../../src/features/ai-test/ai-test.repository.js';

/** The passages in memory, for unit tests of the scoring service. */
export class FakeAiTest implements Pick<AiTestRepository, keyof AiTestRepository> {
  constructor(readonly passages: AiTestPassageSeed[]) {}

  async all() {
    return this.passages;
  }

  asRepository(): AiTestRepository {
    return this as unknown as AiTestRepository;
  }
}
