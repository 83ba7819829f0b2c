import { GraphQLError } from "graphql";

/** A client error naming the field and the accepted form, raised before anything is written. */
export function badInput(field: string, message: string): GraphQLError {
  return new GraphQLError(`${field} ${message}`, { extensions: { code: "BAD_USER_INPUT", field } });
}

/** An integer argument inside [min, max], or BAD_USER_INPUT naming it. */
export function integerIn(field: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) throw badInput(field, `must be an integer from ${min} to ${max} (got ${value})`);
  return value;
}

/** A DateTime argument as an ISO string, or BAD_USER_INPUT naming it. */
export function dateTimeArg(field: string, value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw badInput(field, `must be a date-time such as 2026-01-31T00:00:00Z (got ${value})`);
  return new Date(time).toISOString();
}
