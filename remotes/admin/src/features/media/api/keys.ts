/** Every cached answer of the media library starts with this key. */
export const ADMIN_MEDIA_KEY = ['admin', 'media'] as const;
export const adminMediaListKey = [...ADMIN_MEDIA_KEY, 'list'] as const;
