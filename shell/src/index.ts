import { markServerStylesheets } from './document/server-stylesheets';

markServerStylesheets(document);
// The federation runtime starts in this task; the app's shared modules are resolved and loaded in the next,
// so the two never make one long task between the first paint and the page answering input. The chunk's name is
// how the server's page finds its stylesheets and scripts (see `page-assets.json`).
setTimeout(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
