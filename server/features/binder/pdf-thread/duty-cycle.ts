import { setTimeout as sleep } from "node:timers/promises";

/**
 * Paces the binder thread: after every `workMs` of running it pauses `pauseMs`, so on a machine with few cores a
 * build never holds one for long while light requests wait (a nice value only shares the CPU out over scheduler
 * periods). Called between pieces of work (a document read or placed, a slice of the save, of the hash).
 */
export class DutyCycle {
  private sliceStart = performance.now();

  constructor(
    private readonly workMs: number,
    private readonly pauseMs: number,
  ) {}

  async breathe(): Promise<void> {
    if (performance.now() - this.sliceStart < this.workMs) return;
    await sleep(this.pauseMs);
    this.sliceStart = performance.now();
  }
}
