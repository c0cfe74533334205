import type { TopicEntity } from './topic.entity.js';
import type { TopicsRepository } from './topics.repository.js';
import { TopicsService } from './topics.service.js';

describe('TopicsService', () => {
  it('answers each topic by name with whether it is active, and nothing else', async () => {
    const rows: TopicEntity[] = [
      { id: 2, name: 'Ecology', active: true },
      { id: 9, name: 'Mysticism', active: false },
    ];
    const topics = { list: async () => rows } as Pick<TopicsRepository, 'list'>;
    expect(await new TopicsService(topics as TopicsRepository).list()).toEqual([
      { name: 'Ecology', active: true },
      { name: 'Mysticism', active: false },
    ]);
  });
});
