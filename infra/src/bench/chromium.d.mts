export const CHROMIUM_ARGS: string[];
export const TEST_BROWSER_PATH: string;
