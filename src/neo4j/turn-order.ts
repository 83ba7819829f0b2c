/** Milliseconds from 0001-01-01, the earliest occurredAt remember takes, to the epoch: a turn's time in its key is never negative. */
const YEAR_ONE_MILLIS = 62_135_596_800_000;

/**
 * Where a conversational turn stands in its scope, as one string the index memory_scope_turn_order
 * sorts: when it happened (occurredAt to the millisecond, else when it arrived), then when it arrived
 * (see src/memory/arrival.ts), each of fixed width. Turns of a session exported with one date keep the order they
 * were remembered in. Other memories have none, so the index holds turns only.
 */
export const turnOrder = (m: string) => `CASE WHEN ${m}.memoryType = 'CONVERSATION' THEN
    right('000000000000000' + toString(coalesce(${m}.occurredAt.epochMillis, ${m}.arrival / 1000) + ${YEAR_ONE_MILLIS}), 15)
    + right('0000000000000000' + toString(${m}.arrival), 16) END`;

/** The arrival of a memory stored before arrivals were (migrated, or imported from an older export): when it was created. */
export const arrivalFromCreatedAt = (m: string) => `coalesce(${m}.createdAt, datetime()).epochMillis * 1000`;
