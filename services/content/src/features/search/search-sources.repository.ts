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

/** A topic as the search index needs it. */
export interface TopicSource {
  name: string;
  description: string;
}

/** A library item or podcast episode as the search index needs it; its body may still be markdown. */
export interface ShelfSource {
  ref: string;
  title: string;
  date: string | null;
  tags: string[];
  excerpt: string;
  body: string;
}

/** One transcript line, with its episode's slug and date and its place in the transcript. */
export interface TranscriptLineSource {
  slug: string;
  date: string;
  position: number;
  startSeconds: number;
  text: string;
}

/** An essay's search fields: its tags and topics together as tags, the body still markdown. */
const ESSAY_SOURCE = `SELECT e.slug, e.title, to_char(e.date, 'YYYY-MM-DD') AS date, e.excerpt, e.body, e.status,
         array(SELECT t.name FROM content.essay_tags et JOIN content.tags t ON t.id = et.tag_id WHERE et.essay_id = e.id
               UNION ALL
               SELECT p.name FROM content.essay_topics ep JOIN content.topics p ON p.id = ep.topic_id
               WHERE ep.essay_id = e.id) AS tags
       FROM content.essays e`;

/** Reads the content tables the search index is built from. */
@Injectable()
export class SearchSourcesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Published essays with no search document yet, oldest id first, `limit` at a time. */
  essaysNotIndexed(limit: number): Promise<EssaySource[]> {
    return this.dataSource.query(
      `${ESSAY_SOURCE}
       WHERE e.status = 'published'
         AND NOT EXISTS (SELECT 1 FROM content.search_documents d WHERE d.kind = 'essay' AND d.ref = e.slug)
       ORDER BY e.id LIMIT $1`,
      [limit],
    );
  }

  /** One essay as the index needs it, whatever its status; null when there is none with this id. */
  async essay(id: number): Promise<(EssaySource & { status: string }) | null> {
    const [row] = await this.dataSource.query(`${ESSAY_SOURCE} WHERE e.id = $1`, [id]);
    return row ?? null;
  }

  /** The slugs of every published essay. */
  async essaySlugs(): Promise<string[]> {
    const rows: { slug: string }[] = await this.dataSource.query(
      `SELECT slug FROM content.essays WHERE status = 'published'`,
    );
    return rows.map((row) => row.slug);
  }

  /**
   * Every library item: books (author among the tags, notes and quotes as the body), papers and lecture
   * notes (authors among the tags, the abstract as the excerpt), published recordings and documents.
   */
  libraryItems(): Promise<ShelfSource[]> {
    return this.dataSource.query(
      `SELECT 'book:' || b.slug AS ref, b.title, NULL AS date, b.topics || ARRAY[b.author] AS tags, '' AS excerpt,
              concat_ws(E'\n', b.notes, (SELECT string_agg(q.text, E'\n' ORDER BY q.position)
                                         FROM content.book_quotes q WHERE q.book_id = b.id)) AS body
       FROM content.books b
       UNION ALL
       SELECT 'paper:' || p.slug, p.title, to_char(p.published_on, 'YYYY-MM-DD'), p.topics || ARRAY[p.author_names],
              p.abstract, p.venue
       FROM content.papers p
       UNION ALL
       SELECT 'audio:' || a.slug, a.title, to_char(a.recorded_on, 'YYYY-MM-DD'), a.topics || ARRAY[a.speaker],
              a.summary, ''
       FROM content.audio_items a WHERE a.status = 'published'
       UNION ALL
       SELECT 'document:' || d.name, d.title, to_char(d.added_at, 'YYYY-MM-DD'), ARRAY[]::text[], d.description,
              coalesce(d.body, '')
       FROM content.library_documents d`,
    );
  }

  /** Every published podcast episode, its show notes as the body. */
  episodes(): Promise<ShelfSource[]> {
    return this.dataSource.query(
      `SELECT slug AS ref, title, to_char(published_at, 'YYYY-MM-DD') AS date, ARRAY[]::text[] AS tags,
              summary AS excerpt, notes AS body
       FROM content.podcast_episodes WHERE status = 'published'`,
    );
  }

  /** Every line of every published transcript, so a search can open an episode at the second the words were said. */
  transcriptLines(): Promise<TranscriptLineSource[]> {
    return this.dataSource.query(
      `SELECT e.slug, to_char(e.published_at, 'YYYY-MM-DD') AS date, l.position,
              l.start_seconds AS "startSeconds", l.text
       FROM content.podcast_transcript_lines l JOIN content.podcast_episodes e ON e.id = l.episode_id
       WHERE e.status = 'published'
       ORDER BY e.id, l.position`,
    );
  }

  /** The active topics: the ones a reader can open. */
  activeTopics(): Promise<TopicSource[]> {
    return this.dataSource.query(`SELECT name, description FROM content.topics WHERE active ORDER BY name`);
  }
}
