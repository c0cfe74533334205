/**
 * A notice from the site itself to the author's inbox, e.g. "The games canary 0.2.0 was rolled back by its error
 * rate". Posted by the gateway (POST /api/internal/inbox/notices on the audience service); it is read, never
 * answered.
 */

export const SITE_NOTICE_SUBJECT_MAX = 200;
export const SITE_NOTICE_BODY_MAX = 2000;

/** Body of POST /api/internal/inbox/notices. Plain text, never HTML. */
export interface SiteNoticeRequest {
  subject: string;
  body: string;
}

/** Its answer: the notice's id in the inbox (`/admin/inbox?open=notice:<id>`). */
export interface SiteNoticeCreated {
  id: number;
}
