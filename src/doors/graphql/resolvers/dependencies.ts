import type { Dependencies } from "../../../dependencies/service.js";
import type { Resolvers } from "../resolvers-types.js";

/** Projects' locked packages and their documentation sets. */
export function dependencyResolvers(dependencies: Dependencies): Pick<Resolvers, "Query" | "Dependency"> {
  return {
    Query: {
      dependencies: (_parent, { project }, { principal }) => dependencies.dependencies(principal, project),
      resolveLibrary: (_parent, { libraryName, project }, { principal }) => dependencies.resolveLibrary(principal, libraryName, project ?? null),
      libraryDocs: (_parent, args, { principal }) => dependencies.libraryDocs(principal, args),
      dependencyChanges: (_parent, { project, since }, { principal }) => dependencies.dependencyChanges(principal, { project, since }),
    },
    Dependency: {
      state: (parent) => parent.state.toUpperCase() as "PENDING" | "INGESTED" | "FAILED",
    },
  };
}
