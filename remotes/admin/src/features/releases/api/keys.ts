/** Every cached answer of the releases screen starts with this key. */
export const ADMIN_RELEASES_KEY = ['admin', 'releases'] as const;
export const releasesOverviewKey = [...ADMIN_RELEASES_KEY, 'overview'] as const;
export const deployTokensKey = [...ADMIN_RELEASES_KEY, 'deploy-tokens'] as const;
