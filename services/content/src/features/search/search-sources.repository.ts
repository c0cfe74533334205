import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** An essay as the search index needs it: tags and topic names together, body still markdown. */
export interface EssaySource {
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  body: string;
  tags: string[];
}

/** Reads the content tables the search index is built from. */
@Injectable()
export class SearchSourcesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Essays with no search document yet, oldest id first, `limit` at a time. */
  essaysNotIndexed(limit: number): Promise<EssaySource[]> {
    return this.dataSource.query(
      `SELECT e.slug, e.title, to_char(e.date, 'YYYY-MM-DD') AS date, e.excerpt, e.body,
         array(SELECT t.name FROM content.essay_tags et JOIN content.tags t ON t.id = et.tag_id WHERE et.essay_id = e.id
               UNION ALL
               SELECT p.name FROM content.essay_topics ep JOIN content.topics p ON p.id = ep.topic_id
               WHERE ep.essay_id = e.id) AS tags
       FROM content.essays e
       WHERE NOT EXISTS (SELECT 1 FROM content.search_documents d WHERE d.kind = 'essay' AND d.ref = e.slug)
       ORDER BY e.id LIMIT $1`,
      [limit],
    );
  }

  /** The slugs of every essay. */
  async essaySlugs(): Promise<string[]> {
    const rows: { slug: string }[] = await this.dataSource.query(`SELECT slug FROM content.essays`);
    return rows.map((row) => row.slug);
  }

  /** The active topics: the ones a reader can open. */
  activeTopics(): Promise<{ name: string; description: string }[]> {
    return this.dataSource.query(`SELECT name, description FROM content.topics WHERE active ORDER BY name`);
  }
}
