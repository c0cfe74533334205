/** GET /api/topics/:name: an active topic with what it covers. */
export interface TopicDetail {
  name: string;
  /** One or two sentences on what the topic covers. */
  description: string;
}

/** Longest topic name a `?topic=` filter accepts. */
export const TOPIC_NAME_MAX = 100;
