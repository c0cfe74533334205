export const SERVER_DIR: string;
export const SERVER_ENTRY_FILE: string;
export function serverEntryOf(manifestUrl: string | URL): string;
