/** Longest description a topic may have. */
export const TOPIC_DESCRIPTION_MAX = 500;

/** A topic as the administrator sees it in GET /api/admin/topics. */
export interface AdminTopic {
  name: string;
  /** An inactive topic leaves the side menu and its page answers 404. */
  active: boolean;
  description: string;
  /** Essays filed under it. */
  essays: number;
}

/** PATCH /api/admin/topics/:name: each field left as it is when omitted. */
export interface AdminTopicChange {
  active?: boolean;
  description?: string;
}
