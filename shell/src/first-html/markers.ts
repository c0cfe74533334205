/**
 * What the gateway looks for in `index.html` to compose a page's first HTML. The frame rendered
 * at build time holds `PAGE_MAIN_MARKER` inside the element the app later reads back.
 */
export const PAGE_MAIN_MARKER = '<!--page-main-->';

/** The element around the page's main HTML, inside the main area of the frame. */
export const PAGE_MAIN_SELECTOR = '[data-page-main]';

/** The id of the `<script type="application/json">` holding the page's `PageDataEntry[]`. */
export const PAGE_DATA_ID = 'page-data';
