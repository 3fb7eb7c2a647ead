/** Warnings of one file, at most PER_KIND of each kind, then one line counting the rest. */
const PER_KIND = 10;

export class WarningLog {
  private readonly counts = new Map<string, number>();
  private readonly messages: string[] = [];

  constructor(private readonly fileName: string) {}

  /** kind: what the rest are, for the summary line ("rows without hours"). */
  add(kind: string, message: string): void {
    const count = (this.counts.get(kind) ?? 0) + 1;
    this.counts.set(kind, count);
    if (count <= PER_KIND) this.messages.push(message);
  }

  list(): string[] {
    const overflow = [...this.counts]
      .filter(([, count]) => count > PER_KIND)
      .map(([kind, count]) => `${this.fileName}: ${count - PER_KIND} more ${kind}.`);
    return [...this.messages, ...overflow];
  }
}

/** "2, 3, 4 and 17 more" */
export function listRows(rows: readonly number[], max = 10): string {
  const shown = rows.slice(0, max).join(", ");
  return rows.length > max ? `${shown} and ${rows.length - max} more` : shown;
}
