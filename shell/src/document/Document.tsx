import type { ReactNode } from 'react';
import { SITE_NAME } from '../app/site';
import { BOOT_PRELOAD_META, BOOT_SCRIPT, BOOT_SCRIPT_META, type PageAssets, type PageStyle } from '@site/contracts';
import { SiteOriginContext } from '@site/shell-api';
import { PAGE_DATA_ID } from './page-data';

interface DocumentProps {
  assets: PageAssets;
  /**
   * The server's stylesheets, in the page or linked (see `PageStyle`). Only the server draws them: React hoists them
   * into the head as resources, which hydration leaves alone.
   */
  styles?: PageStyle[];
  siteOrigin: string;
  /** The page's data as JSON text, exactly as the server wrote it: the browser hydrates the same bytes. */
  pageData: string;
  children: ReactNode;
}

/** A stylesheet as React 19's resource: `<style data-href>` with its text, or `<link>`; either is in the head once. */
export function PageStyleTag({ style, precedence }: { style: PageStyle; precedence: string }) {
  return style.text === undefined ? (
    <link rel="stylesheet" href={style.href} precedence={precedence} />
  ) : (
    <style href={style.href} precedence={precedence}>
      {style.text}
    </style>
  );
}

/**
 * The whole page, drawn by React on the server and hydrated by it in the browser. The screens add their own title,
 * description, canonical and structured data, which React hoists into `<head>`. Attributes the gateway writes onto
 * `<html>` (the reader's chosen theme) are theirs, not React's.
 */
export function Document({ assets, styles = [], siteOrigin, pageData, children }: DocumentProps) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />
        <meta name="theme-color" content="#faf8f3" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#16181c" media="(prefers-color-scheme: dark)" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.svg" />
        <link rel="alternate" type="application/rss+xml" title={`${SITE_NAME} (RSS)`} href="/rss.xml" />
        <link rel="alternate" type="application/atom+xml" title={`${SITE_NAME} (Atom)`} href="/atom.xml" />
        <link rel="alternate" type="application/feed+json" title={`${SITE_NAME} (JSON Feed)`} href="/feed.json" />
        {styles.map((style) => (
          <PageStyleTag key={style.href} style={style} precedence="shell" />
        ))}
        {/* The app's files are named here and asked for by the boot script once the page is painted. */}
        {assets.scripts.map((src) => (
          <meta key={src} name={BOOT_SCRIPT_META} content={src} />
        ))}
        {assets.preloads.map((href) => (
          <meta key={href} name={BOOT_PRELOAD_META} content={href} />
        ))}
        <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
      </head>
      <body>
        <div id="root">
          <SiteOriginContext value={siteOrigin}>{children}</SiteOriginContext>
        </div>
        {/* JSON the browser never runs, so the content security policy needs no exception for it. */}
        <script type="application/json" id={PAGE_DATA_ID} dangerouslySetInnerHTML={{ __html: pageData }} />
      </body>
    </html>
  );
}
