import type { Visitor } from "../visitor.ts";

/**
 * What the server has promised one visitor: places whose creation got a 2xx, the ones whose
 * deletion got a 2xx, and the ones it said are now visited. Writes that got no answer (the
 * server died, or refused the connection) promise nothing either way.
 */
export class AcknowledgedWrites {
  readonly created = new Map<number, string>();
  readonly deleted = new Set<number>();
  readonly visited = new Set<number>();
  /** Deletions sent but never answered: the server may have done them before it died. */
  readonly maybeDeleted = new Set<number>();
  readonly visitor: Visitor;
  private sequence = 0;

  constructor(visitor: Visitor) {
    this.visitor = visitor;
  }

  nextName(): string {
    this.sequence += 1;
    return `${this.visitor.address} place ${this.sequence}`;
  }

  /** Places still listed: created and not deleted. */
  live(): number[] {
    return [...this.created.keys()].filter((id) => !this.deleted.has(id));
  }

  /**
   * Compares with the server's list and returns every broken promise. With `exact`, the list
   * must also hold nothing unacknowledged (every request was answered).
   */
  async problems({ exact }: { exact: boolean }): Promise<string[]> {
    const listed = new Map((await this.visitor.places()).map((place) => [place.id, place]));
    const problems: string[] = [];
    for (const [id, name] of this.created) {
      const place = listed.get(id);
      if (this.deleted.has(id)) {
        if (place) problems.push(`deleted place ${id} (${name}) is back`);
      } else if (!place) {
        if (!this.maybeDeleted.has(id))
          problems.push(`acknowledged place ${id} (${name}) is missing`);
      } else if (place.name !== name) {
        problems.push(`place ${id} is named ${place.name}, not ${name}`);
      } else if (this.visited.has(id) && !place.visited) {
        problems.push(`place ${id} was marked visited, and is not`);
      }
    }
    if (exact) {
      for (const id of listed.keys()) {
        if (!this.created.has(id)) problems.push(`place ${id} was never acknowledged`);
      }
    }
    return problems;
  }
}
