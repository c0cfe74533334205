import { In, type EntityManager } from 'typeorm';
import { TopicEntity } from '../topics/topic.entity.js';
import {
  ArchiveFileProblem,
  checkedList,
  firstDuplicate,
  jsonText,
  readJson,
  sameRecord,
  type ArchiveFiles,
} from './archive-files.js';
import { Tally, type KindTransfer } from './kind-transfer.js';
import { TopicRecord } from './records.js';

const FILE = 'topics.json';

const recordOf = (topic: TopicEntity) => ({ name: topic.name, active: topic.active, description: topic.description });

/** `topics.json`: every topic with its active flag and description. */
export const topicsTransfer: KindTransfer<TopicRecord> = {
  kind: 'topics',

  async exportFiles(manager) {
    const topics = await manager.find(TopicEntity, { order: { name: 'ASC' } });
    return { [FILE]: jsonText(topics.map(recordOf)) };
  },

  read(files: ArchiveFiles) {
    if (!files[FILE]) return [];
    const records = checkedList(TopicRecord, readJson(files, FILE), FILE).map((record) => ({
      ...record,
      name: record.name.trim(),
    }));
    const twice = firstDuplicate(records, (record) => record.name);
    if (twice) throw new ArchiveFileProblem(FILE, `the topic "${twice}" is listed twice.`);
    return records;
  },

  async write(manager: EntityManager, records) {
    const tally = new Tally('topics');
    const existing = new Map(
      (await manager.find(TopicEntity, { where: { name: In(records.map((record) => record.name)) } })).map((topic) => [
        topic.name,
        topic,
      ]),
    );
    for (const record of records) {
      const topic = existing.get(record.name);
      const same = topic !== undefined && sameRecord(recordOf(topic), record);
      tally.count(topic !== undefined, same);
      if (same) continue;
      // A description written here is the administrator's: the seed no longer overwrites it.
      const descriptionEdited = !topic || topic.description !== record.description;
      await manager.save(
        TopicEntity,
        manager.create(TopicEntity, {
          ...topic,
          ...record,
          ...(descriptionEdited ? { descriptionEditedAt: new Date() } : {}),
        }),
      );
    }
    return tally.written();
  },
};
