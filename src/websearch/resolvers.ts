import type { Resolvers } from "../graphql/resolvers-types.js";
import { badInput } from "../graphql/bad-input.js";
import type { WebSearch } from "./service.js";

const MAX_STATS_DAYS = 366;

export function webSearchResolvers(webSearch: WebSearch): Pick<Resolvers, "Query"> {
  return {
    Query: {
      webSearch: (_parent, args) => webSearch.search(args),
      cacheStats: (_parent, { days }) => {
        const window = days ?? 30;
        if (!Number.isInteger(window) || window < 1 || window > MAX_STATS_DAYS) {
          throw badInput("days", `must be an integer from 1 to ${MAX_STATS_DAYS} (got ${window})`);
        }
        return webSearch.stats(window);
      },
    },
  };
}
