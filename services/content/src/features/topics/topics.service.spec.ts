import { NotFoundException } from '@nestjs/common';
import type { TopicEntity } from './topic.entity.js';
import type { TopicsRepository } from './topics.repository.js';
import { TopicsService } from './topics.service.js';

/** The topics table in memory. */
class FakeTopics implements Pick<TopicsRepository, 'list' | 'findActive'> {
  constructor(readonly rows: TopicEntity[]) {}

  async list() {
    return this.rows;
  }

  async findActive(name: string) {
    return this.rows.find((row) => row.name === name && row.active) ?? null;
  }
}

const ROWS: TopicEntity[] = [
  { id: 2, name: 'Ecology', active: true, description: 'Living things and their places.', descriptionEditedAt: null },
  {
    id: 9,
    name: 'Mysticism',
    active: false,
    description: 'Direct experience of the sacred.',
    descriptionEditedAt: null,
  },
];

const service = () => new TopicsService(new FakeTopics(ROWS) as unknown as TopicsRepository);

describe('TopicsService', () => {
  it('answers each topic by name with whether it is active, and nothing else', async () => {
    expect(await service().list()).toEqual([
      { name: 'Ecology', active: true },
      { name: 'Mysticism', active: false },
    ]);
  });

  it('answers an active topic with its description', async () => {
    expect(await service().get('Ecology')).toEqual({ name: 'Ecology', description: 'Living things and their places.' });
  });

  it('answers 404 for an inactive or unknown topic, and matches names exactly', async () => {
    await expect(service().get('Mysticism')).rejects.toThrow(new NotFoundException('Topic not found'));
    await expect(service().get('Astrology')).rejects.toBeInstanceOf(NotFoundException);
    await expect(service().get('ecology')).rejects.toBeInstanceOf(NotFoundException);
  });
});
