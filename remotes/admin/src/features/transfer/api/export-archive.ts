/**
 * GET /api/admin/export: all content as one zip archive. The browser downloads it itself (a link with
 * the session cookie), so no script holds the whole archive in memory.
 */
export const EXPORT_ARCHIVE_URL = '/api/admin/export';
