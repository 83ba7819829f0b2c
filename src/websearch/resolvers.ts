import type { Resolvers } from "../graphql/resolvers-types.js";
import { integerIn } from "../graphql/bad-input.js";
import type { WebSearch } from "./service.js";

const MAX_STATS_DAYS = 366;

export function webSearchResolvers(webSearch: WebSearch): Pick<Resolvers, "Query"> {
  return {
    Query: {
      webSearch: (_parent, args, context) => webSearch.search(context.principal, args),
      cacheStats: (_parent, { days }) => {
        return webSearch.stats(integerIn("days", days ?? 30, 1, MAX_STATS_DAYS));
      },
    },
  };
}
