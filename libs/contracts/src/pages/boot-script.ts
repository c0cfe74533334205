/** Marks the first HTML's preloaded app scripts, which the boot script starts in document order. */
export const BOOT_MARK_ATTRIBUTE = 'data-boot';

/**
 * How long a form that also works as plain HTML (one with an `action`, as the header's search) is held for the
 * app after it was sent. Sent natively at once, it would skip what the app does with it (the search ignores a
 * blank term and trims the rest); held past this, or once the app's script failed, the browser sends it.
 */
export const HELD_FORM_WAIT_MS = 5_000;

/** The global through which the app takes what the reader did before it ran (see `BOOT_SCRIPT`). */
export const TAKE_EARLY_EVENTS = '__takeEarlyEvents';

/** What the boot script keeps of an event from before the app ran. */
export interface EarlyEvent {
  type: 'focusin' | 'click' | 'submit';
  target: EventTarget | null;
}

const EARLY_EVENT_TYPES: EarlyEvent['type'][] = ['focusin', 'click', 'submit'];

/**
 * The first HTML's one inline script. The app's scripts download from the start (preloaded) but run
 * only once the server's page has painted: on a slow phone no script holds back the reader's first
 * view, and no paint waits for the app. Browsers without paint timing start at once; a tab that never
 * paints (hidden) starts three seconds after its load.
 *
 * Until the app takes them, the focus, presses and sendings in the page are kept (a form is held, not sent
 * natively), so the app can carry them over: a tap before the app ran is not lost. A held form with an
 * `action` is sent natively if the app does not take it (see `HELD_FORM_WAIT_MS`).
 *
 * Fixed text, because the gateway's CSP allows exactly this script by its hash.
 */
export const BOOT_SCRIPT =
  '(function(){var started=false,taken=false,early=[],held=null,' +
  `types=${JSON.stringify(EARLY_EVENT_TYPES)};` +
  'function stop(){taken=true;types.forEach(function(type){document.removeEventListener(type,keep,true);});}' +
  'function release(){if(taken)return;stop();if(held)HTMLFormElement.prototype.submit.call(held);}' +
  "function keep(event){if(event.type==='submit'){event.preventDefault();" +
  "if(event.target.hasAttribute('action')){held=event.target;" +
  `setTimeout(release,${HELD_FORM_WAIT_MS});}}` +
  'early.push({type:event.type,target:event.target});}' +
  'types.forEach(function(type){document.addEventListener(type,keep,true);});' +
  `window.${TAKE_EARLY_EVENTS}=function(){stop();var kept=early;early=[];return kept;};` +
  'function boot(){if(started)return;started=true;' +
  `document.querySelectorAll('link[${BOOT_MARK_ATTRIBUTE}]').forEach(function(link){` +
  "var script=document.createElement('script');script.src=link.href;script.async=false;script.onerror=release;" +
  'document.head.appendChild(script);});}' +
  'var paints=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];' +
  "if(paints.indexOf('paint')<0)return boot();" +
  "new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)boot();})" +
  ".observe({type:'paint',buffered:true});" +
  "addEventListener('load',function(){setTimeout(boot,3000);});})();";
