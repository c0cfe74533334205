// What the render process and the shell's server bundle say to each other: the one description of both sides.

/** The header in which the gateway sends the renderer `/remotes.json` as it serves it to this visitor. */
export const REMOTES_HEADER = 'x-site-remotes';

/** How many areas of a rendered page were left to the browser because they failed or ran out of time. */
export const AREA_ERRORS_HEADER = 'x-area-errors';

/** The first of those failures, shortened: enough for a release's pre-flight to say why. */
export const FIRST_AREA_ERROR_HEADER = 'x-first-area-error';

/** The remotes a rendered page drew areas of (comma-separated), and those whose areas failed. */
export const DRAWN_REMOTES_HEADER = 'x-drawn-remotes';
export const FAILED_REMOTES_HEADER = 'x-failed-remotes';

/** The host's first files, by address (the shell build's `page-assets.json`). */
export interface PageAssets {
  /** Run by the page. */
  scripts: string[];
  /** Fetched at once, run when the app asks for them. */
  preloads: string[];
  /** What the page is drawn with: the app's and its screens' stylesheets. */
  styles: string[];
}

/**
 * A stylesheet the page is drawn with: its text when small enough to go into the page itself (a round trip less
 * before the first paint), else only its address. The browser's loaders find either by the address.
 */
export interface PageStyle {
  href: string;
  text?: string;
}

/** One exposed module's first files, by the address the browser uses. */
export interface ModuleAssets {
  js: string[];
  css: PageStyle[];
}

/** Each remote's browser entry and its exposed modules' first files, from its `mf-manifest.json`. */
export type RemoteAssetMap = Partial<Record<string, { entry: string; modules: Record<string, ModuleAssets> }>>;

export interface PageRenderRequest {
  /** The path and query string the visitor asked for. */
  address: string;
  assets: PageAssets;
  /** The host's stylesheets, `assets.styles` with their text. */
  styles: PageStyle[];
  /** Each remote's server entry, beside the manifest `/remotes.json` points to. */
  serverEntries: Record<string, string>;
  remoteAssets: RemoteAssetMap;
  /** The gateway, as an anonymous visitor reaches it. */
  apiOrigin: string;
  /** The site's public origin (`SITE_URL`): canonical links and structured data are written with it. */
  siteOrigin: string;
  /** How long the page's data may take; what is later is left for the browser. */
  budgetMs: number;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** Why each area left to the browser could not be drawn here (its remote failed, or ran past the budget). */
  areaErrors: string[];
  /** The remotes whose areas the page drew or tried to, and those of them that failed: their releases' health. */
  remotes: { drawn: string[]; failed: string[] };
}

/** The shell's server bundle, as the render process requires it. */
export interface ShellServerBundle {
  renderPage(request: PageRenderRequest): Promise<RenderedPage>;
}

/** A page's address as a log line may hold it: without its query, which can carry a secret (a reset link's token). */
export const loggedAddress = (address: string): string => address.split('?')[0] ?? address;
