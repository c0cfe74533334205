/** Marks the first HTML's preloaded app scripts, which the boot script starts in document order. */
export const BOOT_MARK_ATTRIBUTE = 'data-boot';

/**
 * Forms the app handles in script. A form with an `action` (the header's search) works as plain HTML and is
 * left to the browser; one without, sent natively, would only reload the page with its fields in the address.
 */
export const SCRIPTED_FORM_SELECTOR = 'form:not([action])';

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
 * Until the app takes them, the focus, presses and sendings in the page are kept (a scripted form is
 * not sent natively), so the app can carry them over: a tap before the app ran is not lost.
 *
 * Fixed text, because the gateway's CSP allows exactly this script by its hash.
 */
export const BOOT_SCRIPT =
  '(function(){var started=false,early=[],' +
  `types=${JSON.stringify(EARLY_EVENT_TYPES)};` +
  "function keep(event){if(event.type==='submit'&&event.target.matches" +
  `(${JSON.stringify(SCRIPTED_FORM_SELECTOR)}))event.preventDefault();` +
  'early.push({type:event.type,target:event.target});}' +
  'types.forEach(function(type){document.addEventListener(type,keep,true);});' +
  `window.${TAKE_EARLY_EVENTS}=function(){` +
  'types.forEach(function(type){document.removeEventListener(type,keep,true);});' +
  'var taken=early;early=[];return taken;};' +
  'function boot(){if(started)return;started=true;' +
  `document.querySelectorAll('link[${BOOT_MARK_ATTRIBUTE}]').forEach(function(link){` +
  "var script=document.createElement('script');script.src=link.href;script.async=false;document.head.appendChild(script);});}" +
  'var paints=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];' +
  "if(paints.indexOf('paint')<0)return boot();" +
  "new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)boot();})" +
  ".observe({type:'paint',buffered:true});" +
  "addEventListener('load',function(){setTimeout(boot,3000);});})();";
