// No "server-only": a plain queue, tested on its own.

class DecodeQueueFull extends Error {
  constructor() {
    super("decode queue full");
    this.name = "DecodeQueueFull";
  }
}

/**
 * A counting semaphore with a bounded line: `concurrency` jobs run, at most `maxWaiting` wait, and any more are
 * refused at once (the caller answers 503) rather than queued without end. A waiting job whose signal aborts leaves
 * the line and never runs. A few lines here rather than a dependency for one queue.
 */
export class DecodeQueue {
  private active = 0;
  private readonly waiting: Array<{ start: () => void }> = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  static isFull(error: unknown): boolean {
    return error instanceof DecodeQueueFull;
  }

  get size(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (this.active >= this.concurrency) await this.wait(signal);
    else this.active += 1;
    try {
      signal?.throwIfAborted();
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next in line, so the count never dips and lets a newcomer jump the queue.
      if (next) next.start();
      else this.active -= 1;
    }
  }

  private wait(signal?: AbortSignal): Promise<void> {
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new DecodeQueueFull());
    return new Promise<void>((resolve, reject) => {
      const entry = {
        start: () => {
          signal?.removeEventListener("abort", onAbort);
          resolve();
        },
      };
      const onAbort = () => {
        const index = this.waiting.indexOf(entry);
        if (index !== -1) this.waiting.splice(index, 1);
        reject(signal!.reason);
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      this.waiting.push(entry);
    });
  }
}
