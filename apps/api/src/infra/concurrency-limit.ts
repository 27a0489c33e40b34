/** Runs at most `size` tasks at once; the others wait for a free slot in the order they came. */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.size) this.running++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      // A finished task hands its slot straight to the next one waiting.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
