/**
 * The order memories arrive in, as microseconds since the epoch: a hybrid logical clock, the wall clock
 * unless it has not moved on (or went back) since the last memory this process wrote, then one more. It
 * breaks ties of occurredAt in a conversation (turns of one session exported with one date), so the
 * memories of one call take consecutive values in the order of its list.
 */
let last = 0;

/** The first of `count` consecutive arrivals, taken for one call's memories. */
export function nextArrivals(count: number): number {
  const first = Math.max(Date.now() * 1000, last + 1);
  last = first + count - 1;
  return first;
}
