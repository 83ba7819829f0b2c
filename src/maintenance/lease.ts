import neo4j, { type Driver } from "neo4j-driver";
import { inWriteTransaction } from "../neo4j/transactions.js";

/**
 * One lease node per job. The first SET takes the node's write lock, so two instances asking at once
 * are serialised and the second sees what the first committed. A scheduled run names its slot (the
 * time cron fired for): a slot already taken is not run again by another instance.
 */
const ACQUIRE = `
MERGE (l:MaintenanceLease {job: $job})
SET l.askedAt = datetime($now)
WITH l, (l.holder IS NULL OR l.expiresAt <= datetime($now)) AS free,
  ($slot IS NULL OR l.lastSlot IS NULL OR l.lastSlot < datetime($slot)) AS due
CALL (l, free, due) {
  WITH * WHERE free AND due
  SET l.holder = $holder, l.expiresAt = datetime($now) + duration({seconds: $seconds}),
    l.lastSlot = CASE WHEN $slot IS NULL THEN l.lastSlot ELSE datetime($slot) END
}
RETURN free AND due AS acquired, free, l.holder AS holder, toString(l.expiresAt) AS expiresAt`;

const RENEW = `
MATCH (l:MaintenanceLease {job: $job, holder: $holder})
SET l.expiresAt = datetime($now) + duration({seconds: $seconds})
RETURN count(l) AS renewed`;

const RELEASE = `
MATCH (l:MaintenanceLease {job: $job, holder: $holder})
SET l.holder = null, l.expiresAt = null`;

export type LeaseAnswer =
  | { acquired: true }
  | { acquired: false; reason: "held"; holder: string; expiresAt: string }
  | { acquired: false; reason: "slot-taken" };

/** Leases held in Neo4j, so that a job runs once across every Engram on the same database. */
export class MaintenanceLeases {
  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
    private readonly holder: string,
    private readonly seconds: number,
    private readonly now: () => Date,
  ) {}

  private parameters(job: string) {
    return { job, holder: this.holder, seconds: neo4j.int(this.seconds), now: this.now().toISOString() };
  }

  async acquire(job: string, slot: Date | null): Promise<LeaseAnswer> {
    const record = await inWriteTransaction(this.driver, this.database, async (tx) =>
      (await tx.run(ACQUIRE, { ...this.parameters(job), slot: slot?.toISOString() ?? null })).records[0]!,
    );
    if (record.get("acquired")) return { acquired: true };
    if (record.get("free")) return { acquired: false, reason: "slot-taken" };
    return { acquired: false, reason: "held", holder: record.get("holder"), expiresAt: record.get("expiresAt") };
  }

  /** False when the lease expired and another instance took it. */
  async renew(job: string): Promise<boolean> {
    const { records } = await this.driver.executeQuery(RENEW, this.parameters(job), { database: this.database });
    return neo4j.integer.toNumber(records[0]!.get("renewed")) > 0;
  }

  async release(job: string): Promise<void> {
    await this.driver.executeQuery(RELEASE, this.parameters(job), { database: this.database });
  }
}
