// One request with a deadline, read whole: what a fault test records of each answer.
/**
 * An answer's status, whole body, time taken and `Age` (set when the gateway's shared cache gave it); a request
 * that fails or passes `timeoutMs` has status 0.
 */
export async function timedFetch(url, { timeoutMs = 30_000, ...init } = {}) {
  const started = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      age: response.headers.get('age'),
      text,
      ms: Date.now() - started,
    };
  } catch (error) {
    return { status: 0, type: '', age: null, text: String(error), ms: Date.now() - started };
  }
}
