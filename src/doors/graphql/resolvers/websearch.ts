import type { Resolvers } from "../resolvers-types.js";
import type { WebSearch } from "../../../websearch/service.js";

export function webSearchResolvers(webSearch: WebSearch): Pick<Resolvers, "Query"> {
  return {
    Query: {
      webSearch: (_parent, args, context) => webSearch.search(context.principal, args),
      cacheStats: (_parent, { days }, context) => webSearch.stats(context.principal, days ?? 30),
    },
  };
}
