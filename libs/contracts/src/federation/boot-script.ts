/** `<meta name>` of each script the page runs, asked for by `BOOT_SCRIPT`. */
export const BOOT_SCRIPT_META = 'boot-script';
/** `<meta name>` of each script the page will run, preloaded by `BOOT_SCRIPT`. */
export const BOOT_PRELOAD_META = 'boot-preload';

/** When no first paint is reported (a browser without paint timing, a tab opened in the background), it asks anyway. */
const BOOT_FALLBACK_MS = 3_000;

/**
 * The page's one inline script, the same bytes on every page, allowed by its hash in the content security policy
 * (the gateway computes it). The server's HTML names the app's files in `<meta name="boot-script">` and
 * `<meta name="boot-preload">` instead of fetching them, and this asks for them once the browser has reported its
 * first contentful paint and drawn a frame of the whole parsed page: the reader's first screen, and the largest text
 * on it, never wait for the scripts' bytes or their running, which on a slow phone made the largest paint a second
 * later than the first.
 */
export const BOOT_SCRIPT = [
  '(function(d){',
  'var started=false,painted=false,parsed=false;',
  'function add(name,make){d.querySelectorAll("meta[name="+name+"]").forEach(function(m){d.head.appendChild(make(m.content))})}',
  'function load(){if(started)return;started=true;',
  `add("${BOOT_PRELOAD_META}",function(href){var l=d.createElement("link");l.rel="preload";l.as="script";l.href=href;l.fetchPriority="low";return l});`,
  `add("${BOOT_SCRIPT_META}",function(src){var s=d.createElement("script");s.src=src;s.async=true;return s})`,
  '}',
  'function ready(){if(painted&&parsed)requestAnimationFrame(function(){setTimeout(load)})}',
  'try{new PerformanceObserver(function(list,observer){',
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();painted=true;ready()}',
  '}).observe({type:"paint",buffered:true})}catch(e){}',
  'd.addEventListener("DOMContentLoaded",function(){parsed=true;ready()});',
  `setTimeout(load,${BOOT_FALLBACK_MS})`,
  '})(document)',
].join('');
