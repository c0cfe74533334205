// The federation runtime starts in this task; the app's shared modules are resolved and loaded in the next,
// so the two never make one long task between the first paint and the page answering input.
setTimeout(() => import('./bootstrap'));
