interface Waiting {
  key: string;
  enter: () => void;
  start: () => void;
}

/**
 * Lets renders run together only while they use the same remotes. The federation runtime holds one build of each
 * remote at a time, and a canary's visitors need another build than the rest: a render for another map waits until
 * the renders of the current one have finished, and then switches. Renders wait in the order they came, so a steady
 * stream of one map never starves the other.
 */
export class RemotesGate {
  private current: string | null = null;
  private running = 0;
  private readonly queue: Waiting[] = [];

  /** Runs `work` once the remotes named by `key` are in place; `enter` puts them in place when they are not. */
  async run<T>(key: string, enter: () => void, work: () => Promise<T>): Promise<T> {
    if (this.queue.length === 0 && (this.running === 0 || key === this.current)) {
      this.admit({ key, enter, start: () => undefined });
    } else {
      await new Promise<void>((start) => this.queue.push({ key, enter, start }));
    }
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.admitWaiting();
    }
  }

  private admit(waiting: Waiting) {
    if (waiting.key !== this.current) {
      waiting.enter();
      this.current = waiting.key;
    }
    this.running += 1;
    waiting.start();
  }

  private admitWaiting() {
    while (this.queue.length > 0 && (this.running === 0 || this.queue[0].key === this.current)) {
      this.admit(this.queue.shift()!);
    }
  }
}
