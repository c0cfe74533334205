import { markServerStylesheets } from './document/server-stylesheets';

markServerStylesheets(document);

/** A task of its own for what follows: the browser paints and answers input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The app starts in steps, each in a task of its own, so that none is one long task between the first paint and
 * the page answering input: the federation runtime (this chunk), React's DOM renderer, the router and the query
 * cache, then the app itself, which hydrates the page (see `bootstrap.tsx`). Their files are fetched together (the
 * page preloads them); only their running is spread out. The app chunk's name is how the server's page finds its
 * stylesheets and scripts (see `page-assets.json`).
 */
async function start() {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await Promise.all([import('react-router-dom'), import('@tanstack/react-query')]);
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
