/** GET /api/admin/content/stats. */
export interface ContentStats {
  /** Published essays: those readers see. */
  essays: number;
  drafts: number;
  scheduled: number;
  activeTopics: number;
}

/** GET /api/admin/audience/stats. */
export interface AudienceStats {
  /** Confirmed newsletter subscribers. */
  subscribers: number;
  /** Addresses that have not used their confirm link yet. */
  subscribersWaiting: number;
  /** What the inbox's Waiting filter holds: contact messages and chats not answered, site notices not read. */
  messagesWaiting: number;
}

/** One of GET /api/admin/audience/recent-messages, newest first. */
export interface RecentMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  /** The start of the message, as plain text. */
  excerpt: string;
  /** ISO 8601. */
  createdAt: string;
  /** Not answered yet. */
  waiting: boolean;
}

export const RECENT_MESSAGES_MAX = 20;
