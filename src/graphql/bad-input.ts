import { GraphQLError } from "graphql";

/** A client error naming the field and the accepted form, raised before anything is written. */
export function badInput(field: string, message: string): GraphQLError {
  return new GraphQLError(`${field} ${message}`, { extensions: { code: "BAD_USER_INPUT", field } });
}
