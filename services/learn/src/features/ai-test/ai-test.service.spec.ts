import { BadRequestException } from '@nestjs/common';
import type { AiTestAnswer } from '@site/contracts';
import { FakeAiTest } from '../../../test/fakes/fake-ai-test.js';
import type { AiTestPassageSeed } from './ai-test-file.js';
import { AiTestService } from './ai-test.service.js';

const PASSAGES: AiTestPassageSeed[] = [
  { id: 'kettle', text: 'The kettle for two.', truth: 'human', explanation: 'A real habit.' },
  { id: 'garden', text: 'Gardening is deeply rewarding.', truth: 'machine', explanation: 'Stock uplift.' },
  { id: 'ants', text: 'The ants found the gap.', truth: 'human', explanation: 'One scene.' },
];

const service = () => new AiTestService(new FakeAiTest(PASSAGES).asRepository());

describe('AiTestService', () => {
  it('hands out every passage with its id and text only', async () => {
    const passages = await service().test();
    expect([...passages].sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'ants', text: 'The ants found the gap.' },
      { id: 'garden', text: 'Gardening is deeply rewarding.' },
      { id: 'kettle', text: 'The kettle for two.' },
    ]);
  });

  it('scores the guesses and gives each passage its truth and explanation, in the order guessed', async () => {
    const answers: AiTestAnswer[] = [
      { id: 'garden', guess: 'machine' },
      { id: 'kettle', guess: 'machine' },
      { id: 'ants', guess: 'human' },
    ];
    expect(await service().score(answers)).toEqual({
      score: 2,
      total: 3,
      verdicts: [
        { id: 'garden', guess: 'machine', truth: 'machine', correct: true, explanation: 'Stock uplift.' },
        { id: 'kettle', guess: 'machine', truth: 'human', correct: false, explanation: 'A real habit.' },
        { id: 'ants', guess: 'human', truth: 'human', correct: true, explanation: 'One scene.' },
      ],
    });
  });

  it('refuses an unknown passage, a passage guessed twice and a passage left out, naming it', async () => {
    const all: AiTestAnswer[] = PASSAGES.map(({ id }) => ({ id, guess: 'human' }));
    await expect(service().score([...all, { id: 'ghost', guess: 'human' }])).rejects.toThrow(
      new BadRequestException('No passage has the id ghost.'),
    );
    await expect(service().score([...all, { id: 'ants', guess: 'machine' }])).rejects.toThrow(
      new BadRequestException('The passage ants is answered more than once.'),
    );
    await expect(service().score(all.slice(1))).rejects.toThrow(
      new BadRequestException('Every passage needs a guess; missing: kettle.'),
    );
  });
});
