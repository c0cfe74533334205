import { BadRequestException, NotFoundException } from '@nestjs/common';
import type { TopicEntity } from '../topics/topic.entity.js';
import type { AdminTopicsRepository, TopicChanges } from './admin-topics.repository.js';
import { AdminTopicsService, NOTHING_TO_CHANGE, TOPIC_NOT_FOUND } from './admin-topics.service.js';

const NOW = new Date('2026-11-22T10:00:00Z');

/** The topics table in memory, with essays on Ecology only. */
class FakeTopics implements Pick<AdminTopicsRepository, 'list' | 'findByName' | 'essayCounts' | 'update'> {
  readonly updates: [number, TopicChanges, Date][] = [];
  readonly rows: TopicEntity[] = [
    { id: 2, name: 'Ecology', active: true, description: 'Living things.', descriptionEditedAt: null },
    { id: 9, name: 'Mysticism', active: false, description: 'The sacred.', descriptionEditedAt: null },
  ];

  async list() {
    return this.rows;
  }

  async findByName(name: string) {
    return this.rows.find((row) => row.name === name) ?? null;
  }

  async essayCounts() {
    return new Map([[2, 4]]);
  }

  async update(id: number, changes: TopicChanges, now: Date) {
    this.updates.push([id, changes, now]);
  }
}

const setup = () => {
  const topics = new FakeTopics();
  return { topics, service: new AdminTopicsService(topics as unknown as AdminTopicsRepository) };
};

describe('AdminTopicsService', () => {
  it('lists every topic, active or not, with its essay count', async () => {
    expect(await setup().service.list()).toEqual([
      { name: 'Ecology', active: true, description: 'Living things.', essays: 4 },
      { name: 'Mysticism', active: false, description: 'The sacred.', essays: 0 },
    ]);
  });

  it('changes a topic by its exact name and answers it as changed', async () => {
    const { service, topics } = setup();
    expect(await service.change('Mysticism', { active: true, description: 'Experience of the sacred.' }, NOW)).toEqual({
      name: 'Mysticism',
      active: true,
      description: 'Experience of the sacred.',
      essays: 0,
    });
    expect(topics.updates).toEqual([[9, { active: true, description: 'Experience of the sacred.' }, NOW]]);
  });

  it('refuses an empty change, and an unknown or differently cased name, without writing', async () => {
    const { service, topics } = setup();
    await expect(service.change('Ecology', {})).rejects.toThrow(new BadRequestException(NOTHING_TO_CHANGE));
    await expect(service.change('Astrology', { active: false })).rejects.toThrow(
      new NotFoundException(TOPIC_NOT_FOUND),
    );
    await expect(service.change('ecology', { active: false })).rejects.toBeInstanceOf(NotFoundException);
    expect(topics.updates).toEqual([]);
  });
});
