import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { MemoryHitParent, RelatedMemoryParent } from '../memory/resolver-parents.js';
import { EngramContext } from './context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  /** The `ID` scalar type represents a unique identifier, often used to refetch an object or as key for a cache. The ID type appears in a JSON response as a String; however, it is not intended to be human-readable. When expected as an input type, any string (such as `"4"`) or integer (such as `4`) input value will be accepted as an ID. */
  ID: { input: string; output: string; }
  /** The `String` scalar type represents textual data, represented as UTF-8 character sequences. The String type is most often used by GraphQL to represent free-form human-readable text. */
  String: { input: string; output: string; }
  /** The `Boolean` scalar type represents `true` or `false`. */
  Boolean: { input: boolean; output: boolean; }
  /** The `Int` scalar type represents non-fractional signed whole numeric values. Int can represent values between -(2^31) and 2^31 - 1. */
  Int: { input: number; output: number; }
  /** The `Float` scalar type represents signed double-precision fractional values as specified by [IEEE 754](https://en.wikipedia.org/wiki/IEEE_floating_point). */
  Float: { input: number; output: number; }
  /** A date and time, represented as an ISO-8601 string */
  DateTime: { input: string; output: string; }
};

export type ApiReference = {
  __typename?: 'APIReference';
  alternativeTo: Array<ApiReference>;
  alternativeToConnection: ApiReferenceAlternativeToConnection;
  commonPatterns?: Maybe<Array<Scalars['String']['output']>>;
  demonstratedBy: Array<CodeExample>;
  demonstratedByConnection: ApiReferenceDemonstratedByConnection;
  deprecatedIn?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  documentedIn: Array<ExternalDoc>;
  documentedInConnection: ApiReferenceDocumentedInConnection;
  exampleCode?: Maybe<Scalars['String']['output']>;
  functionName?: Maybe<Scalars['String']['output']>;
  gotchas?: Maybe<Array<Scalars['String']['output']>>;
  id: Scalars['ID']['output'];
  /** module, class, function, method, property, event… */
  kind?: Maybe<Scalars['String']['output']>;
  language?: Maybe<Scalars['String']['output']>;
  /** Fully qualified name, e.g. fs.readFile or json.dumps. */
  name: Scalars['String']['output'];
  namespace?: Maybe<Scalars['String']['output']>;
  parameters?: Maybe<Scalars['String']['output']>;
  referencedBy: Array<BestPractice>;
  referencedByConnection: ApiReferenceReferencedByConnection;
  replacedBy: Array<ApiReference>;
  replacedByConnection: ApiReferenceReplacedByConnection;
  returnType?: Maybe<Scalars['String']['output']>;
  signature?: Maybe<Scalars['String']['output']>;
  sourcedFrom: Array<Source>;
  sourcedFromConnection: ApiReferenceSourcedFromConnection;
  stability?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
  usedInFiles: Array<CodeFile>;
  usedInFilesConnection: ApiReferenceUsedInFilesConnection;
  usedInFunctions: Array<Function>;
  usedInFunctionsConnection: ApiReferenceUsedInFunctionsConnection;
  versionIntroduced?: Maybe<Scalars['String']['output']>;
};


export type ApiReferenceAlternativeToArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ApiReferenceSort>>;
  where?: InputMaybe<ApiReferenceWhere>;
};


export type ApiReferenceAlternativeToConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ApiReferenceAlternativeToConnectionSort>>;
  where?: InputMaybe<ApiReferenceAlternativeToConnectionWhere>;
};


export type ApiReferenceDemonstratedByArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<CodeExampleSort>>;
  where?: InputMaybe<CodeExampleWhere>;
};


export type ApiReferenceDemonstratedByConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ApiReferenceDemonstratedByConnectionSort>>;
  where?: InputMaybe<ApiReferenceDemonstratedByConnectionWhere>;
};


export type ApiReferenceDocumentedInArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ExternalDocSort>>;
  where?: InputMaybe<ExternalDocWhere>;
};


export type ApiReferenceDocumentedInConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ApiReferenceDocumentedInConnectionSort>>;
  where?: InputMaybe<ApiReferenceDocumentedInConnectionWhere>;
};


export type ApiReferenceReferencedByArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<BestPracticeSort>>;
  where?: InputMaybe<BestPracticeWhere>;
};


export type ApiReferenceReferencedByConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ApiReferenceReferencedByConnectionSort>>;
  where?: InputMaybe<ApiReferenceReferencedByConnectionWhere>;
};


export type ApiReferenceReplacedByArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ApiReferenceSort>>;
  where?: InputMaybe<ApiReferenceWhere>;
};


export type ApiReferenceReplacedByConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ApiReferenceReplacedByConnectionSort>>;
  where?: InputMaybe<ApiReferenceReplacedByConnectionWhere>;
};


export type ApiReferenceSourcedFromArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SourceSort>>;
  where?: InputMaybe<SourceWhere>;
};


export type ApiReferenceSourcedFromConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ApiReferenceSourcedFromConnectionSort>>;
  where?: InputMaybe<ApiReferenceSourcedFromConnectionWhere>;
};


export type ApiReferenceUsedInFilesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<CodeFileSort>>;
  where?: InputMaybe<CodeFileWhere>;
};


export type ApiReferenceUsedInFilesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ApiReferenceUsedInFilesConnectionSort>>;
  where?: InputMaybe<ApiReferenceUsedInFilesConnectionWhere>;
};


export type ApiReferenceUsedInFunctionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<FunctionSort>>;
  where?: InputMaybe<FunctionWhere>;
};


export type ApiReferenceUsedInFunctionsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ApiReferenceUsedInFunctionsConnectionSort>>;
  where?: InputMaybe<ApiReferenceUsedInFunctionsConnectionWhere>;
};

export type ApiReferenceApiReferenceAlternativeToAggregateSelection = {
  __typename?: 'APIReferenceAPIReferenceAlternativeToAggregateSelection';
  count: CountConnection;
  node?: Maybe<ApiReferenceApiReferenceAlternativeToNodeAggregateSelection>;
};

export type ApiReferenceApiReferenceAlternativeToNodeAggregateSelection = {
  __typename?: 'APIReferenceAPIReferenceAlternativeToNodeAggregateSelection';
  deprecatedIn: StringAggregateSelection;
  description: StringAggregateSelection;
  exampleCode: StringAggregateSelection;
  functionName: StringAggregateSelection;
  kind: StringAggregateSelection;
  language: StringAggregateSelection;
  name: StringAggregateSelection;
  namespace: StringAggregateSelection;
  parameters: StringAggregateSelection;
  returnType: StringAggregateSelection;
  signature: StringAggregateSelection;
  stability: StringAggregateSelection;
  url: StringAggregateSelection;
  versionIntroduced: StringAggregateSelection;
};

export type ApiReferenceApiReferenceReplacedByAggregateSelection = {
  __typename?: 'APIReferenceAPIReferenceReplacedByAggregateSelection';
  count: CountConnection;
  edge?: Maybe<ApiReferenceApiReferenceReplacedByEdgeAggregateSelection>;
  node?: Maybe<ApiReferenceApiReferenceReplacedByNodeAggregateSelection>;
};

export type ApiReferenceApiReferenceReplacedByEdgeAggregateSelection = {
  __typename?: 'APIReferenceAPIReferenceReplacedByEdgeAggregateSelection';
  inVersion: StringAggregateSelection;
};

export type ApiReferenceApiReferenceReplacedByNodeAggregateSelection = {
  __typename?: 'APIReferenceAPIReferenceReplacedByNodeAggregateSelection';
  deprecatedIn: StringAggregateSelection;
  description: StringAggregateSelection;
  exampleCode: StringAggregateSelection;
  functionName: StringAggregateSelection;
  kind: StringAggregateSelection;
  language: StringAggregateSelection;
  name: StringAggregateSelection;
  namespace: StringAggregateSelection;
  parameters: StringAggregateSelection;
  returnType: StringAggregateSelection;
  signature: StringAggregateSelection;
  stability: StringAggregateSelection;
  url: StringAggregateSelection;
  versionIntroduced: StringAggregateSelection;
};

export type ApiReferenceAggregate = {
  __typename?: 'APIReferenceAggregate';
  count: Count;
  node: ApiReferenceAggregateNode;
};

export type ApiReferenceAggregateNode = {
  __typename?: 'APIReferenceAggregateNode';
  deprecatedIn: StringAggregateSelection;
  description: StringAggregateSelection;
  exampleCode: StringAggregateSelection;
  functionName: StringAggregateSelection;
  kind: StringAggregateSelection;
  language: StringAggregateSelection;
  name: StringAggregateSelection;
  namespace: StringAggregateSelection;
  parameters: StringAggregateSelection;
  returnType: StringAggregateSelection;
  signature: StringAggregateSelection;
  stability: StringAggregateSelection;
  url: StringAggregateSelection;
  versionIntroduced: StringAggregateSelection;
};

export type ApiReferenceAlternativeToConnectFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceConnectInput>>;
  where?: InputMaybe<ApiReferenceConnectWhere>;
};

export type ApiReferenceAlternativeToConnection = {
  __typename?: 'APIReferenceAlternativeToConnection';
  aggregate: ApiReferenceApiReferenceAlternativeToAggregateSelection;
  edges: Array<ApiReferenceAlternativeToRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ApiReferenceAlternativeToConnectionAggregateInput = {
  AND?: InputMaybe<Array<ApiReferenceAlternativeToConnectionAggregateInput>>;
  NOT?: InputMaybe<ApiReferenceAlternativeToConnectionAggregateInput>;
  OR?: InputMaybe<Array<ApiReferenceAlternativeToConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<ApiReferenceAlternativeToNodeAggregationWhereInput>;
};

export type ApiReferenceAlternativeToConnectionFilters = {
  /** Filter APIReferences by aggregating results on related APIReferenceAlternativeToConnections */
  aggregate?: InputMaybe<ApiReferenceAlternativeToConnectionAggregateInput>;
  /** Return APIReferences where all of the related APIReferenceAlternativeToConnections match this filter */
  all?: InputMaybe<ApiReferenceAlternativeToConnectionWhere>;
  /** Return APIReferences where none of the related APIReferenceAlternativeToConnections match this filter */
  none?: InputMaybe<ApiReferenceAlternativeToConnectionWhere>;
  /** Return APIReferences where one of the related APIReferenceAlternativeToConnections match this filter */
  single?: InputMaybe<ApiReferenceAlternativeToConnectionWhere>;
  /** Return APIReferences where some of the related APIReferenceAlternativeToConnections match this filter */
  some?: InputMaybe<ApiReferenceAlternativeToConnectionWhere>;
};

export type ApiReferenceAlternativeToConnectionSort = {
  node?: InputMaybe<ApiReferenceSort>;
};

export type ApiReferenceAlternativeToConnectionWhere = {
  AND?: InputMaybe<Array<ApiReferenceAlternativeToConnectionWhere>>;
  NOT?: InputMaybe<ApiReferenceAlternativeToConnectionWhere>;
  OR?: InputMaybe<Array<ApiReferenceAlternativeToConnectionWhere>>;
  node?: InputMaybe<ApiReferenceWhere>;
};

export type ApiReferenceAlternativeToCreateFieldInput = {
  node: ApiReferenceCreateInput;
};

export type ApiReferenceAlternativeToDeleteFieldInput = {
  delete?: InputMaybe<ApiReferenceDeleteInput>;
  where?: InputMaybe<ApiReferenceAlternativeToConnectionWhere>;
};

export type ApiReferenceAlternativeToDisconnectFieldInput = {
  disconnect?: InputMaybe<ApiReferenceDisconnectInput>;
  where?: InputMaybe<ApiReferenceAlternativeToConnectionWhere>;
};

export type ApiReferenceAlternativeToFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceAlternativeToConnectFieldInput>>;
  create?: InputMaybe<Array<ApiReferenceAlternativeToCreateFieldInput>>;
};

export type ApiReferenceAlternativeToNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<ApiReferenceAlternativeToNodeAggregationWhereInput>>;
  NOT?: InputMaybe<ApiReferenceAlternativeToNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<ApiReferenceAlternativeToNodeAggregationWhereInput>>;
  deprecatedIn?: InputMaybe<StringScalarAggregationFilters>;
  description?: InputMaybe<StringScalarAggregationFilters>;
  exampleCode?: InputMaybe<StringScalarAggregationFilters>;
  functionName?: InputMaybe<StringScalarAggregationFilters>;
  kind?: InputMaybe<StringScalarAggregationFilters>;
  language?: InputMaybe<StringScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
  namespace?: InputMaybe<StringScalarAggregationFilters>;
  parameters?: InputMaybe<StringScalarAggregationFilters>;
  returnType?: InputMaybe<StringScalarAggregationFilters>;
  signature?: InputMaybe<StringScalarAggregationFilters>;
  stability?: InputMaybe<StringScalarAggregationFilters>;
  url?: InputMaybe<StringScalarAggregationFilters>;
  versionIntroduced?: InputMaybe<StringScalarAggregationFilters>;
};

export type ApiReferenceAlternativeToRelationship = {
  __typename?: 'APIReferenceAlternativeToRelationship';
  cursor: Scalars['String']['output'];
  node: ApiReference;
};

export type ApiReferenceAlternativeToUpdateConnectionInput = {
  node?: InputMaybe<ApiReferenceUpdateInput>;
  where?: InputMaybe<ApiReferenceAlternativeToConnectionWhere>;
};

export type ApiReferenceAlternativeToUpdateFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceAlternativeToConnectFieldInput>>;
  create?: InputMaybe<Array<ApiReferenceAlternativeToCreateFieldInput>>;
  delete?: InputMaybe<Array<ApiReferenceAlternativeToDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<ApiReferenceAlternativeToDisconnectFieldInput>>;
  update?: InputMaybe<ApiReferenceAlternativeToUpdateConnectionInput>;
};

export type ApiReferenceBestPracticeReferencedByAggregateSelection = {
  __typename?: 'APIReferenceBestPracticeReferencedByAggregateSelection';
  count: CountConnection;
  node?: Maybe<ApiReferenceBestPracticeReferencedByNodeAggregateSelection>;
};

export type ApiReferenceBestPracticeReferencedByNodeAggregateSelection = {
  __typename?: 'APIReferenceBestPracticeReferencedByNodeAggregateSelection';
  confidenceScore: FloatAggregateSelection;
  description: StringAggregateSelection;
  domain: StringAggregateSelection;
  exampleCode: StringAggregateSelection;
  language: StringAggregateSelection;
  lastValidated: DateTimeAggregateSelection;
  sourceCount: IntAggregateSelection;
  title: StringAggregateSelection;
  whenNotToUse: StringAggregateSelection;
  whenToUse: StringAggregateSelection;
};

export type ApiReferenceCodeExampleDemonstratedByAggregateSelection = {
  __typename?: 'APIReferenceCodeExampleDemonstratedByAggregateSelection';
  count: CountConnection;
  node?: Maybe<ApiReferenceCodeExampleDemonstratedByNodeAggregateSelection>;
};

export type ApiReferenceCodeExampleDemonstratedByNodeAggregateSelection = {
  __typename?: 'APIReferenceCodeExampleDemonstratedByNodeAggregateSelection';
  code: StringAggregateSelection;
  difficulty: StringAggregateSelection;
  executionTimeMs: IntAggregateSelection;
  explanation: StringAggregateSelection;
  framework: StringAggregateSelection;
  language: StringAggregateSelection;
  sourceUrl: StringAggregateSelection;
  title: StringAggregateSelection;
  upvotes: IntAggregateSelection;
  useCase: StringAggregateSelection;
  worksWithVersion: StringAggregateSelection;
};

export type ApiReferenceCodeFileUsedInFilesAggregateSelection = {
  __typename?: 'APIReferenceCodeFileUsedInFilesAggregateSelection';
  count: CountConnection;
  edge?: Maybe<ApiReferenceCodeFileUsedInFilesEdgeAggregateSelection>;
  node?: Maybe<ApiReferenceCodeFileUsedInFilesNodeAggregateSelection>;
};

export type ApiReferenceCodeFileUsedInFilesEdgeAggregateSelection = {
  __typename?: 'APIReferenceCodeFileUsedInFilesEdgeAggregateSelection';
  line: IntAggregateSelection;
};

export type ApiReferenceCodeFileUsedInFilesNodeAggregateSelection = {
  __typename?: 'APIReferenceCodeFileUsedInFilesNodeAggregateSelection';
  createdAt: DateTimeAggregateSelection;
  hash: StringAggregateSelection;
  language: StringAggregateSelection;
  path: StringAggregateSelection;
};

export type ApiReferenceConnectInput = {
  alternativeTo?: InputMaybe<Array<ApiReferenceAlternativeToConnectFieldInput>>;
  demonstratedBy?: InputMaybe<Array<ApiReferenceDemonstratedByConnectFieldInput>>;
  documentedIn?: InputMaybe<Array<ApiReferenceDocumentedInConnectFieldInput>>;
  referencedBy?: InputMaybe<Array<ApiReferenceReferencedByConnectFieldInput>>;
  replacedBy?: InputMaybe<Array<ApiReferenceReplacedByConnectFieldInput>>;
  sourcedFrom?: InputMaybe<Array<ApiReferenceSourcedFromConnectFieldInput>>;
  usedInFiles?: InputMaybe<Array<ApiReferenceUsedInFilesConnectFieldInput>>;
  usedInFunctions?: InputMaybe<Array<ApiReferenceUsedInFunctionsConnectFieldInput>>;
};

export type ApiReferenceConnectWhere = {
  node: ApiReferenceWhere;
};

export type ApiReferenceCreateInput = {
  alternativeTo?: InputMaybe<ApiReferenceAlternativeToFieldInput>;
  commonPatterns?: InputMaybe<Array<Scalars['String']['input']>>;
  demonstratedBy?: InputMaybe<ApiReferenceDemonstratedByFieldInput>;
  deprecatedIn?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  documentedIn?: InputMaybe<ApiReferenceDocumentedInFieldInput>;
  exampleCode?: InputMaybe<Scalars['String']['input']>;
  functionName?: InputMaybe<Scalars['String']['input']>;
  gotchas?: InputMaybe<Array<Scalars['String']['input']>>;
  kind?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  namespace?: InputMaybe<Scalars['String']['input']>;
  parameters?: InputMaybe<Scalars['String']['input']>;
  referencedBy?: InputMaybe<ApiReferenceReferencedByFieldInput>;
  replacedBy?: InputMaybe<ApiReferenceReplacedByFieldInput>;
  returnType?: InputMaybe<Scalars['String']['input']>;
  signature?: InputMaybe<Scalars['String']['input']>;
  sourcedFrom?: InputMaybe<ApiReferenceSourcedFromFieldInput>;
  stability?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  usedInFiles?: InputMaybe<ApiReferenceUsedInFilesFieldInput>;
  usedInFunctions?: InputMaybe<ApiReferenceUsedInFunctionsFieldInput>;
  versionIntroduced?: InputMaybe<Scalars['String']['input']>;
};

export type ApiReferenceDeleteInput = {
  alternativeTo?: InputMaybe<Array<ApiReferenceAlternativeToDeleteFieldInput>>;
  demonstratedBy?: InputMaybe<Array<ApiReferenceDemonstratedByDeleteFieldInput>>;
  documentedIn?: InputMaybe<Array<ApiReferenceDocumentedInDeleteFieldInput>>;
  referencedBy?: InputMaybe<Array<ApiReferenceReferencedByDeleteFieldInput>>;
  replacedBy?: InputMaybe<Array<ApiReferenceReplacedByDeleteFieldInput>>;
  sourcedFrom?: InputMaybe<Array<ApiReferenceSourcedFromDeleteFieldInput>>;
  usedInFiles?: InputMaybe<Array<ApiReferenceUsedInFilesDeleteFieldInput>>;
  usedInFunctions?: InputMaybe<Array<ApiReferenceUsedInFunctionsDeleteFieldInput>>;
};

export type ApiReferenceDemonstratedByConnectFieldInput = {
  connect?: InputMaybe<Array<CodeExampleConnectInput>>;
  where?: InputMaybe<CodeExampleConnectWhere>;
};

export type ApiReferenceDemonstratedByConnection = {
  __typename?: 'APIReferenceDemonstratedByConnection';
  aggregate: ApiReferenceCodeExampleDemonstratedByAggregateSelection;
  edges: Array<ApiReferenceDemonstratedByRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ApiReferenceDemonstratedByConnectionAggregateInput = {
  AND?: InputMaybe<Array<ApiReferenceDemonstratedByConnectionAggregateInput>>;
  NOT?: InputMaybe<ApiReferenceDemonstratedByConnectionAggregateInput>;
  OR?: InputMaybe<Array<ApiReferenceDemonstratedByConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<ApiReferenceDemonstratedByNodeAggregationWhereInput>;
};

export type ApiReferenceDemonstratedByConnectionFilters = {
  /** Filter APIReferences by aggregating results on related APIReferenceDemonstratedByConnections */
  aggregate?: InputMaybe<ApiReferenceDemonstratedByConnectionAggregateInput>;
  /** Return APIReferences where all of the related APIReferenceDemonstratedByConnections match this filter */
  all?: InputMaybe<ApiReferenceDemonstratedByConnectionWhere>;
  /** Return APIReferences where none of the related APIReferenceDemonstratedByConnections match this filter */
  none?: InputMaybe<ApiReferenceDemonstratedByConnectionWhere>;
  /** Return APIReferences where one of the related APIReferenceDemonstratedByConnections match this filter */
  single?: InputMaybe<ApiReferenceDemonstratedByConnectionWhere>;
  /** Return APIReferences where some of the related APIReferenceDemonstratedByConnections match this filter */
  some?: InputMaybe<ApiReferenceDemonstratedByConnectionWhere>;
};

export type ApiReferenceDemonstratedByConnectionSort = {
  node?: InputMaybe<CodeExampleSort>;
};

export type ApiReferenceDemonstratedByConnectionWhere = {
  AND?: InputMaybe<Array<ApiReferenceDemonstratedByConnectionWhere>>;
  NOT?: InputMaybe<ApiReferenceDemonstratedByConnectionWhere>;
  OR?: InputMaybe<Array<ApiReferenceDemonstratedByConnectionWhere>>;
  node?: InputMaybe<CodeExampleWhere>;
};

export type ApiReferenceDemonstratedByCreateFieldInput = {
  node: CodeExampleCreateInput;
};

export type ApiReferenceDemonstratedByDeleteFieldInput = {
  delete?: InputMaybe<CodeExampleDeleteInput>;
  where?: InputMaybe<ApiReferenceDemonstratedByConnectionWhere>;
};

export type ApiReferenceDemonstratedByDisconnectFieldInput = {
  disconnect?: InputMaybe<CodeExampleDisconnectInput>;
  where?: InputMaybe<ApiReferenceDemonstratedByConnectionWhere>;
};

export type ApiReferenceDemonstratedByFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceDemonstratedByConnectFieldInput>>;
  create?: InputMaybe<Array<ApiReferenceDemonstratedByCreateFieldInput>>;
};

export type ApiReferenceDemonstratedByNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<ApiReferenceDemonstratedByNodeAggregationWhereInput>>;
  NOT?: InputMaybe<ApiReferenceDemonstratedByNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<ApiReferenceDemonstratedByNodeAggregationWhereInput>>;
  code?: InputMaybe<StringScalarAggregationFilters>;
  difficulty?: InputMaybe<StringScalarAggregationFilters>;
  executionTimeMs?: InputMaybe<IntScalarAggregationFilters>;
  explanation?: InputMaybe<StringScalarAggregationFilters>;
  framework?: InputMaybe<StringScalarAggregationFilters>;
  language?: InputMaybe<StringScalarAggregationFilters>;
  sourceUrl?: InputMaybe<StringScalarAggregationFilters>;
  title?: InputMaybe<StringScalarAggregationFilters>;
  upvotes?: InputMaybe<IntScalarAggregationFilters>;
  useCase?: InputMaybe<StringScalarAggregationFilters>;
  worksWithVersion?: InputMaybe<StringScalarAggregationFilters>;
};

export type ApiReferenceDemonstratedByRelationship = {
  __typename?: 'APIReferenceDemonstratedByRelationship';
  cursor: Scalars['String']['output'];
  node: CodeExample;
};

export type ApiReferenceDemonstratedByUpdateConnectionInput = {
  node?: InputMaybe<CodeExampleUpdateInput>;
  where?: InputMaybe<ApiReferenceDemonstratedByConnectionWhere>;
};

export type ApiReferenceDemonstratedByUpdateFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceDemonstratedByConnectFieldInput>>;
  create?: InputMaybe<Array<ApiReferenceDemonstratedByCreateFieldInput>>;
  delete?: InputMaybe<Array<ApiReferenceDemonstratedByDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<ApiReferenceDemonstratedByDisconnectFieldInput>>;
  update?: InputMaybe<ApiReferenceDemonstratedByUpdateConnectionInput>;
};

export type ApiReferenceDisconnectInput = {
  alternativeTo?: InputMaybe<Array<ApiReferenceAlternativeToDisconnectFieldInput>>;
  demonstratedBy?: InputMaybe<Array<ApiReferenceDemonstratedByDisconnectFieldInput>>;
  documentedIn?: InputMaybe<Array<ApiReferenceDocumentedInDisconnectFieldInput>>;
  referencedBy?: InputMaybe<Array<ApiReferenceReferencedByDisconnectFieldInput>>;
  replacedBy?: InputMaybe<Array<ApiReferenceReplacedByDisconnectFieldInput>>;
  sourcedFrom?: InputMaybe<Array<ApiReferenceSourcedFromDisconnectFieldInput>>;
  usedInFiles?: InputMaybe<Array<ApiReferenceUsedInFilesDisconnectFieldInput>>;
  usedInFunctions?: InputMaybe<Array<ApiReferenceUsedInFunctionsDisconnectFieldInput>>;
};

export type ApiReferenceDocumentedInConnectFieldInput = {
  connect?: InputMaybe<Array<ExternalDocConnectInput>>;
  where?: InputMaybe<ExternalDocConnectWhere>;
};

export type ApiReferenceDocumentedInConnection = {
  __typename?: 'APIReferenceDocumentedInConnection';
  aggregate: ApiReferenceExternalDocDocumentedInAggregateSelection;
  edges: Array<ApiReferenceDocumentedInRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ApiReferenceDocumentedInConnectionAggregateInput = {
  AND?: InputMaybe<Array<ApiReferenceDocumentedInConnectionAggregateInput>>;
  NOT?: InputMaybe<ApiReferenceDocumentedInConnectionAggregateInput>;
  OR?: InputMaybe<Array<ApiReferenceDocumentedInConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<ApiReferenceDocumentedInNodeAggregationWhereInput>;
};

export type ApiReferenceDocumentedInConnectionFilters = {
  /** Filter APIReferences by aggregating results on related APIReferenceDocumentedInConnections */
  aggregate?: InputMaybe<ApiReferenceDocumentedInConnectionAggregateInput>;
  /** Return APIReferences where all of the related APIReferenceDocumentedInConnections match this filter */
  all?: InputMaybe<ApiReferenceDocumentedInConnectionWhere>;
  /** Return APIReferences where none of the related APIReferenceDocumentedInConnections match this filter */
  none?: InputMaybe<ApiReferenceDocumentedInConnectionWhere>;
  /** Return APIReferences where one of the related APIReferenceDocumentedInConnections match this filter */
  single?: InputMaybe<ApiReferenceDocumentedInConnectionWhere>;
  /** Return APIReferences where some of the related APIReferenceDocumentedInConnections match this filter */
  some?: InputMaybe<ApiReferenceDocumentedInConnectionWhere>;
};

export type ApiReferenceDocumentedInConnectionSort = {
  node?: InputMaybe<ExternalDocSort>;
};

export type ApiReferenceDocumentedInConnectionWhere = {
  AND?: InputMaybe<Array<ApiReferenceDocumentedInConnectionWhere>>;
  NOT?: InputMaybe<ApiReferenceDocumentedInConnectionWhere>;
  OR?: InputMaybe<Array<ApiReferenceDocumentedInConnectionWhere>>;
  node?: InputMaybe<ExternalDocWhere>;
};

export type ApiReferenceDocumentedInCreateFieldInput = {
  node: ExternalDocCreateInput;
};

export type ApiReferenceDocumentedInDeleteFieldInput = {
  delete?: InputMaybe<ExternalDocDeleteInput>;
  where?: InputMaybe<ApiReferenceDocumentedInConnectionWhere>;
};

export type ApiReferenceDocumentedInDisconnectFieldInput = {
  disconnect?: InputMaybe<ExternalDocDisconnectInput>;
  where?: InputMaybe<ApiReferenceDocumentedInConnectionWhere>;
};

export type ApiReferenceDocumentedInFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceDocumentedInConnectFieldInput>>;
  create?: InputMaybe<Array<ApiReferenceDocumentedInCreateFieldInput>>;
};

export type ApiReferenceDocumentedInNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<ApiReferenceDocumentedInNodeAggregationWhereInput>>;
  NOT?: InputMaybe<ApiReferenceDocumentedInNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<ApiReferenceDocumentedInNodeAggregationWhereInput>>;
  accessCount?: InputMaybe<IntScalarAggregationFilters>;
  category?: InputMaybe<StringScalarAggregationFilters>;
  contentHash?: InputMaybe<StringScalarAggregationFilters>;
  contentSnippet?: InputMaybe<StringScalarAggregationFilters>;
  fetchMethod?: InputMaybe<StringScalarAggregationFilters>;
  language?: InputMaybe<StringScalarAggregationFilters>;
  lastAccessed?: InputMaybe<DateTimeScalarAggregationFilters>;
  lastUpdated?: InputMaybe<DateTimeScalarAggregationFilters>;
  path?: InputMaybe<StringScalarAggregationFilters>;
  relevanceScore?: InputMaybe<FloatScalarAggregationFilters>;
  source?: InputMaybe<StringScalarAggregationFilters>;
  sourceUrl?: InputMaybe<StringScalarAggregationFilters>;
  summary?: InputMaybe<StringScalarAggregationFilters>;
  title?: InputMaybe<StringScalarAggregationFilters>;
  version?: InputMaybe<StringScalarAggregationFilters>;
};

export type ApiReferenceDocumentedInRelationship = {
  __typename?: 'APIReferenceDocumentedInRelationship';
  cursor: Scalars['String']['output'];
  node: ExternalDoc;
};

export type ApiReferenceDocumentedInUpdateConnectionInput = {
  node?: InputMaybe<ExternalDocUpdateInput>;
  where?: InputMaybe<ApiReferenceDocumentedInConnectionWhere>;
};

export type ApiReferenceDocumentedInUpdateFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceDocumentedInConnectFieldInput>>;
  create?: InputMaybe<Array<ApiReferenceDocumentedInCreateFieldInput>>;
  delete?: InputMaybe<Array<ApiReferenceDocumentedInDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<ApiReferenceDocumentedInDisconnectFieldInput>>;
  update?: InputMaybe<ApiReferenceDocumentedInUpdateConnectionInput>;
};

export type ApiReferenceEdge = {
  __typename?: 'APIReferenceEdge';
  cursor: Scalars['String']['output'];
  node: ApiReference;
};

export type ApiReferenceExternalDocDocumentedInAggregateSelection = {
  __typename?: 'APIReferenceExternalDocDocumentedInAggregateSelection';
  count: CountConnection;
  node?: Maybe<ApiReferenceExternalDocDocumentedInNodeAggregateSelection>;
};

export type ApiReferenceExternalDocDocumentedInNodeAggregateSelection = {
  __typename?: 'APIReferenceExternalDocDocumentedInNodeAggregateSelection';
  accessCount: IntAggregateSelection;
  category: StringAggregateSelection;
  contentHash: StringAggregateSelection;
  contentSnippet: StringAggregateSelection;
  fetchMethod: StringAggregateSelection;
  language: StringAggregateSelection;
  lastAccessed: DateTimeAggregateSelection;
  lastUpdated: DateTimeAggregateSelection;
  path: StringAggregateSelection;
  relevanceScore: FloatAggregateSelection;
  source: StringAggregateSelection;
  sourceUrl: StringAggregateSelection;
  summary: StringAggregateSelection;
  title: StringAggregateSelection;
  version: StringAggregateSelection;
};

export type ApiReferenceFunctionUsedInFunctionsAggregateSelection = {
  __typename?: 'APIReferenceFunctionUsedInFunctionsAggregateSelection';
  count: CountConnection;
  edge?: Maybe<ApiReferenceFunctionUsedInFunctionsEdgeAggregateSelection>;
  node?: Maybe<ApiReferenceFunctionUsedInFunctionsNodeAggregateSelection>;
};

export type ApiReferenceFunctionUsedInFunctionsEdgeAggregateSelection = {
  __typename?: 'APIReferenceFunctionUsedInFunctionsEdgeAggregateSelection';
  line: IntAggregateSelection;
};

export type ApiReferenceFunctionUsedInFunctionsNodeAggregateSelection = {
  __typename?: 'APIReferenceFunctionUsedInFunctionsNodeAggregateSelection';
  complexity: IntAggregateSelection;
  filePath: StringAggregateSelection;
  lineEnd: IntAggregateSelection;
  lineStart: IntAggregateSelection;
  name: StringAggregateSelection;
  signature: StringAggregateSelection;
};

export type ApiReferenceReferencedByConnectFieldInput = {
  connect?: InputMaybe<Array<BestPracticeConnectInput>>;
  where?: InputMaybe<BestPracticeConnectWhere>;
};

export type ApiReferenceReferencedByConnection = {
  __typename?: 'APIReferenceReferencedByConnection';
  aggregate: ApiReferenceBestPracticeReferencedByAggregateSelection;
  edges: Array<ApiReferenceReferencedByRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ApiReferenceReferencedByConnectionAggregateInput = {
  AND?: InputMaybe<Array<ApiReferenceReferencedByConnectionAggregateInput>>;
  NOT?: InputMaybe<ApiReferenceReferencedByConnectionAggregateInput>;
  OR?: InputMaybe<Array<ApiReferenceReferencedByConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<ApiReferenceReferencedByNodeAggregationWhereInput>;
};

export type ApiReferenceReferencedByConnectionFilters = {
  /** Filter APIReferences by aggregating results on related APIReferenceReferencedByConnections */
  aggregate?: InputMaybe<ApiReferenceReferencedByConnectionAggregateInput>;
  /** Return APIReferences where all of the related APIReferenceReferencedByConnections match this filter */
  all?: InputMaybe<ApiReferenceReferencedByConnectionWhere>;
  /** Return APIReferences where none of the related APIReferenceReferencedByConnections match this filter */
  none?: InputMaybe<ApiReferenceReferencedByConnectionWhere>;
  /** Return APIReferences where one of the related APIReferenceReferencedByConnections match this filter */
  single?: InputMaybe<ApiReferenceReferencedByConnectionWhere>;
  /** Return APIReferences where some of the related APIReferenceReferencedByConnections match this filter */
  some?: InputMaybe<ApiReferenceReferencedByConnectionWhere>;
};

export type ApiReferenceReferencedByConnectionSort = {
  node?: InputMaybe<BestPracticeSort>;
};

export type ApiReferenceReferencedByConnectionWhere = {
  AND?: InputMaybe<Array<ApiReferenceReferencedByConnectionWhere>>;
  NOT?: InputMaybe<ApiReferenceReferencedByConnectionWhere>;
  OR?: InputMaybe<Array<ApiReferenceReferencedByConnectionWhere>>;
  node?: InputMaybe<BestPracticeWhere>;
};

export type ApiReferenceReferencedByCreateFieldInput = {
  node: BestPracticeCreateInput;
};

export type ApiReferenceReferencedByDeleteFieldInput = {
  delete?: InputMaybe<BestPracticeDeleteInput>;
  where?: InputMaybe<ApiReferenceReferencedByConnectionWhere>;
};

export type ApiReferenceReferencedByDisconnectFieldInput = {
  disconnect?: InputMaybe<BestPracticeDisconnectInput>;
  where?: InputMaybe<ApiReferenceReferencedByConnectionWhere>;
};

export type ApiReferenceReferencedByFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceReferencedByConnectFieldInput>>;
  create?: InputMaybe<Array<ApiReferenceReferencedByCreateFieldInput>>;
};

export type ApiReferenceReferencedByNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<ApiReferenceReferencedByNodeAggregationWhereInput>>;
  NOT?: InputMaybe<ApiReferenceReferencedByNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<ApiReferenceReferencedByNodeAggregationWhereInput>>;
  confidenceScore?: InputMaybe<FloatScalarAggregationFilters>;
  description?: InputMaybe<StringScalarAggregationFilters>;
  domain?: InputMaybe<StringScalarAggregationFilters>;
  exampleCode?: InputMaybe<StringScalarAggregationFilters>;
  language?: InputMaybe<StringScalarAggregationFilters>;
  lastValidated?: InputMaybe<DateTimeScalarAggregationFilters>;
  sourceCount?: InputMaybe<IntScalarAggregationFilters>;
  title?: InputMaybe<StringScalarAggregationFilters>;
  whenNotToUse?: InputMaybe<StringScalarAggregationFilters>;
  whenToUse?: InputMaybe<StringScalarAggregationFilters>;
};

export type ApiReferenceReferencedByRelationship = {
  __typename?: 'APIReferenceReferencedByRelationship';
  cursor: Scalars['String']['output'];
  node: BestPractice;
};

export type ApiReferenceReferencedByUpdateConnectionInput = {
  node?: InputMaybe<BestPracticeUpdateInput>;
  where?: InputMaybe<ApiReferenceReferencedByConnectionWhere>;
};

export type ApiReferenceReferencedByUpdateFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceReferencedByConnectFieldInput>>;
  create?: InputMaybe<Array<ApiReferenceReferencedByCreateFieldInput>>;
  delete?: InputMaybe<Array<ApiReferenceReferencedByDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<ApiReferenceReferencedByDisconnectFieldInput>>;
  update?: InputMaybe<ApiReferenceReferencedByUpdateConnectionInput>;
};

export type ApiReferenceRelationshipFilters = {
  /** Filter type where all of the related APIReferences match this filter */
  all?: InputMaybe<ApiReferenceWhere>;
  /** Filter type where none of the related APIReferences match this filter */
  none?: InputMaybe<ApiReferenceWhere>;
  /** Filter type where one of the related APIReferences match this filter */
  single?: InputMaybe<ApiReferenceWhere>;
  /** Filter type where some of the related APIReferences match this filter */
  some?: InputMaybe<ApiReferenceWhere>;
};

export type ApiReferenceReplacedByConnectFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceConnectInput>>;
  edge?: InputMaybe<ReplacedByCreateInput>;
  where?: InputMaybe<ApiReferenceConnectWhere>;
};

export type ApiReferenceReplacedByConnection = {
  __typename?: 'APIReferenceReplacedByConnection';
  aggregate: ApiReferenceApiReferenceReplacedByAggregateSelection;
  edges: Array<ApiReferenceReplacedByRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ApiReferenceReplacedByConnectionAggregateInput = {
  AND?: InputMaybe<Array<ApiReferenceReplacedByConnectionAggregateInput>>;
  NOT?: InputMaybe<ApiReferenceReplacedByConnectionAggregateInput>;
  OR?: InputMaybe<Array<ApiReferenceReplacedByConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  edge?: InputMaybe<ReplacedByAggregationWhereInput>;
  node?: InputMaybe<ApiReferenceReplacedByNodeAggregationWhereInput>;
};

export type ApiReferenceReplacedByConnectionFilters = {
  /** Filter APIReferences by aggregating results on related APIReferenceReplacedByConnections */
  aggregate?: InputMaybe<ApiReferenceReplacedByConnectionAggregateInput>;
  /** Return APIReferences where all of the related APIReferenceReplacedByConnections match this filter */
  all?: InputMaybe<ApiReferenceReplacedByConnectionWhere>;
  /** Return APIReferences where none of the related APIReferenceReplacedByConnections match this filter */
  none?: InputMaybe<ApiReferenceReplacedByConnectionWhere>;
  /** Return APIReferences where one of the related APIReferenceReplacedByConnections match this filter */
  single?: InputMaybe<ApiReferenceReplacedByConnectionWhere>;
  /** Return APIReferences where some of the related APIReferenceReplacedByConnections match this filter */
  some?: InputMaybe<ApiReferenceReplacedByConnectionWhere>;
};

export type ApiReferenceReplacedByConnectionSort = {
  edge?: InputMaybe<ReplacedBySort>;
  node?: InputMaybe<ApiReferenceSort>;
};

export type ApiReferenceReplacedByConnectionWhere = {
  AND?: InputMaybe<Array<ApiReferenceReplacedByConnectionWhere>>;
  NOT?: InputMaybe<ApiReferenceReplacedByConnectionWhere>;
  OR?: InputMaybe<Array<ApiReferenceReplacedByConnectionWhere>>;
  edge?: InputMaybe<ReplacedByWhere>;
  node?: InputMaybe<ApiReferenceWhere>;
};

export type ApiReferenceReplacedByCreateFieldInput = {
  edge?: InputMaybe<ReplacedByCreateInput>;
  node: ApiReferenceCreateInput;
};

export type ApiReferenceReplacedByDeleteFieldInput = {
  delete?: InputMaybe<ApiReferenceDeleteInput>;
  where?: InputMaybe<ApiReferenceReplacedByConnectionWhere>;
};

export type ApiReferenceReplacedByDisconnectFieldInput = {
  disconnect?: InputMaybe<ApiReferenceDisconnectInput>;
  where?: InputMaybe<ApiReferenceReplacedByConnectionWhere>;
};

export type ApiReferenceReplacedByFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceReplacedByConnectFieldInput>>;
  create?: InputMaybe<Array<ApiReferenceReplacedByCreateFieldInput>>;
};

export type ApiReferenceReplacedByNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<ApiReferenceReplacedByNodeAggregationWhereInput>>;
  NOT?: InputMaybe<ApiReferenceReplacedByNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<ApiReferenceReplacedByNodeAggregationWhereInput>>;
  deprecatedIn?: InputMaybe<StringScalarAggregationFilters>;
  description?: InputMaybe<StringScalarAggregationFilters>;
  exampleCode?: InputMaybe<StringScalarAggregationFilters>;
  functionName?: InputMaybe<StringScalarAggregationFilters>;
  kind?: InputMaybe<StringScalarAggregationFilters>;
  language?: InputMaybe<StringScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
  namespace?: InputMaybe<StringScalarAggregationFilters>;
  parameters?: InputMaybe<StringScalarAggregationFilters>;
  returnType?: InputMaybe<StringScalarAggregationFilters>;
  signature?: InputMaybe<StringScalarAggregationFilters>;
  stability?: InputMaybe<StringScalarAggregationFilters>;
  url?: InputMaybe<StringScalarAggregationFilters>;
  versionIntroduced?: InputMaybe<StringScalarAggregationFilters>;
};

export type ApiReferenceReplacedByRelationship = {
  __typename?: 'APIReferenceReplacedByRelationship';
  cursor: Scalars['String']['output'];
  node: ApiReference;
  properties: ReplacedBy;
};

export type ApiReferenceReplacedByUpdateConnectionInput = {
  edge?: InputMaybe<ReplacedByUpdateInput>;
  node?: InputMaybe<ApiReferenceUpdateInput>;
  where?: InputMaybe<ApiReferenceReplacedByConnectionWhere>;
};

export type ApiReferenceReplacedByUpdateFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceReplacedByConnectFieldInput>>;
  create?: InputMaybe<Array<ApiReferenceReplacedByCreateFieldInput>>;
  delete?: InputMaybe<Array<ApiReferenceReplacedByDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<ApiReferenceReplacedByDisconnectFieldInput>>;
  update?: InputMaybe<ApiReferenceReplacedByUpdateConnectionInput>;
};

/** Fields to sort ApiReferences by. The order in which sorts are applied is not guaranteed when specifying many fields in one APIReferenceSort object. */
export type ApiReferenceSort = {
  deprecatedIn?: InputMaybe<SortDirection>;
  description?: InputMaybe<SortDirection>;
  exampleCode?: InputMaybe<SortDirection>;
  functionName?: InputMaybe<SortDirection>;
  id?: InputMaybe<SortDirection>;
  kind?: InputMaybe<SortDirection>;
  language?: InputMaybe<SortDirection>;
  name?: InputMaybe<SortDirection>;
  namespace?: InputMaybe<SortDirection>;
  parameters?: InputMaybe<SortDirection>;
  returnType?: InputMaybe<SortDirection>;
  signature?: InputMaybe<SortDirection>;
  stability?: InputMaybe<SortDirection>;
  url?: InputMaybe<SortDirection>;
  versionIntroduced?: InputMaybe<SortDirection>;
};

export type ApiReferenceSourceSourcedFromAggregateSelection = {
  __typename?: 'APIReferenceSourceSourcedFromAggregateSelection';
  count: CountConnection;
  node?: Maybe<ApiReferenceSourceSourcedFromNodeAggregateSelection>;
};

export type ApiReferenceSourceSourcedFromNodeAggregateSelection = {
  __typename?: 'APIReferenceSourceSourcedFromNodeAggregateSelection';
  kind: StringAggregateSelection;
  lastVerified: DateTimeAggregateSelection;
  name: StringAggregateSelection;
  trustScore: FloatAggregateSelection;
  upvotes: IntAggregateSelection;
  url: StringAggregateSelection;
};

export type ApiReferenceSourcedFromConnectFieldInput = {
  where?: InputMaybe<SourceConnectWhere>;
};

export type ApiReferenceSourcedFromConnection = {
  __typename?: 'APIReferenceSourcedFromConnection';
  aggregate: ApiReferenceSourceSourcedFromAggregateSelection;
  edges: Array<ApiReferenceSourcedFromRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ApiReferenceSourcedFromConnectionAggregateInput = {
  AND?: InputMaybe<Array<ApiReferenceSourcedFromConnectionAggregateInput>>;
  NOT?: InputMaybe<ApiReferenceSourcedFromConnectionAggregateInput>;
  OR?: InputMaybe<Array<ApiReferenceSourcedFromConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<ApiReferenceSourcedFromNodeAggregationWhereInput>;
};

export type ApiReferenceSourcedFromConnectionFilters = {
  /** Filter APIReferences by aggregating results on related APIReferenceSourcedFromConnections */
  aggregate?: InputMaybe<ApiReferenceSourcedFromConnectionAggregateInput>;
  /** Return APIReferences where all of the related APIReferenceSourcedFromConnections match this filter */
  all?: InputMaybe<ApiReferenceSourcedFromConnectionWhere>;
  /** Return APIReferences where none of the related APIReferenceSourcedFromConnections match this filter */
  none?: InputMaybe<ApiReferenceSourcedFromConnectionWhere>;
  /** Return APIReferences where one of the related APIReferenceSourcedFromConnections match this filter */
  single?: InputMaybe<ApiReferenceSourcedFromConnectionWhere>;
  /** Return APIReferences where some of the related APIReferenceSourcedFromConnections match this filter */
  some?: InputMaybe<ApiReferenceSourcedFromConnectionWhere>;
};

export type ApiReferenceSourcedFromConnectionSort = {
  node?: InputMaybe<SourceSort>;
};

export type ApiReferenceSourcedFromConnectionWhere = {
  AND?: InputMaybe<Array<ApiReferenceSourcedFromConnectionWhere>>;
  NOT?: InputMaybe<ApiReferenceSourcedFromConnectionWhere>;
  OR?: InputMaybe<Array<ApiReferenceSourcedFromConnectionWhere>>;
  node?: InputMaybe<SourceWhere>;
};

export type ApiReferenceSourcedFromCreateFieldInput = {
  node: SourceCreateInput;
};

export type ApiReferenceSourcedFromDeleteFieldInput = {
  where?: InputMaybe<ApiReferenceSourcedFromConnectionWhere>;
};

export type ApiReferenceSourcedFromDisconnectFieldInput = {
  where?: InputMaybe<ApiReferenceSourcedFromConnectionWhere>;
};

export type ApiReferenceSourcedFromFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceSourcedFromConnectFieldInput>>;
  create?: InputMaybe<Array<ApiReferenceSourcedFromCreateFieldInput>>;
};

export type ApiReferenceSourcedFromNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<ApiReferenceSourcedFromNodeAggregationWhereInput>>;
  NOT?: InputMaybe<ApiReferenceSourcedFromNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<ApiReferenceSourcedFromNodeAggregationWhereInput>>;
  kind?: InputMaybe<StringScalarAggregationFilters>;
  lastVerified?: InputMaybe<DateTimeScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
  trustScore?: InputMaybe<FloatScalarAggregationFilters>;
  upvotes?: InputMaybe<IntScalarAggregationFilters>;
  url?: InputMaybe<StringScalarAggregationFilters>;
};

export type ApiReferenceSourcedFromRelationship = {
  __typename?: 'APIReferenceSourcedFromRelationship';
  cursor: Scalars['String']['output'];
  node: Source;
};

export type ApiReferenceSourcedFromUpdateConnectionInput = {
  node?: InputMaybe<SourceUpdateInput>;
  where?: InputMaybe<ApiReferenceSourcedFromConnectionWhere>;
};

export type ApiReferenceSourcedFromUpdateFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceSourcedFromConnectFieldInput>>;
  create?: InputMaybe<Array<ApiReferenceSourcedFromCreateFieldInput>>;
  delete?: InputMaybe<Array<ApiReferenceSourcedFromDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<ApiReferenceSourcedFromDisconnectFieldInput>>;
  update?: InputMaybe<ApiReferenceSourcedFromUpdateConnectionInput>;
};

export type ApiReferenceUpdateInput = {
  alternativeTo?: InputMaybe<Array<ApiReferenceAlternativeToUpdateFieldInput>>;
  commonPatterns?: InputMaybe<ListStringMutations>;
  demonstratedBy?: InputMaybe<Array<ApiReferenceDemonstratedByUpdateFieldInput>>;
  deprecatedIn?: InputMaybe<StringScalarMutations>;
  description?: InputMaybe<StringScalarMutations>;
  documentedIn?: InputMaybe<Array<ApiReferenceDocumentedInUpdateFieldInput>>;
  exampleCode?: InputMaybe<StringScalarMutations>;
  functionName?: InputMaybe<StringScalarMutations>;
  gotchas?: InputMaybe<ListStringMutations>;
  kind?: InputMaybe<StringScalarMutations>;
  language?: InputMaybe<StringScalarMutations>;
  name?: InputMaybe<StringScalarMutations>;
  namespace?: InputMaybe<StringScalarMutations>;
  parameters?: InputMaybe<StringScalarMutations>;
  referencedBy?: InputMaybe<Array<ApiReferenceReferencedByUpdateFieldInput>>;
  replacedBy?: InputMaybe<Array<ApiReferenceReplacedByUpdateFieldInput>>;
  returnType?: InputMaybe<StringScalarMutations>;
  signature?: InputMaybe<StringScalarMutations>;
  sourcedFrom?: InputMaybe<Array<ApiReferenceSourcedFromUpdateFieldInput>>;
  stability?: InputMaybe<StringScalarMutations>;
  url?: InputMaybe<StringScalarMutations>;
  usedInFiles?: InputMaybe<Array<ApiReferenceUsedInFilesUpdateFieldInput>>;
  usedInFunctions?: InputMaybe<Array<ApiReferenceUsedInFunctionsUpdateFieldInput>>;
  versionIntroduced?: InputMaybe<StringScalarMutations>;
};

export type ApiReferenceUsedInFilesConnectFieldInput = {
  connect?: InputMaybe<Array<CodeFileConnectInput>>;
  edge?: InputMaybe<UsedInCreateInput>;
  where?: InputMaybe<CodeFileConnectWhere>;
};

export type ApiReferenceUsedInFilesConnection = {
  __typename?: 'APIReferenceUsedInFilesConnection';
  aggregate: ApiReferenceCodeFileUsedInFilesAggregateSelection;
  edges: Array<ApiReferenceUsedInFilesRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ApiReferenceUsedInFilesConnectionAggregateInput = {
  AND?: InputMaybe<Array<ApiReferenceUsedInFilesConnectionAggregateInput>>;
  NOT?: InputMaybe<ApiReferenceUsedInFilesConnectionAggregateInput>;
  OR?: InputMaybe<Array<ApiReferenceUsedInFilesConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  edge?: InputMaybe<UsedInAggregationWhereInput>;
  node?: InputMaybe<ApiReferenceUsedInFilesNodeAggregationWhereInput>;
};

export type ApiReferenceUsedInFilesConnectionFilters = {
  /** Filter APIReferences by aggregating results on related APIReferenceUsedInFilesConnections */
  aggregate?: InputMaybe<ApiReferenceUsedInFilesConnectionAggregateInput>;
  /** Return APIReferences where all of the related APIReferenceUsedInFilesConnections match this filter */
  all?: InputMaybe<ApiReferenceUsedInFilesConnectionWhere>;
  /** Return APIReferences where none of the related APIReferenceUsedInFilesConnections match this filter */
  none?: InputMaybe<ApiReferenceUsedInFilesConnectionWhere>;
  /** Return APIReferences where one of the related APIReferenceUsedInFilesConnections match this filter */
  single?: InputMaybe<ApiReferenceUsedInFilesConnectionWhere>;
  /** Return APIReferences where some of the related APIReferenceUsedInFilesConnections match this filter */
  some?: InputMaybe<ApiReferenceUsedInFilesConnectionWhere>;
};

export type ApiReferenceUsedInFilesConnectionSort = {
  edge?: InputMaybe<UsedInSort>;
  node?: InputMaybe<CodeFileSort>;
};

export type ApiReferenceUsedInFilesConnectionWhere = {
  AND?: InputMaybe<Array<ApiReferenceUsedInFilesConnectionWhere>>;
  NOT?: InputMaybe<ApiReferenceUsedInFilesConnectionWhere>;
  OR?: InputMaybe<Array<ApiReferenceUsedInFilesConnectionWhere>>;
  edge?: InputMaybe<UsedInWhere>;
  node?: InputMaybe<CodeFileWhere>;
};

export type ApiReferenceUsedInFilesCreateFieldInput = {
  edge?: InputMaybe<UsedInCreateInput>;
  node: CodeFileCreateInput;
};

export type ApiReferenceUsedInFilesDeleteFieldInput = {
  delete?: InputMaybe<CodeFileDeleteInput>;
  where?: InputMaybe<ApiReferenceUsedInFilesConnectionWhere>;
};

export type ApiReferenceUsedInFilesDisconnectFieldInput = {
  disconnect?: InputMaybe<CodeFileDisconnectInput>;
  where?: InputMaybe<ApiReferenceUsedInFilesConnectionWhere>;
};

export type ApiReferenceUsedInFilesFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceUsedInFilesConnectFieldInput>>;
  create?: InputMaybe<Array<ApiReferenceUsedInFilesCreateFieldInput>>;
};

export type ApiReferenceUsedInFilesNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<ApiReferenceUsedInFilesNodeAggregationWhereInput>>;
  NOT?: InputMaybe<ApiReferenceUsedInFilesNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<ApiReferenceUsedInFilesNodeAggregationWhereInput>>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  hash?: InputMaybe<StringScalarAggregationFilters>;
  language?: InputMaybe<StringScalarAggregationFilters>;
  path?: InputMaybe<StringScalarAggregationFilters>;
};

export type ApiReferenceUsedInFilesRelationship = {
  __typename?: 'APIReferenceUsedInFilesRelationship';
  cursor: Scalars['String']['output'];
  node: CodeFile;
  properties: UsedIn;
};

export type ApiReferenceUsedInFilesUpdateConnectionInput = {
  edge?: InputMaybe<UsedInUpdateInput>;
  node?: InputMaybe<CodeFileUpdateInput>;
  where?: InputMaybe<ApiReferenceUsedInFilesConnectionWhere>;
};

export type ApiReferenceUsedInFilesUpdateFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceUsedInFilesConnectFieldInput>>;
  create?: InputMaybe<Array<ApiReferenceUsedInFilesCreateFieldInput>>;
  delete?: InputMaybe<Array<ApiReferenceUsedInFilesDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<ApiReferenceUsedInFilesDisconnectFieldInput>>;
  update?: InputMaybe<ApiReferenceUsedInFilesUpdateConnectionInput>;
};

export type ApiReferenceUsedInFunctionsConnectFieldInput = {
  connect?: InputMaybe<Array<FunctionConnectInput>>;
  edge?: InputMaybe<UsedInCreateInput>;
  where?: InputMaybe<FunctionConnectWhere>;
};

export type ApiReferenceUsedInFunctionsConnection = {
  __typename?: 'APIReferenceUsedInFunctionsConnection';
  aggregate: ApiReferenceFunctionUsedInFunctionsAggregateSelection;
  edges: Array<ApiReferenceUsedInFunctionsRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ApiReferenceUsedInFunctionsConnectionAggregateInput = {
  AND?: InputMaybe<Array<ApiReferenceUsedInFunctionsConnectionAggregateInput>>;
  NOT?: InputMaybe<ApiReferenceUsedInFunctionsConnectionAggregateInput>;
  OR?: InputMaybe<Array<ApiReferenceUsedInFunctionsConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  edge?: InputMaybe<UsedInAggregationWhereInput>;
  node?: InputMaybe<ApiReferenceUsedInFunctionsNodeAggregationWhereInput>;
};

export type ApiReferenceUsedInFunctionsConnectionFilters = {
  /** Filter APIReferences by aggregating results on related APIReferenceUsedInFunctionsConnections */
  aggregate?: InputMaybe<ApiReferenceUsedInFunctionsConnectionAggregateInput>;
  /** Return APIReferences where all of the related APIReferenceUsedInFunctionsConnections match this filter */
  all?: InputMaybe<ApiReferenceUsedInFunctionsConnectionWhere>;
  /** Return APIReferences where none of the related APIReferenceUsedInFunctionsConnections match this filter */
  none?: InputMaybe<ApiReferenceUsedInFunctionsConnectionWhere>;
  /** Return APIReferences where one of the related APIReferenceUsedInFunctionsConnections match this filter */
  single?: InputMaybe<ApiReferenceUsedInFunctionsConnectionWhere>;
  /** Return APIReferences where some of the related APIReferenceUsedInFunctionsConnections match this filter */
  some?: InputMaybe<ApiReferenceUsedInFunctionsConnectionWhere>;
};

export type ApiReferenceUsedInFunctionsConnectionSort = {
  edge?: InputMaybe<UsedInSort>;
  node?: InputMaybe<FunctionSort>;
};

export type ApiReferenceUsedInFunctionsConnectionWhere = {
  AND?: InputMaybe<Array<ApiReferenceUsedInFunctionsConnectionWhere>>;
  NOT?: InputMaybe<ApiReferenceUsedInFunctionsConnectionWhere>;
  OR?: InputMaybe<Array<ApiReferenceUsedInFunctionsConnectionWhere>>;
  edge?: InputMaybe<UsedInWhere>;
  node?: InputMaybe<FunctionWhere>;
};

export type ApiReferenceUsedInFunctionsCreateFieldInput = {
  edge?: InputMaybe<UsedInCreateInput>;
  node: FunctionCreateInput;
};

export type ApiReferenceUsedInFunctionsDeleteFieldInput = {
  delete?: InputMaybe<FunctionDeleteInput>;
  where?: InputMaybe<ApiReferenceUsedInFunctionsConnectionWhere>;
};

export type ApiReferenceUsedInFunctionsDisconnectFieldInput = {
  disconnect?: InputMaybe<FunctionDisconnectInput>;
  where?: InputMaybe<ApiReferenceUsedInFunctionsConnectionWhere>;
};

export type ApiReferenceUsedInFunctionsFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceUsedInFunctionsConnectFieldInput>>;
  create?: InputMaybe<Array<ApiReferenceUsedInFunctionsCreateFieldInput>>;
};

export type ApiReferenceUsedInFunctionsNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<ApiReferenceUsedInFunctionsNodeAggregationWhereInput>>;
  NOT?: InputMaybe<ApiReferenceUsedInFunctionsNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<ApiReferenceUsedInFunctionsNodeAggregationWhereInput>>;
  complexity?: InputMaybe<IntScalarAggregationFilters>;
  filePath?: InputMaybe<StringScalarAggregationFilters>;
  lineEnd?: InputMaybe<IntScalarAggregationFilters>;
  lineStart?: InputMaybe<IntScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
  signature?: InputMaybe<StringScalarAggregationFilters>;
};

export type ApiReferenceUsedInFunctionsRelationship = {
  __typename?: 'APIReferenceUsedInFunctionsRelationship';
  cursor: Scalars['String']['output'];
  node: Function;
  properties: UsedIn;
};

export type ApiReferenceUsedInFunctionsUpdateConnectionInput = {
  edge?: InputMaybe<UsedInUpdateInput>;
  node?: InputMaybe<FunctionUpdateInput>;
  where?: InputMaybe<ApiReferenceUsedInFunctionsConnectionWhere>;
};

export type ApiReferenceUsedInFunctionsUpdateFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceUsedInFunctionsConnectFieldInput>>;
  create?: InputMaybe<Array<ApiReferenceUsedInFunctionsCreateFieldInput>>;
  delete?: InputMaybe<Array<ApiReferenceUsedInFunctionsDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<ApiReferenceUsedInFunctionsDisconnectFieldInput>>;
  update?: InputMaybe<ApiReferenceUsedInFunctionsUpdateConnectionInput>;
};

export type ApiReferenceWhere = {
  AND?: InputMaybe<Array<ApiReferenceWhere>>;
  NOT?: InputMaybe<ApiReferenceWhere>;
  OR?: InputMaybe<Array<ApiReferenceWhere>>;
  alternativeTo?: InputMaybe<ApiReferenceRelationshipFilters>;
  alternativeToConnection?: InputMaybe<ApiReferenceAlternativeToConnectionFilters>;
  commonPatterns?: InputMaybe<StringListFilters>;
  demonstratedBy?: InputMaybe<CodeExampleRelationshipFilters>;
  demonstratedByConnection?: InputMaybe<ApiReferenceDemonstratedByConnectionFilters>;
  deprecatedIn?: InputMaybe<StringScalarFilters>;
  description?: InputMaybe<StringScalarFilters>;
  documentedIn?: InputMaybe<ExternalDocRelationshipFilters>;
  documentedInConnection?: InputMaybe<ApiReferenceDocumentedInConnectionFilters>;
  exampleCode?: InputMaybe<StringScalarFilters>;
  functionName?: InputMaybe<StringScalarFilters>;
  gotchas?: InputMaybe<StringListFilters>;
  id?: InputMaybe<IdScalarFilters>;
  kind?: InputMaybe<StringScalarFilters>;
  language?: InputMaybe<StringScalarFilters>;
  name?: InputMaybe<StringScalarFilters>;
  namespace?: InputMaybe<StringScalarFilters>;
  parameters?: InputMaybe<StringScalarFilters>;
  referencedBy?: InputMaybe<BestPracticeRelationshipFilters>;
  referencedByConnection?: InputMaybe<ApiReferenceReferencedByConnectionFilters>;
  replacedBy?: InputMaybe<ApiReferenceRelationshipFilters>;
  replacedByConnection?: InputMaybe<ApiReferenceReplacedByConnectionFilters>;
  returnType?: InputMaybe<StringScalarFilters>;
  signature?: InputMaybe<StringScalarFilters>;
  sourcedFrom?: InputMaybe<SourceRelationshipFilters>;
  sourcedFromConnection?: InputMaybe<ApiReferenceSourcedFromConnectionFilters>;
  stability?: InputMaybe<StringScalarFilters>;
  url?: InputMaybe<StringScalarFilters>;
  usedInFiles?: InputMaybe<CodeFileRelationshipFilters>;
  usedInFilesConnection?: InputMaybe<ApiReferenceUsedInFilesConnectionFilters>;
  usedInFunctions?: InputMaybe<FunctionRelationshipFilters>;
  usedInFunctionsConnection?: InputMaybe<ApiReferenceUsedInFunctionsConnectionFilters>;
  versionIntroduced?: InputMaybe<StringScalarFilters>;
};

/** An agent type (architect, builder, reviewer…): every agent of the type shares its memories. */
export type AgentType = {
  __typename?: 'AgentType';
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** Chosen by the client, e.g. architect. */
  id: Scalars['ID']['output'];
  memories: Array<Memory>;
  memoriesConnection: AgentTypeMemoriesConnection;
  name?: Maybe<Scalars['String']['output']>;
  projects: Array<Project>;
  projectsConnection: AgentTypeProjectsConnection;
};


/** An agent type (architect, builder, reviewer…): every agent of the type shares its memories. */
export type AgentTypeMemoriesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemorySort>>;
  where?: InputMaybe<MemoryWhere>;
};


/** An agent type (architect, builder, reviewer…): every agent of the type shares its memories. */
export type AgentTypeMemoriesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<AgentTypeMemoriesConnectionSort>>;
  where?: InputMaybe<AgentTypeMemoriesConnectionWhere>;
};


/** An agent type (architect, builder, reviewer…): every agent of the type shares its memories. */
export type AgentTypeProjectsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ProjectSort>>;
  where?: InputMaybe<ProjectWhere>;
};


/** An agent type (architect, builder, reviewer…): every agent of the type shares its memories. */
export type AgentTypeProjectsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<AgentTypeProjectsConnectionSort>>;
  where?: InputMaybe<AgentTypeProjectsConnectionWhere>;
};

export type AgentTypeAggregate = {
  __typename?: 'AgentTypeAggregate';
  count: Count;
  node: AgentTypeAggregateNode;
};

export type AgentTypeAggregateNode = {
  __typename?: 'AgentTypeAggregateNode';
  createdAt: DateTimeAggregateSelection;
  description: StringAggregateSelection;
  name: StringAggregateSelection;
};

export type AgentTypeConnectInput = {
  memories?: InputMaybe<Array<AgentTypeMemoriesConnectFieldInput>>;
  projects?: InputMaybe<Array<AgentTypeProjectsConnectFieldInput>>;
};

export type AgentTypeConnectWhere = {
  node: AgentTypeWhere;
};

export type AgentTypeCreateInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  memories?: InputMaybe<AgentTypeMemoriesFieldInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  projects?: InputMaybe<AgentTypeProjectsFieldInput>;
};

export type AgentTypeDeleteInput = {
  memories?: InputMaybe<Array<AgentTypeMemoriesDeleteFieldInput>>;
  projects?: InputMaybe<Array<AgentTypeProjectsDeleteFieldInput>>;
};

export type AgentTypeDisconnectInput = {
  memories?: InputMaybe<Array<AgentTypeMemoriesDisconnectFieldInput>>;
  projects?: InputMaybe<Array<AgentTypeProjectsDisconnectFieldInput>>;
};

export type AgentTypeEdge = {
  __typename?: 'AgentTypeEdge';
  cursor: Scalars['String']['output'];
  node: AgentType;
};

export type AgentTypeMemoriesConnectFieldInput = {
  connect?: InputMaybe<Array<MemoryConnectInput>>;
  where?: InputMaybe<MemoryConnectWhere>;
};

export type AgentTypeMemoriesConnection = {
  __typename?: 'AgentTypeMemoriesConnection';
  aggregate: AgentTypeMemoryMemoriesAggregateSelection;
  edges: Array<AgentTypeMemoriesRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type AgentTypeMemoriesConnectionAggregateInput = {
  AND?: InputMaybe<Array<AgentTypeMemoriesConnectionAggregateInput>>;
  NOT?: InputMaybe<AgentTypeMemoriesConnectionAggregateInput>;
  OR?: InputMaybe<Array<AgentTypeMemoriesConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<AgentTypeMemoriesNodeAggregationWhereInput>;
};

export type AgentTypeMemoriesConnectionFilters = {
  /** Filter AgentTypes by aggregating results on related AgentTypeMemoriesConnections */
  aggregate?: InputMaybe<AgentTypeMemoriesConnectionAggregateInput>;
  /** Return AgentTypes where all of the related AgentTypeMemoriesConnections match this filter */
  all?: InputMaybe<AgentTypeMemoriesConnectionWhere>;
  /** Return AgentTypes where none of the related AgentTypeMemoriesConnections match this filter */
  none?: InputMaybe<AgentTypeMemoriesConnectionWhere>;
  /** Return AgentTypes where one of the related AgentTypeMemoriesConnections match this filter */
  single?: InputMaybe<AgentTypeMemoriesConnectionWhere>;
  /** Return AgentTypes where some of the related AgentTypeMemoriesConnections match this filter */
  some?: InputMaybe<AgentTypeMemoriesConnectionWhere>;
};

export type AgentTypeMemoriesConnectionSort = {
  node?: InputMaybe<MemorySort>;
};

export type AgentTypeMemoriesConnectionWhere = {
  AND?: InputMaybe<Array<AgentTypeMemoriesConnectionWhere>>;
  NOT?: InputMaybe<AgentTypeMemoriesConnectionWhere>;
  OR?: InputMaybe<Array<AgentTypeMemoriesConnectionWhere>>;
  node?: InputMaybe<MemoryWhere>;
};

export type AgentTypeMemoriesCreateFieldInput = {
  node: MemoryCreateInput;
};

export type AgentTypeMemoriesDeleteFieldInput = {
  delete?: InputMaybe<MemoryDeleteInput>;
  where?: InputMaybe<AgentTypeMemoriesConnectionWhere>;
};

export type AgentTypeMemoriesDisconnectFieldInput = {
  disconnect?: InputMaybe<MemoryDisconnectInput>;
  where?: InputMaybe<AgentTypeMemoriesConnectionWhere>;
};

export type AgentTypeMemoriesFieldInput = {
  connect?: InputMaybe<Array<AgentTypeMemoriesConnectFieldInput>>;
  create?: InputMaybe<Array<AgentTypeMemoriesCreateFieldInput>>;
};

export type AgentTypeMemoriesNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<AgentTypeMemoriesNodeAggregationWhereInput>>;
  NOT?: InputMaybe<AgentTypeMemoriesNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<AgentTypeMemoriesNodeAggregationWhereInput>>;
  accessCount?: InputMaybe<IntScalarAggregationFilters>;
  accessedAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  content?: InputMaybe<StringScalarAggregationFilters>;
  contentHash?: InputMaybe<StringScalarAggregationFilters>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  expiresAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  importance?: InputMaybe<IntScalarAggregationFilters>;
  occurredAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  occurrences?: InputMaybe<IntScalarAggregationFilters>;
  supersededAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  title?: InputMaybe<StringScalarAggregationFilters>;
  updatedAt?: InputMaybe<DateTimeScalarAggregationFilters>;
};

export type AgentTypeMemoriesRelationship = {
  __typename?: 'AgentTypeMemoriesRelationship';
  cursor: Scalars['String']['output'];
  node: Memory;
};

export type AgentTypeMemoriesUpdateConnectionInput = {
  node?: InputMaybe<MemoryUpdateInput>;
  where?: InputMaybe<AgentTypeMemoriesConnectionWhere>;
};

export type AgentTypeMemoriesUpdateFieldInput = {
  connect?: InputMaybe<Array<AgentTypeMemoriesConnectFieldInput>>;
  create?: InputMaybe<Array<AgentTypeMemoriesCreateFieldInput>>;
  delete?: InputMaybe<Array<AgentTypeMemoriesDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<AgentTypeMemoriesDisconnectFieldInput>>;
  update?: InputMaybe<AgentTypeMemoriesUpdateConnectionInput>;
};

export type AgentTypeMemoryMemoriesAggregateSelection = {
  __typename?: 'AgentTypeMemoryMemoriesAggregateSelection';
  count: CountConnection;
  node?: Maybe<AgentTypeMemoryMemoriesNodeAggregateSelection>;
};

export type AgentTypeMemoryMemoriesNodeAggregateSelection = {
  __typename?: 'AgentTypeMemoryMemoriesNodeAggregateSelection';
  accessCount: IntAggregateSelection;
  accessedAt: DateTimeAggregateSelection;
  content: StringAggregateSelection;
  contentHash: StringAggregateSelection;
  createdAt: DateTimeAggregateSelection;
  expiresAt: DateTimeAggregateSelection;
  importance: IntAggregateSelection;
  occurredAt: DateTimeAggregateSelection;
  occurrences: IntAggregateSelection;
  supersededAt: DateTimeAggregateSelection;
  title: StringAggregateSelection;
  updatedAt: DateTimeAggregateSelection;
};

export type AgentTypeProjectProjectsAggregateSelection = {
  __typename?: 'AgentTypeProjectProjectsAggregateSelection';
  count: CountConnection;
  node?: Maybe<AgentTypeProjectProjectsNodeAggregateSelection>;
};

export type AgentTypeProjectProjectsNodeAggregateSelection = {
  __typename?: 'AgentTypeProjectProjectsNodeAggregateSelection';
  createdAt: DateTimeAggregateSelection;
  lastActive: DateTimeAggregateSelection;
  name: StringAggregateSelection;
  path: StringAggregateSelection;
};

export type AgentTypeProjectsConnectFieldInput = {
  connect?: InputMaybe<Array<ProjectConnectInput>>;
  where?: InputMaybe<ProjectConnectWhere>;
};

export type AgentTypeProjectsConnection = {
  __typename?: 'AgentTypeProjectsConnection';
  aggregate: AgentTypeProjectProjectsAggregateSelection;
  edges: Array<AgentTypeProjectsRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type AgentTypeProjectsConnectionAggregateInput = {
  AND?: InputMaybe<Array<AgentTypeProjectsConnectionAggregateInput>>;
  NOT?: InputMaybe<AgentTypeProjectsConnectionAggregateInput>;
  OR?: InputMaybe<Array<AgentTypeProjectsConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<AgentTypeProjectsNodeAggregationWhereInput>;
};

export type AgentTypeProjectsConnectionFilters = {
  /** Filter AgentTypes by aggregating results on related AgentTypeProjectsConnections */
  aggregate?: InputMaybe<AgentTypeProjectsConnectionAggregateInput>;
  /** Return AgentTypes where all of the related AgentTypeProjectsConnections match this filter */
  all?: InputMaybe<AgentTypeProjectsConnectionWhere>;
  /** Return AgentTypes where none of the related AgentTypeProjectsConnections match this filter */
  none?: InputMaybe<AgentTypeProjectsConnectionWhere>;
  /** Return AgentTypes where one of the related AgentTypeProjectsConnections match this filter */
  single?: InputMaybe<AgentTypeProjectsConnectionWhere>;
  /** Return AgentTypes where some of the related AgentTypeProjectsConnections match this filter */
  some?: InputMaybe<AgentTypeProjectsConnectionWhere>;
};

export type AgentTypeProjectsConnectionSort = {
  node?: InputMaybe<ProjectSort>;
};

export type AgentTypeProjectsConnectionWhere = {
  AND?: InputMaybe<Array<AgentTypeProjectsConnectionWhere>>;
  NOT?: InputMaybe<AgentTypeProjectsConnectionWhere>;
  OR?: InputMaybe<Array<AgentTypeProjectsConnectionWhere>>;
  node?: InputMaybe<ProjectWhere>;
};

export type AgentTypeProjectsCreateFieldInput = {
  node: ProjectCreateInput;
};

export type AgentTypeProjectsDeleteFieldInput = {
  delete?: InputMaybe<ProjectDeleteInput>;
  where?: InputMaybe<AgentTypeProjectsConnectionWhere>;
};

export type AgentTypeProjectsDisconnectFieldInput = {
  disconnect?: InputMaybe<ProjectDisconnectInput>;
  where?: InputMaybe<AgentTypeProjectsConnectionWhere>;
};

export type AgentTypeProjectsFieldInput = {
  connect?: InputMaybe<Array<AgentTypeProjectsConnectFieldInput>>;
  create?: InputMaybe<Array<AgentTypeProjectsCreateFieldInput>>;
};

export type AgentTypeProjectsNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<AgentTypeProjectsNodeAggregationWhereInput>>;
  NOT?: InputMaybe<AgentTypeProjectsNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<AgentTypeProjectsNodeAggregationWhereInput>>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  lastActive?: InputMaybe<DateTimeScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
  path?: InputMaybe<StringScalarAggregationFilters>;
};

export type AgentTypeProjectsRelationship = {
  __typename?: 'AgentTypeProjectsRelationship';
  cursor: Scalars['String']['output'];
  node: Project;
};

export type AgentTypeProjectsUpdateConnectionInput = {
  node?: InputMaybe<ProjectUpdateInput>;
  where?: InputMaybe<AgentTypeProjectsConnectionWhere>;
};

export type AgentTypeProjectsUpdateFieldInput = {
  connect?: InputMaybe<Array<AgentTypeProjectsConnectFieldInput>>;
  create?: InputMaybe<Array<AgentTypeProjectsCreateFieldInput>>;
  delete?: InputMaybe<Array<AgentTypeProjectsDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<AgentTypeProjectsDisconnectFieldInput>>;
  update?: InputMaybe<AgentTypeProjectsUpdateConnectionInput>;
};

export type AgentTypeRelationshipFilters = {
  /** Filter type where all of the related AgentTypes match this filter */
  all?: InputMaybe<AgentTypeWhere>;
  /** Filter type where none of the related AgentTypes match this filter */
  none?: InputMaybe<AgentTypeWhere>;
  /** Filter type where one of the related AgentTypes match this filter */
  single?: InputMaybe<AgentTypeWhere>;
  /** Filter type where some of the related AgentTypes match this filter */
  some?: InputMaybe<AgentTypeWhere>;
};

/** Fields to sort AgentTypes by. The order in which sorts are applied is not guaranteed when specifying many fields in one AgentTypeSort object. */
export type AgentTypeSort = {
  createdAt?: InputMaybe<SortDirection>;
  description?: InputMaybe<SortDirection>;
  id?: InputMaybe<SortDirection>;
  name?: InputMaybe<SortDirection>;
};

export type AgentTypeUpdateInput = {
  description?: InputMaybe<StringScalarMutations>;
  id?: InputMaybe<IdScalarMutations>;
  memories?: InputMaybe<Array<AgentTypeMemoriesUpdateFieldInput>>;
  name?: InputMaybe<StringScalarMutations>;
  projects?: InputMaybe<Array<AgentTypeProjectsUpdateFieldInput>>;
};

export type AgentTypeWhere = {
  AND?: InputMaybe<Array<AgentTypeWhere>>;
  NOT?: InputMaybe<AgentTypeWhere>;
  OR?: InputMaybe<Array<AgentTypeWhere>>;
  createdAt?: InputMaybe<DateTimeScalarFilters>;
  description?: InputMaybe<StringScalarFilters>;
  id?: InputMaybe<IdScalarFilters>;
  memories?: InputMaybe<MemoryRelationshipFilters>;
  memoriesConnection?: InputMaybe<AgentTypeMemoriesConnectionFilters>;
  name?: InputMaybe<StringScalarFilters>;
  projects?: InputMaybe<ProjectRelationshipFilters>;
  projectsConnection?: InputMaybe<AgentTypeProjectsConnectionFilters>;
};

export type AgentTypesConnection = {
  __typename?: 'AgentTypesConnection';
  aggregate: AgentTypeAggregate;
  edges: Array<AgentTypeEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ApiReferenceIndexEdge = {
  __typename?: 'ApiReferenceIndexEdge';
  cursor: Scalars['String']['output'];
  node: ApiReference;
  score: Scalars['Float']['output'];
};

/** The input for sorting a Fulltext query on an index of APIReference */
export type ApiReferenceIndexSort = {
  node?: InputMaybe<ApiReferenceSort>;
  score?: InputMaybe<SortDirection>;
};

/** The input for filtering a full-text query on an index of APIReference */
export type ApiReferenceIndexWhere = {
  node?: InputMaybe<ApiReferenceWhere>;
  score?: InputMaybe<FloatWhere>;
};

export type ApiReferencesConnection = {
  __typename?: 'ApiReferencesConnection';
  aggregate: ApiReferenceAggregate;
  edges: Array<ApiReferenceEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ApiReferencesIndexConnection = {
  __typename?: 'ApiReferencesIndexConnection';
  edges: Array<ApiReferenceIndexEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type BestPractice = {
  __typename?: 'BestPractice';
  antiPatterns?: Maybe<Array<Scalars['String']['output']>>;
  confidenceScore?: Maybe<Scalars['Float']['output']>;
  conflictsWith: Array<BestPractice>;
  conflictsWithConnection: BestPracticeConflictsWithConnection;
  description?: Maybe<Scalars['String']['output']>;
  domain?: Maybe<Scalars['String']['output']>;
  exampleCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  implementedBy: Array<CodeExample>;
  implementedByConnection: BestPracticeImplementedByConnection;
  language?: Maybe<Scalars['String']['output']>;
  lastValidated?: Maybe<Scalars['DateTime']['output']>;
  references: Array<ApiReference>;
  referencesConnection: BestPracticeReferencesConnection;
  sourceCount?: Maybe<Scalars['Int']['output']>;
  sourcedFrom: Array<Source>;
  sourcedFromConnection: BestPracticeSourcedFromConnection;
  tags?: Maybe<Array<Scalars['String']['output']>>;
  title: Scalars['String']['output'];
  whenNotToUse?: Maybe<Scalars['String']['output']>;
  whenToUse?: Maybe<Scalars['String']['output']>;
};


export type BestPracticeConflictsWithArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<BestPracticeSort>>;
  where?: InputMaybe<BestPracticeWhere>;
};


export type BestPracticeConflictsWithConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<BestPracticeConflictsWithConnectionSort>>;
  where?: InputMaybe<BestPracticeConflictsWithConnectionWhere>;
};


export type BestPracticeImplementedByArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<CodeExampleSort>>;
  where?: InputMaybe<CodeExampleWhere>;
};


export type BestPracticeImplementedByConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<BestPracticeImplementedByConnectionSort>>;
  where?: InputMaybe<BestPracticeImplementedByConnectionWhere>;
};


export type BestPracticeReferencesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ApiReferenceSort>>;
  where?: InputMaybe<ApiReferenceWhere>;
};


export type BestPracticeReferencesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<BestPracticeReferencesConnectionSort>>;
  where?: InputMaybe<BestPracticeReferencesConnectionWhere>;
};


export type BestPracticeSourcedFromArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SourceSort>>;
  where?: InputMaybe<SourceWhere>;
};


export type BestPracticeSourcedFromConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<BestPracticeSourcedFromConnectionSort>>;
  where?: InputMaybe<BestPracticeSourcedFromConnectionWhere>;
};

export type BestPracticeApiReferenceReferencesAggregateSelection = {
  __typename?: 'BestPracticeAPIReferenceReferencesAggregateSelection';
  count: CountConnection;
  node?: Maybe<BestPracticeApiReferenceReferencesNodeAggregateSelection>;
};

export type BestPracticeApiReferenceReferencesNodeAggregateSelection = {
  __typename?: 'BestPracticeAPIReferenceReferencesNodeAggregateSelection';
  deprecatedIn: StringAggregateSelection;
  description: StringAggregateSelection;
  exampleCode: StringAggregateSelection;
  functionName: StringAggregateSelection;
  kind: StringAggregateSelection;
  language: StringAggregateSelection;
  name: StringAggregateSelection;
  namespace: StringAggregateSelection;
  parameters: StringAggregateSelection;
  returnType: StringAggregateSelection;
  signature: StringAggregateSelection;
  stability: StringAggregateSelection;
  url: StringAggregateSelection;
  versionIntroduced: StringAggregateSelection;
};

export type BestPracticeAggregate = {
  __typename?: 'BestPracticeAggregate';
  count: Count;
  node: BestPracticeAggregateNode;
};

export type BestPracticeAggregateNode = {
  __typename?: 'BestPracticeAggregateNode';
  confidenceScore: FloatAggregateSelection;
  description: StringAggregateSelection;
  domain: StringAggregateSelection;
  exampleCode: StringAggregateSelection;
  language: StringAggregateSelection;
  lastValidated: DateTimeAggregateSelection;
  sourceCount: IntAggregateSelection;
  title: StringAggregateSelection;
  whenNotToUse: StringAggregateSelection;
  whenToUse: StringAggregateSelection;
};

export type BestPracticeBestPracticeConflictsWithAggregateSelection = {
  __typename?: 'BestPracticeBestPracticeConflictsWithAggregateSelection';
  count: CountConnection;
  node?: Maybe<BestPracticeBestPracticeConflictsWithNodeAggregateSelection>;
};

export type BestPracticeBestPracticeConflictsWithNodeAggregateSelection = {
  __typename?: 'BestPracticeBestPracticeConflictsWithNodeAggregateSelection';
  confidenceScore: FloatAggregateSelection;
  description: StringAggregateSelection;
  domain: StringAggregateSelection;
  exampleCode: StringAggregateSelection;
  language: StringAggregateSelection;
  lastValidated: DateTimeAggregateSelection;
  sourceCount: IntAggregateSelection;
  title: StringAggregateSelection;
  whenNotToUse: StringAggregateSelection;
  whenToUse: StringAggregateSelection;
};

export type BestPracticeCodeExampleImplementedByAggregateSelection = {
  __typename?: 'BestPracticeCodeExampleImplementedByAggregateSelection';
  count: CountConnection;
  node?: Maybe<BestPracticeCodeExampleImplementedByNodeAggregateSelection>;
};

export type BestPracticeCodeExampleImplementedByNodeAggregateSelection = {
  __typename?: 'BestPracticeCodeExampleImplementedByNodeAggregateSelection';
  code: StringAggregateSelection;
  difficulty: StringAggregateSelection;
  executionTimeMs: IntAggregateSelection;
  explanation: StringAggregateSelection;
  framework: StringAggregateSelection;
  language: StringAggregateSelection;
  sourceUrl: StringAggregateSelection;
  title: StringAggregateSelection;
  upvotes: IntAggregateSelection;
  useCase: StringAggregateSelection;
  worksWithVersion: StringAggregateSelection;
};

export type BestPracticeConflictsWithConnectFieldInput = {
  connect?: InputMaybe<Array<BestPracticeConnectInput>>;
  where?: InputMaybe<BestPracticeConnectWhere>;
};

export type BestPracticeConflictsWithConnection = {
  __typename?: 'BestPracticeConflictsWithConnection';
  aggregate: BestPracticeBestPracticeConflictsWithAggregateSelection;
  edges: Array<BestPracticeConflictsWithRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type BestPracticeConflictsWithConnectionAggregateInput = {
  AND?: InputMaybe<Array<BestPracticeConflictsWithConnectionAggregateInput>>;
  NOT?: InputMaybe<BestPracticeConflictsWithConnectionAggregateInput>;
  OR?: InputMaybe<Array<BestPracticeConflictsWithConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<BestPracticeConflictsWithNodeAggregationWhereInput>;
};

export type BestPracticeConflictsWithConnectionFilters = {
  /** Filter BestPractices by aggregating results on related BestPracticeConflictsWithConnections */
  aggregate?: InputMaybe<BestPracticeConflictsWithConnectionAggregateInput>;
  /** Return BestPractices where all of the related BestPracticeConflictsWithConnections match this filter */
  all?: InputMaybe<BestPracticeConflictsWithConnectionWhere>;
  /** Return BestPractices where none of the related BestPracticeConflictsWithConnections match this filter */
  none?: InputMaybe<BestPracticeConflictsWithConnectionWhere>;
  /** Return BestPractices where one of the related BestPracticeConflictsWithConnections match this filter */
  single?: InputMaybe<BestPracticeConflictsWithConnectionWhere>;
  /** Return BestPractices where some of the related BestPracticeConflictsWithConnections match this filter */
  some?: InputMaybe<BestPracticeConflictsWithConnectionWhere>;
};

export type BestPracticeConflictsWithConnectionSort = {
  node?: InputMaybe<BestPracticeSort>;
};

export type BestPracticeConflictsWithConnectionWhere = {
  AND?: InputMaybe<Array<BestPracticeConflictsWithConnectionWhere>>;
  NOT?: InputMaybe<BestPracticeConflictsWithConnectionWhere>;
  OR?: InputMaybe<Array<BestPracticeConflictsWithConnectionWhere>>;
  node?: InputMaybe<BestPracticeWhere>;
};

export type BestPracticeConflictsWithCreateFieldInput = {
  node: BestPracticeCreateInput;
};

export type BestPracticeConflictsWithDeleteFieldInput = {
  delete?: InputMaybe<BestPracticeDeleteInput>;
  where?: InputMaybe<BestPracticeConflictsWithConnectionWhere>;
};

export type BestPracticeConflictsWithDisconnectFieldInput = {
  disconnect?: InputMaybe<BestPracticeDisconnectInput>;
  where?: InputMaybe<BestPracticeConflictsWithConnectionWhere>;
};

export type BestPracticeConflictsWithFieldInput = {
  connect?: InputMaybe<Array<BestPracticeConflictsWithConnectFieldInput>>;
  create?: InputMaybe<Array<BestPracticeConflictsWithCreateFieldInput>>;
};

export type BestPracticeConflictsWithNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<BestPracticeConflictsWithNodeAggregationWhereInput>>;
  NOT?: InputMaybe<BestPracticeConflictsWithNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<BestPracticeConflictsWithNodeAggregationWhereInput>>;
  confidenceScore?: InputMaybe<FloatScalarAggregationFilters>;
  description?: InputMaybe<StringScalarAggregationFilters>;
  domain?: InputMaybe<StringScalarAggregationFilters>;
  exampleCode?: InputMaybe<StringScalarAggregationFilters>;
  language?: InputMaybe<StringScalarAggregationFilters>;
  lastValidated?: InputMaybe<DateTimeScalarAggregationFilters>;
  sourceCount?: InputMaybe<IntScalarAggregationFilters>;
  title?: InputMaybe<StringScalarAggregationFilters>;
  whenNotToUse?: InputMaybe<StringScalarAggregationFilters>;
  whenToUse?: InputMaybe<StringScalarAggregationFilters>;
};

export type BestPracticeConflictsWithRelationship = {
  __typename?: 'BestPracticeConflictsWithRelationship';
  cursor: Scalars['String']['output'];
  node: BestPractice;
};

export type BestPracticeConflictsWithUpdateConnectionInput = {
  node?: InputMaybe<BestPracticeUpdateInput>;
  where?: InputMaybe<BestPracticeConflictsWithConnectionWhere>;
};

export type BestPracticeConflictsWithUpdateFieldInput = {
  connect?: InputMaybe<Array<BestPracticeConflictsWithConnectFieldInput>>;
  create?: InputMaybe<Array<BestPracticeConflictsWithCreateFieldInput>>;
  delete?: InputMaybe<Array<BestPracticeConflictsWithDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<BestPracticeConflictsWithDisconnectFieldInput>>;
  update?: InputMaybe<BestPracticeConflictsWithUpdateConnectionInput>;
};

export type BestPracticeConnectInput = {
  conflictsWith?: InputMaybe<Array<BestPracticeConflictsWithConnectFieldInput>>;
  implementedBy?: InputMaybe<Array<BestPracticeImplementedByConnectFieldInput>>;
  references?: InputMaybe<Array<BestPracticeReferencesConnectFieldInput>>;
  sourcedFrom?: InputMaybe<Array<BestPracticeSourcedFromConnectFieldInput>>;
};

export type BestPracticeConnectWhere = {
  node: BestPracticeWhere;
};

export type BestPracticeCreateInput = {
  antiPatterns?: InputMaybe<Array<Scalars['String']['input']>>;
  confidenceScore?: InputMaybe<Scalars['Float']['input']>;
  conflictsWith?: InputMaybe<BestPracticeConflictsWithFieldInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  domain?: InputMaybe<Scalars['String']['input']>;
  exampleCode?: InputMaybe<Scalars['String']['input']>;
  implementedBy?: InputMaybe<BestPracticeImplementedByFieldInput>;
  language?: InputMaybe<Scalars['String']['input']>;
  lastValidated?: InputMaybe<Scalars['DateTime']['input']>;
  references?: InputMaybe<BestPracticeReferencesFieldInput>;
  sourceCount?: InputMaybe<Scalars['Int']['input']>;
  sourcedFrom?: InputMaybe<BestPracticeSourcedFromFieldInput>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
  whenNotToUse?: InputMaybe<Scalars['String']['input']>;
  whenToUse?: InputMaybe<Scalars['String']['input']>;
};

export type BestPracticeDeleteInput = {
  conflictsWith?: InputMaybe<Array<BestPracticeConflictsWithDeleteFieldInput>>;
  implementedBy?: InputMaybe<Array<BestPracticeImplementedByDeleteFieldInput>>;
  references?: InputMaybe<Array<BestPracticeReferencesDeleteFieldInput>>;
  sourcedFrom?: InputMaybe<Array<BestPracticeSourcedFromDeleteFieldInput>>;
};

export type BestPracticeDisconnectInput = {
  conflictsWith?: InputMaybe<Array<BestPracticeConflictsWithDisconnectFieldInput>>;
  implementedBy?: InputMaybe<Array<BestPracticeImplementedByDisconnectFieldInput>>;
  references?: InputMaybe<Array<BestPracticeReferencesDisconnectFieldInput>>;
  sourcedFrom?: InputMaybe<Array<BestPracticeSourcedFromDisconnectFieldInput>>;
};

export type BestPracticeEdge = {
  __typename?: 'BestPracticeEdge';
  cursor: Scalars['String']['output'];
  node: BestPractice;
};

export type BestPracticeImplementedByConnectFieldInput = {
  connect?: InputMaybe<Array<CodeExampleConnectInput>>;
  where?: InputMaybe<CodeExampleConnectWhere>;
};

export type BestPracticeImplementedByConnection = {
  __typename?: 'BestPracticeImplementedByConnection';
  aggregate: BestPracticeCodeExampleImplementedByAggregateSelection;
  edges: Array<BestPracticeImplementedByRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type BestPracticeImplementedByConnectionAggregateInput = {
  AND?: InputMaybe<Array<BestPracticeImplementedByConnectionAggregateInput>>;
  NOT?: InputMaybe<BestPracticeImplementedByConnectionAggregateInput>;
  OR?: InputMaybe<Array<BestPracticeImplementedByConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<BestPracticeImplementedByNodeAggregationWhereInput>;
};

export type BestPracticeImplementedByConnectionFilters = {
  /** Filter BestPractices by aggregating results on related BestPracticeImplementedByConnections */
  aggregate?: InputMaybe<BestPracticeImplementedByConnectionAggregateInput>;
  /** Return BestPractices where all of the related BestPracticeImplementedByConnections match this filter */
  all?: InputMaybe<BestPracticeImplementedByConnectionWhere>;
  /** Return BestPractices where none of the related BestPracticeImplementedByConnections match this filter */
  none?: InputMaybe<BestPracticeImplementedByConnectionWhere>;
  /** Return BestPractices where one of the related BestPracticeImplementedByConnections match this filter */
  single?: InputMaybe<BestPracticeImplementedByConnectionWhere>;
  /** Return BestPractices where some of the related BestPracticeImplementedByConnections match this filter */
  some?: InputMaybe<BestPracticeImplementedByConnectionWhere>;
};

export type BestPracticeImplementedByConnectionSort = {
  node?: InputMaybe<CodeExampleSort>;
};

export type BestPracticeImplementedByConnectionWhere = {
  AND?: InputMaybe<Array<BestPracticeImplementedByConnectionWhere>>;
  NOT?: InputMaybe<BestPracticeImplementedByConnectionWhere>;
  OR?: InputMaybe<Array<BestPracticeImplementedByConnectionWhere>>;
  node?: InputMaybe<CodeExampleWhere>;
};

export type BestPracticeImplementedByCreateFieldInput = {
  node: CodeExampleCreateInput;
};

export type BestPracticeImplementedByDeleteFieldInput = {
  delete?: InputMaybe<CodeExampleDeleteInput>;
  where?: InputMaybe<BestPracticeImplementedByConnectionWhere>;
};

export type BestPracticeImplementedByDisconnectFieldInput = {
  disconnect?: InputMaybe<CodeExampleDisconnectInput>;
  where?: InputMaybe<BestPracticeImplementedByConnectionWhere>;
};

export type BestPracticeImplementedByFieldInput = {
  connect?: InputMaybe<Array<BestPracticeImplementedByConnectFieldInput>>;
  create?: InputMaybe<Array<BestPracticeImplementedByCreateFieldInput>>;
};

export type BestPracticeImplementedByNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<BestPracticeImplementedByNodeAggregationWhereInput>>;
  NOT?: InputMaybe<BestPracticeImplementedByNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<BestPracticeImplementedByNodeAggregationWhereInput>>;
  code?: InputMaybe<StringScalarAggregationFilters>;
  difficulty?: InputMaybe<StringScalarAggregationFilters>;
  executionTimeMs?: InputMaybe<IntScalarAggregationFilters>;
  explanation?: InputMaybe<StringScalarAggregationFilters>;
  framework?: InputMaybe<StringScalarAggregationFilters>;
  language?: InputMaybe<StringScalarAggregationFilters>;
  sourceUrl?: InputMaybe<StringScalarAggregationFilters>;
  title?: InputMaybe<StringScalarAggregationFilters>;
  upvotes?: InputMaybe<IntScalarAggregationFilters>;
  useCase?: InputMaybe<StringScalarAggregationFilters>;
  worksWithVersion?: InputMaybe<StringScalarAggregationFilters>;
};

export type BestPracticeImplementedByRelationship = {
  __typename?: 'BestPracticeImplementedByRelationship';
  cursor: Scalars['String']['output'];
  node: CodeExample;
};

export type BestPracticeImplementedByUpdateConnectionInput = {
  node?: InputMaybe<CodeExampleUpdateInput>;
  where?: InputMaybe<BestPracticeImplementedByConnectionWhere>;
};

export type BestPracticeImplementedByUpdateFieldInput = {
  connect?: InputMaybe<Array<BestPracticeImplementedByConnectFieldInput>>;
  create?: InputMaybe<Array<BestPracticeImplementedByCreateFieldInput>>;
  delete?: InputMaybe<Array<BestPracticeImplementedByDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<BestPracticeImplementedByDisconnectFieldInput>>;
  update?: InputMaybe<BestPracticeImplementedByUpdateConnectionInput>;
};

export type BestPracticeIndexEdge = {
  __typename?: 'BestPracticeIndexEdge';
  cursor: Scalars['String']['output'];
  node: BestPractice;
  score: Scalars['Float']['output'];
};

/** The input for sorting a Fulltext query on an index of BestPractice */
export type BestPracticeIndexSort = {
  node?: InputMaybe<BestPracticeSort>;
  score?: InputMaybe<SortDirection>;
};

/** The input for filtering a full-text query on an index of BestPractice */
export type BestPracticeIndexWhere = {
  node?: InputMaybe<BestPracticeWhere>;
  score?: InputMaybe<FloatWhere>;
};

export type BestPracticeReferencesConnectFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceConnectInput>>;
  where?: InputMaybe<ApiReferenceConnectWhere>;
};

export type BestPracticeReferencesConnection = {
  __typename?: 'BestPracticeReferencesConnection';
  aggregate: BestPracticeApiReferenceReferencesAggregateSelection;
  edges: Array<BestPracticeReferencesRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type BestPracticeReferencesConnectionAggregateInput = {
  AND?: InputMaybe<Array<BestPracticeReferencesConnectionAggregateInput>>;
  NOT?: InputMaybe<BestPracticeReferencesConnectionAggregateInput>;
  OR?: InputMaybe<Array<BestPracticeReferencesConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<BestPracticeReferencesNodeAggregationWhereInput>;
};

export type BestPracticeReferencesConnectionFilters = {
  /** Filter BestPractices by aggregating results on related BestPracticeReferencesConnections */
  aggregate?: InputMaybe<BestPracticeReferencesConnectionAggregateInput>;
  /** Return BestPractices where all of the related BestPracticeReferencesConnections match this filter */
  all?: InputMaybe<BestPracticeReferencesConnectionWhere>;
  /** Return BestPractices where none of the related BestPracticeReferencesConnections match this filter */
  none?: InputMaybe<BestPracticeReferencesConnectionWhere>;
  /** Return BestPractices where one of the related BestPracticeReferencesConnections match this filter */
  single?: InputMaybe<BestPracticeReferencesConnectionWhere>;
  /** Return BestPractices where some of the related BestPracticeReferencesConnections match this filter */
  some?: InputMaybe<BestPracticeReferencesConnectionWhere>;
};

export type BestPracticeReferencesConnectionSort = {
  node?: InputMaybe<ApiReferenceSort>;
};

export type BestPracticeReferencesConnectionWhere = {
  AND?: InputMaybe<Array<BestPracticeReferencesConnectionWhere>>;
  NOT?: InputMaybe<BestPracticeReferencesConnectionWhere>;
  OR?: InputMaybe<Array<BestPracticeReferencesConnectionWhere>>;
  node?: InputMaybe<ApiReferenceWhere>;
};

export type BestPracticeReferencesCreateFieldInput = {
  node: ApiReferenceCreateInput;
};

export type BestPracticeReferencesDeleteFieldInput = {
  delete?: InputMaybe<ApiReferenceDeleteInput>;
  where?: InputMaybe<BestPracticeReferencesConnectionWhere>;
};

export type BestPracticeReferencesDisconnectFieldInput = {
  disconnect?: InputMaybe<ApiReferenceDisconnectInput>;
  where?: InputMaybe<BestPracticeReferencesConnectionWhere>;
};

export type BestPracticeReferencesFieldInput = {
  connect?: InputMaybe<Array<BestPracticeReferencesConnectFieldInput>>;
  create?: InputMaybe<Array<BestPracticeReferencesCreateFieldInput>>;
};

export type BestPracticeReferencesNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<BestPracticeReferencesNodeAggregationWhereInput>>;
  NOT?: InputMaybe<BestPracticeReferencesNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<BestPracticeReferencesNodeAggregationWhereInput>>;
  deprecatedIn?: InputMaybe<StringScalarAggregationFilters>;
  description?: InputMaybe<StringScalarAggregationFilters>;
  exampleCode?: InputMaybe<StringScalarAggregationFilters>;
  functionName?: InputMaybe<StringScalarAggregationFilters>;
  kind?: InputMaybe<StringScalarAggregationFilters>;
  language?: InputMaybe<StringScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
  namespace?: InputMaybe<StringScalarAggregationFilters>;
  parameters?: InputMaybe<StringScalarAggregationFilters>;
  returnType?: InputMaybe<StringScalarAggregationFilters>;
  signature?: InputMaybe<StringScalarAggregationFilters>;
  stability?: InputMaybe<StringScalarAggregationFilters>;
  url?: InputMaybe<StringScalarAggregationFilters>;
  versionIntroduced?: InputMaybe<StringScalarAggregationFilters>;
};

export type BestPracticeReferencesRelationship = {
  __typename?: 'BestPracticeReferencesRelationship';
  cursor: Scalars['String']['output'];
  node: ApiReference;
};

export type BestPracticeReferencesUpdateConnectionInput = {
  node?: InputMaybe<ApiReferenceUpdateInput>;
  where?: InputMaybe<BestPracticeReferencesConnectionWhere>;
};

export type BestPracticeReferencesUpdateFieldInput = {
  connect?: InputMaybe<Array<BestPracticeReferencesConnectFieldInput>>;
  create?: InputMaybe<Array<BestPracticeReferencesCreateFieldInput>>;
  delete?: InputMaybe<Array<BestPracticeReferencesDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<BestPracticeReferencesDisconnectFieldInput>>;
  update?: InputMaybe<BestPracticeReferencesUpdateConnectionInput>;
};

export type BestPracticeRelationshipFilters = {
  /** Filter type where all of the related BestPractices match this filter */
  all?: InputMaybe<BestPracticeWhere>;
  /** Filter type where none of the related BestPractices match this filter */
  none?: InputMaybe<BestPracticeWhere>;
  /** Filter type where one of the related BestPractices match this filter */
  single?: InputMaybe<BestPracticeWhere>;
  /** Filter type where some of the related BestPractices match this filter */
  some?: InputMaybe<BestPracticeWhere>;
};

/** Fields to sort BestPractices by. The order in which sorts are applied is not guaranteed when specifying many fields in one BestPracticeSort object. */
export type BestPracticeSort = {
  confidenceScore?: InputMaybe<SortDirection>;
  description?: InputMaybe<SortDirection>;
  domain?: InputMaybe<SortDirection>;
  exampleCode?: InputMaybe<SortDirection>;
  id?: InputMaybe<SortDirection>;
  language?: InputMaybe<SortDirection>;
  lastValidated?: InputMaybe<SortDirection>;
  sourceCount?: InputMaybe<SortDirection>;
  title?: InputMaybe<SortDirection>;
  whenNotToUse?: InputMaybe<SortDirection>;
  whenToUse?: InputMaybe<SortDirection>;
};

export type BestPracticeSourceSourcedFromAggregateSelection = {
  __typename?: 'BestPracticeSourceSourcedFromAggregateSelection';
  count: CountConnection;
  node?: Maybe<BestPracticeSourceSourcedFromNodeAggregateSelection>;
};

export type BestPracticeSourceSourcedFromNodeAggregateSelection = {
  __typename?: 'BestPracticeSourceSourcedFromNodeAggregateSelection';
  kind: StringAggregateSelection;
  lastVerified: DateTimeAggregateSelection;
  name: StringAggregateSelection;
  trustScore: FloatAggregateSelection;
  upvotes: IntAggregateSelection;
  url: StringAggregateSelection;
};

export type BestPracticeSourcedFromConnectFieldInput = {
  where?: InputMaybe<SourceConnectWhere>;
};

export type BestPracticeSourcedFromConnection = {
  __typename?: 'BestPracticeSourcedFromConnection';
  aggregate: BestPracticeSourceSourcedFromAggregateSelection;
  edges: Array<BestPracticeSourcedFromRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type BestPracticeSourcedFromConnectionAggregateInput = {
  AND?: InputMaybe<Array<BestPracticeSourcedFromConnectionAggregateInput>>;
  NOT?: InputMaybe<BestPracticeSourcedFromConnectionAggregateInput>;
  OR?: InputMaybe<Array<BestPracticeSourcedFromConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<BestPracticeSourcedFromNodeAggregationWhereInput>;
};

export type BestPracticeSourcedFromConnectionFilters = {
  /** Filter BestPractices by aggregating results on related BestPracticeSourcedFromConnections */
  aggregate?: InputMaybe<BestPracticeSourcedFromConnectionAggregateInput>;
  /** Return BestPractices where all of the related BestPracticeSourcedFromConnections match this filter */
  all?: InputMaybe<BestPracticeSourcedFromConnectionWhere>;
  /** Return BestPractices where none of the related BestPracticeSourcedFromConnections match this filter */
  none?: InputMaybe<BestPracticeSourcedFromConnectionWhere>;
  /** Return BestPractices where one of the related BestPracticeSourcedFromConnections match this filter */
  single?: InputMaybe<BestPracticeSourcedFromConnectionWhere>;
  /** Return BestPractices where some of the related BestPracticeSourcedFromConnections match this filter */
  some?: InputMaybe<BestPracticeSourcedFromConnectionWhere>;
};

export type BestPracticeSourcedFromConnectionSort = {
  node?: InputMaybe<SourceSort>;
};

export type BestPracticeSourcedFromConnectionWhere = {
  AND?: InputMaybe<Array<BestPracticeSourcedFromConnectionWhere>>;
  NOT?: InputMaybe<BestPracticeSourcedFromConnectionWhere>;
  OR?: InputMaybe<Array<BestPracticeSourcedFromConnectionWhere>>;
  node?: InputMaybe<SourceWhere>;
};

export type BestPracticeSourcedFromCreateFieldInput = {
  node: SourceCreateInput;
};

export type BestPracticeSourcedFromDeleteFieldInput = {
  where?: InputMaybe<BestPracticeSourcedFromConnectionWhere>;
};

export type BestPracticeSourcedFromDisconnectFieldInput = {
  where?: InputMaybe<BestPracticeSourcedFromConnectionWhere>;
};

export type BestPracticeSourcedFromFieldInput = {
  connect?: InputMaybe<Array<BestPracticeSourcedFromConnectFieldInput>>;
  create?: InputMaybe<Array<BestPracticeSourcedFromCreateFieldInput>>;
};

export type BestPracticeSourcedFromNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<BestPracticeSourcedFromNodeAggregationWhereInput>>;
  NOT?: InputMaybe<BestPracticeSourcedFromNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<BestPracticeSourcedFromNodeAggregationWhereInput>>;
  kind?: InputMaybe<StringScalarAggregationFilters>;
  lastVerified?: InputMaybe<DateTimeScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
  trustScore?: InputMaybe<FloatScalarAggregationFilters>;
  upvotes?: InputMaybe<IntScalarAggregationFilters>;
  url?: InputMaybe<StringScalarAggregationFilters>;
};

export type BestPracticeSourcedFromRelationship = {
  __typename?: 'BestPracticeSourcedFromRelationship';
  cursor: Scalars['String']['output'];
  node: Source;
};

export type BestPracticeSourcedFromUpdateConnectionInput = {
  node?: InputMaybe<SourceUpdateInput>;
  where?: InputMaybe<BestPracticeSourcedFromConnectionWhere>;
};

export type BestPracticeSourcedFromUpdateFieldInput = {
  connect?: InputMaybe<Array<BestPracticeSourcedFromConnectFieldInput>>;
  create?: InputMaybe<Array<BestPracticeSourcedFromCreateFieldInput>>;
  delete?: InputMaybe<Array<BestPracticeSourcedFromDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<BestPracticeSourcedFromDisconnectFieldInput>>;
  update?: InputMaybe<BestPracticeSourcedFromUpdateConnectionInput>;
};

export type BestPracticeUpdateInput = {
  antiPatterns?: InputMaybe<ListStringMutations>;
  confidenceScore?: InputMaybe<FloatScalarMutations>;
  conflictsWith?: InputMaybe<Array<BestPracticeConflictsWithUpdateFieldInput>>;
  description?: InputMaybe<StringScalarMutations>;
  domain?: InputMaybe<StringScalarMutations>;
  exampleCode?: InputMaybe<StringScalarMutations>;
  implementedBy?: InputMaybe<Array<BestPracticeImplementedByUpdateFieldInput>>;
  language?: InputMaybe<StringScalarMutations>;
  lastValidated?: InputMaybe<DateTimeScalarMutations>;
  references?: InputMaybe<Array<BestPracticeReferencesUpdateFieldInput>>;
  sourceCount?: InputMaybe<IntScalarMutations>;
  sourcedFrom?: InputMaybe<Array<BestPracticeSourcedFromUpdateFieldInput>>;
  tags?: InputMaybe<ListStringMutations>;
  title?: InputMaybe<StringScalarMutations>;
  whenNotToUse?: InputMaybe<StringScalarMutations>;
  whenToUse?: InputMaybe<StringScalarMutations>;
};

export type BestPracticeWhere = {
  AND?: InputMaybe<Array<BestPracticeWhere>>;
  NOT?: InputMaybe<BestPracticeWhere>;
  OR?: InputMaybe<Array<BestPracticeWhere>>;
  antiPatterns?: InputMaybe<StringListFilters>;
  confidenceScore?: InputMaybe<FloatScalarFilters>;
  conflictsWith?: InputMaybe<BestPracticeRelationshipFilters>;
  conflictsWithConnection?: InputMaybe<BestPracticeConflictsWithConnectionFilters>;
  description?: InputMaybe<StringScalarFilters>;
  domain?: InputMaybe<StringScalarFilters>;
  exampleCode?: InputMaybe<StringScalarFilters>;
  id?: InputMaybe<IdScalarFilters>;
  implementedBy?: InputMaybe<CodeExampleRelationshipFilters>;
  implementedByConnection?: InputMaybe<BestPracticeImplementedByConnectionFilters>;
  language?: InputMaybe<StringScalarFilters>;
  lastValidated?: InputMaybe<DateTimeScalarFilters>;
  references?: InputMaybe<ApiReferenceRelationshipFilters>;
  referencesConnection?: InputMaybe<BestPracticeReferencesConnectionFilters>;
  sourceCount?: InputMaybe<IntScalarFilters>;
  sourcedFrom?: InputMaybe<SourceRelationshipFilters>;
  sourcedFromConnection?: InputMaybe<BestPracticeSourcedFromConnectionFilters>;
  tags?: InputMaybe<StringListFilters>;
  title?: InputMaybe<StringScalarFilters>;
  whenNotToUse?: InputMaybe<StringScalarFilters>;
  whenToUse?: InputMaybe<StringScalarFilters>;
};

export type BestPracticesConnection = {
  __typename?: 'BestPracticesConnection';
  aggregate: BestPracticeAggregate;
  edges: Array<BestPracticeEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type BestPracticesIndexConnection = {
  __typename?: 'BestPracticesIndexConnection';
  edges: Array<BestPracticeIndexEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** Boolean filters */
export type BooleanScalarFilters = {
  eq?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Boolean mutations */
export type BooleanScalarMutations = {
  set?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Class = {
  __typename?: 'Class';
  file: Array<CodeFile>;
  fileConnection: ClassFileConnection;
  filePath?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  inheritsFrom: Array<Class>;
  inheritsFromConnection: ClassInheritsFromConnection;
  name: Scalars['String']['output'];
  project?: Maybe<Scalars['ID']['output']>;
  referencedBy: Array<Memory>;
  referencedByConnection: ClassReferencedByConnection;
  subclasses: Array<Class>;
  subclassesConnection: ClassSubclassesConnection;
};


export type ClassFileArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<CodeFileSort>>;
  where?: InputMaybe<CodeFileWhere>;
};


export type ClassFileConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ClassFileConnectionSort>>;
  where?: InputMaybe<ClassFileConnectionWhere>;
};


export type ClassInheritsFromArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ClassSort>>;
  where?: InputMaybe<ClassWhere>;
};


export type ClassInheritsFromConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ClassInheritsFromConnectionSort>>;
  where?: InputMaybe<ClassInheritsFromConnectionWhere>;
};


export type ClassReferencedByArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemorySort>>;
  where?: InputMaybe<MemoryWhere>;
};


export type ClassReferencedByConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ClassReferencedByConnectionSort>>;
  where?: InputMaybe<ClassReferencedByConnectionWhere>;
};


export type ClassSubclassesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ClassSort>>;
  where?: InputMaybe<ClassWhere>;
};


export type ClassSubclassesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ClassSubclassesConnectionSort>>;
  where?: InputMaybe<ClassSubclassesConnectionWhere>;
};

export type ClassAggregate = {
  __typename?: 'ClassAggregate';
  count: Count;
  node: ClassAggregateNode;
};

export type ClassAggregateNode = {
  __typename?: 'ClassAggregateNode';
  filePath: StringAggregateSelection;
  name: StringAggregateSelection;
};

export type ClassClassInheritsFromAggregateSelection = {
  __typename?: 'ClassClassInheritsFromAggregateSelection';
  count: CountConnection;
  node?: Maybe<ClassClassInheritsFromNodeAggregateSelection>;
};

export type ClassClassInheritsFromNodeAggregateSelection = {
  __typename?: 'ClassClassInheritsFromNodeAggregateSelection';
  filePath: StringAggregateSelection;
  name: StringAggregateSelection;
};

export type ClassClassSubclassesAggregateSelection = {
  __typename?: 'ClassClassSubclassesAggregateSelection';
  count: CountConnection;
  node?: Maybe<ClassClassSubclassesNodeAggregateSelection>;
};

export type ClassClassSubclassesNodeAggregateSelection = {
  __typename?: 'ClassClassSubclassesNodeAggregateSelection';
  filePath: StringAggregateSelection;
  name: StringAggregateSelection;
};

export type ClassCodeFileFileAggregateSelection = {
  __typename?: 'ClassCodeFileFileAggregateSelection';
  count: CountConnection;
  node?: Maybe<ClassCodeFileFileNodeAggregateSelection>;
};

export type ClassCodeFileFileNodeAggregateSelection = {
  __typename?: 'ClassCodeFileFileNodeAggregateSelection';
  createdAt: DateTimeAggregateSelection;
  hash: StringAggregateSelection;
  language: StringAggregateSelection;
  path: StringAggregateSelection;
};

export type ClassConnectInput = {
  file?: InputMaybe<Array<ClassFileConnectFieldInput>>;
  inheritsFrom?: InputMaybe<Array<ClassInheritsFromConnectFieldInput>>;
  referencedBy?: InputMaybe<Array<ClassReferencedByConnectFieldInput>>;
  subclasses?: InputMaybe<Array<ClassSubclassesConnectFieldInput>>;
};

export type ClassConnectWhere = {
  node: ClassWhere;
};

export type ClassCreateInput = {
  file?: InputMaybe<ClassFileFieldInput>;
  filePath?: InputMaybe<Scalars['String']['input']>;
  inheritsFrom?: InputMaybe<ClassInheritsFromFieldInput>;
  name: Scalars['String']['input'];
  project?: InputMaybe<Scalars['ID']['input']>;
  referencedBy?: InputMaybe<ClassReferencedByFieldInput>;
  subclasses?: InputMaybe<ClassSubclassesFieldInput>;
};

export type ClassDeleteInput = {
  file?: InputMaybe<Array<ClassFileDeleteFieldInput>>;
  inheritsFrom?: InputMaybe<Array<ClassInheritsFromDeleteFieldInput>>;
  referencedBy?: InputMaybe<Array<ClassReferencedByDeleteFieldInput>>;
  subclasses?: InputMaybe<Array<ClassSubclassesDeleteFieldInput>>;
};

export type ClassDisconnectInput = {
  file?: InputMaybe<Array<ClassFileDisconnectFieldInput>>;
  inheritsFrom?: InputMaybe<Array<ClassInheritsFromDisconnectFieldInput>>;
  referencedBy?: InputMaybe<Array<ClassReferencedByDisconnectFieldInput>>;
  subclasses?: InputMaybe<Array<ClassSubclassesDisconnectFieldInput>>;
};

export type ClassEdge = {
  __typename?: 'ClassEdge';
  cursor: Scalars['String']['output'];
  node: Class;
};

export type ClassFileConnectFieldInput = {
  connect?: InputMaybe<Array<CodeFileConnectInput>>;
  where?: InputMaybe<CodeFileConnectWhere>;
};

export type ClassFileConnection = {
  __typename?: 'ClassFileConnection';
  aggregate: ClassCodeFileFileAggregateSelection;
  edges: Array<ClassFileRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ClassFileConnectionAggregateInput = {
  AND?: InputMaybe<Array<ClassFileConnectionAggregateInput>>;
  NOT?: InputMaybe<ClassFileConnectionAggregateInput>;
  OR?: InputMaybe<Array<ClassFileConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<ClassFileNodeAggregationWhereInput>;
};

export type ClassFileConnectionFilters = {
  /** Filter Classes by aggregating results on related ClassFileConnections */
  aggregate?: InputMaybe<ClassFileConnectionAggregateInput>;
  /** Return Classes where all of the related ClassFileConnections match this filter */
  all?: InputMaybe<ClassFileConnectionWhere>;
  /** Return Classes where none of the related ClassFileConnections match this filter */
  none?: InputMaybe<ClassFileConnectionWhere>;
  /** Return Classes where one of the related ClassFileConnections match this filter */
  single?: InputMaybe<ClassFileConnectionWhere>;
  /** Return Classes where some of the related ClassFileConnections match this filter */
  some?: InputMaybe<ClassFileConnectionWhere>;
};

export type ClassFileConnectionSort = {
  node?: InputMaybe<CodeFileSort>;
};

export type ClassFileConnectionWhere = {
  AND?: InputMaybe<Array<ClassFileConnectionWhere>>;
  NOT?: InputMaybe<ClassFileConnectionWhere>;
  OR?: InputMaybe<Array<ClassFileConnectionWhere>>;
  node?: InputMaybe<CodeFileWhere>;
};

export type ClassFileCreateFieldInput = {
  node: CodeFileCreateInput;
};

export type ClassFileDeleteFieldInput = {
  delete?: InputMaybe<CodeFileDeleteInput>;
  where?: InputMaybe<ClassFileConnectionWhere>;
};

export type ClassFileDisconnectFieldInput = {
  disconnect?: InputMaybe<CodeFileDisconnectInput>;
  where?: InputMaybe<ClassFileConnectionWhere>;
};

export type ClassFileFieldInput = {
  connect?: InputMaybe<Array<ClassFileConnectFieldInput>>;
  create?: InputMaybe<Array<ClassFileCreateFieldInput>>;
};

export type ClassFileNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<ClassFileNodeAggregationWhereInput>>;
  NOT?: InputMaybe<ClassFileNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<ClassFileNodeAggregationWhereInput>>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  hash?: InputMaybe<StringScalarAggregationFilters>;
  language?: InputMaybe<StringScalarAggregationFilters>;
  path?: InputMaybe<StringScalarAggregationFilters>;
};

export type ClassFileRelationship = {
  __typename?: 'ClassFileRelationship';
  cursor: Scalars['String']['output'];
  node: CodeFile;
};

export type ClassFileUpdateConnectionInput = {
  node?: InputMaybe<CodeFileUpdateInput>;
  where?: InputMaybe<ClassFileConnectionWhere>;
};

export type ClassFileUpdateFieldInput = {
  connect?: InputMaybe<Array<ClassFileConnectFieldInput>>;
  create?: InputMaybe<Array<ClassFileCreateFieldInput>>;
  delete?: InputMaybe<Array<ClassFileDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<ClassFileDisconnectFieldInput>>;
  update?: InputMaybe<ClassFileUpdateConnectionInput>;
};

export type ClassInheritsFromConnectFieldInput = {
  connect?: InputMaybe<Array<ClassConnectInput>>;
  where?: InputMaybe<ClassConnectWhere>;
};

export type ClassInheritsFromConnection = {
  __typename?: 'ClassInheritsFromConnection';
  aggregate: ClassClassInheritsFromAggregateSelection;
  edges: Array<ClassInheritsFromRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ClassInheritsFromConnectionAggregateInput = {
  AND?: InputMaybe<Array<ClassInheritsFromConnectionAggregateInput>>;
  NOT?: InputMaybe<ClassInheritsFromConnectionAggregateInput>;
  OR?: InputMaybe<Array<ClassInheritsFromConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<ClassInheritsFromNodeAggregationWhereInput>;
};

export type ClassInheritsFromConnectionFilters = {
  /** Filter Classes by aggregating results on related ClassInheritsFromConnections */
  aggregate?: InputMaybe<ClassInheritsFromConnectionAggregateInput>;
  /** Return Classes where all of the related ClassInheritsFromConnections match this filter */
  all?: InputMaybe<ClassInheritsFromConnectionWhere>;
  /** Return Classes where none of the related ClassInheritsFromConnections match this filter */
  none?: InputMaybe<ClassInheritsFromConnectionWhere>;
  /** Return Classes where one of the related ClassInheritsFromConnections match this filter */
  single?: InputMaybe<ClassInheritsFromConnectionWhere>;
  /** Return Classes where some of the related ClassInheritsFromConnections match this filter */
  some?: InputMaybe<ClassInheritsFromConnectionWhere>;
};

export type ClassInheritsFromConnectionSort = {
  node?: InputMaybe<ClassSort>;
};

export type ClassInheritsFromConnectionWhere = {
  AND?: InputMaybe<Array<ClassInheritsFromConnectionWhere>>;
  NOT?: InputMaybe<ClassInheritsFromConnectionWhere>;
  OR?: InputMaybe<Array<ClassInheritsFromConnectionWhere>>;
  node?: InputMaybe<ClassWhere>;
};

export type ClassInheritsFromCreateFieldInput = {
  node: ClassCreateInput;
};

export type ClassInheritsFromDeleteFieldInput = {
  delete?: InputMaybe<ClassDeleteInput>;
  where?: InputMaybe<ClassInheritsFromConnectionWhere>;
};

export type ClassInheritsFromDisconnectFieldInput = {
  disconnect?: InputMaybe<ClassDisconnectInput>;
  where?: InputMaybe<ClassInheritsFromConnectionWhere>;
};

export type ClassInheritsFromFieldInput = {
  connect?: InputMaybe<Array<ClassInheritsFromConnectFieldInput>>;
  create?: InputMaybe<Array<ClassInheritsFromCreateFieldInput>>;
};

export type ClassInheritsFromNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<ClassInheritsFromNodeAggregationWhereInput>>;
  NOT?: InputMaybe<ClassInheritsFromNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<ClassInheritsFromNodeAggregationWhereInput>>;
  filePath?: InputMaybe<StringScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
};

export type ClassInheritsFromRelationship = {
  __typename?: 'ClassInheritsFromRelationship';
  cursor: Scalars['String']['output'];
  node: Class;
};

export type ClassInheritsFromUpdateConnectionInput = {
  node?: InputMaybe<ClassUpdateInput>;
  where?: InputMaybe<ClassInheritsFromConnectionWhere>;
};

export type ClassInheritsFromUpdateFieldInput = {
  connect?: InputMaybe<Array<ClassInheritsFromConnectFieldInput>>;
  create?: InputMaybe<Array<ClassInheritsFromCreateFieldInput>>;
  delete?: InputMaybe<Array<ClassInheritsFromDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<ClassInheritsFromDisconnectFieldInput>>;
  update?: InputMaybe<ClassInheritsFromUpdateConnectionInput>;
};

export type ClassMemoryReferencedByAggregateSelection = {
  __typename?: 'ClassMemoryReferencedByAggregateSelection';
  count: CountConnection;
  node?: Maybe<ClassMemoryReferencedByNodeAggregateSelection>;
};

export type ClassMemoryReferencedByNodeAggregateSelection = {
  __typename?: 'ClassMemoryReferencedByNodeAggregateSelection';
  accessCount: IntAggregateSelection;
  accessedAt: DateTimeAggregateSelection;
  content: StringAggregateSelection;
  contentHash: StringAggregateSelection;
  createdAt: DateTimeAggregateSelection;
  expiresAt: DateTimeAggregateSelection;
  importance: IntAggregateSelection;
  occurredAt: DateTimeAggregateSelection;
  occurrences: IntAggregateSelection;
  supersededAt: DateTimeAggregateSelection;
  title: StringAggregateSelection;
  updatedAt: DateTimeAggregateSelection;
};

export type ClassReferencedByConnectFieldInput = {
  connect?: InputMaybe<Array<MemoryConnectInput>>;
  where?: InputMaybe<MemoryConnectWhere>;
};

export type ClassReferencedByConnection = {
  __typename?: 'ClassReferencedByConnection';
  aggregate: ClassMemoryReferencedByAggregateSelection;
  edges: Array<ClassReferencedByRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ClassReferencedByConnectionAggregateInput = {
  AND?: InputMaybe<Array<ClassReferencedByConnectionAggregateInput>>;
  NOT?: InputMaybe<ClassReferencedByConnectionAggregateInput>;
  OR?: InputMaybe<Array<ClassReferencedByConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<ClassReferencedByNodeAggregationWhereInput>;
};

export type ClassReferencedByConnectionFilters = {
  /** Filter Classes by aggregating results on related ClassReferencedByConnections */
  aggregate?: InputMaybe<ClassReferencedByConnectionAggregateInput>;
  /** Return Classes where all of the related ClassReferencedByConnections match this filter */
  all?: InputMaybe<ClassReferencedByConnectionWhere>;
  /** Return Classes where none of the related ClassReferencedByConnections match this filter */
  none?: InputMaybe<ClassReferencedByConnectionWhere>;
  /** Return Classes where one of the related ClassReferencedByConnections match this filter */
  single?: InputMaybe<ClassReferencedByConnectionWhere>;
  /** Return Classes where some of the related ClassReferencedByConnections match this filter */
  some?: InputMaybe<ClassReferencedByConnectionWhere>;
};

export type ClassReferencedByConnectionSort = {
  node?: InputMaybe<MemorySort>;
};

export type ClassReferencedByConnectionWhere = {
  AND?: InputMaybe<Array<ClassReferencedByConnectionWhere>>;
  NOT?: InputMaybe<ClassReferencedByConnectionWhere>;
  OR?: InputMaybe<Array<ClassReferencedByConnectionWhere>>;
  node?: InputMaybe<MemoryWhere>;
};

export type ClassReferencedByCreateFieldInput = {
  node: MemoryCreateInput;
};

export type ClassReferencedByDeleteFieldInput = {
  delete?: InputMaybe<MemoryDeleteInput>;
  where?: InputMaybe<ClassReferencedByConnectionWhere>;
};

export type ClassReferencedByDisconnectFieldInput = {
  disconnect?: InputMaybe<MemoryDisconnectInput>;
  where?: InputMaybe<ClassReferencedByConnectionWhere>;
};

export type ClassReferencedByFieldInput = {
  connect?: InputMaybe<Array<ClassReferencedByConnectFieldInput>>;
  create?: InputMaybe<Array<ClassReferencedByCreateFieldInput>>;
};

export type ClassReferencedByNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<ClassReferencedByNodeAggregationWhereInput>>;
  NOT?: InputMaybe<ClassReferencedByNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<ClassReferencedByNodeAggregationWhereInput>>;
  accessCount?: InputMaybe<IntScalarAggregationFilters>;
  accessedAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  content?: InputMaybe<StringScalarAggregationFilters>;
  contentHash?: InputMaybe<StringScalarAggregationFilters>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  expiresAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  importance?: InputMaybe<IntScalarAggregationFilters>;
  occurredAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  occurrences?: InputMaybe<IntScalarAggregationFilters>;
  supersededAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  title?: InputMaybe<StringScalarAggregationFilters>;
  updatedAt?: InputMaybe<DateTimeScalarAggregationFilters>;
};

export type ClassReferencedByRelationship = {
  __typename?: 'ClassReferencedByRelationship';
  cursor: Scalars['String']['output'];
  node: Memory;
};

export type ClassReferencedByUpdateConnectionInput = {
  node?: InputMaybe<MemoryUpdateInput>;
  where?: InputMaybe<ClassReferencedByConnectionWhere>;
};

export type ClassReferencedByUpdateFieldInput = {
  connect?: InputMaybe<Array<ClassReferencedByConnectFieldInput>>;
  create?: InputMaybe<Array<ClassReferencedByCreateFieldInput>>;
  delete?: InputMaybe<Array<ClassReferencedByDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<ClassReferencedByDisconnectFieldInput>>;
  update?: InputMaybe<ClassReferencedByUpdateConnectionInput>;
};

export type ClassRelationshipFilters = {
  /** Filter type where all of the related Classes match this filter */
  all?: InputMaybe<ClassWhere>;
  /** Filter type where none of the related Classes match this filter */
  none?: InputMaybe<ClassWhere>;
  /** Filter type where one of the related Classes match this filter */
  single?: InputMaybe<ClassWhere>;
  /** Filter type where some of the related Classes match this filter */
  some?: InputMaybe<ClassWhere>;
};

/** Fields to sort Classes by. The order in which sorts are applied is not guaranteed when specifying many fields in one ClassSort object. */
export type ClassSort = {
  filePath?: InputMaybe<SortDirection>;
  id?: InputMaybe<SortDirection>;
  name?: InputMaybe<SortDirection>;
  project?: InputMaybe<SortDirection>;
};

export type ClassSubclassesConnectFieldInput = {
  connect?: InputMaybe<Array<ClassConnectInput>>;
  where?: InputMaybe<ClassConnectWhere>;
};

export type ClassSubclassesConnection = {
  __typename?: 'ClassSubclassesConnection';
  aggregate: ClassClassSubclassesAggregateSelection;
  edges: Array<ClassSubclassesRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ClassSubclassesConnectionAggregateInput = {
  AND?: InputMaybe<Array<ClassSubclassesConnectionAggregateInput>>;
  NOT?: InputMaybe<ClassSubclassesConnectionAggregateInput>;
  OR?: InputMaybe<Array<ClassSubclassesConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<ClassSubclassesNodeAggregationWhereInput>;
};

export type ClassSubclassesConnectionFilters = {
  /** Filter Classes by aggregating results on related ClassSubclassesConnections */
  aggregate?: InputMaybe<ClassSubclassesConnectionAggregateInput>;
  /** Return Classes where all of the related ClassSubclassesConnections match this filter */
  all?: InputMaybe<ClassSubclassesConnectionWhere>;
  /** Return Classes where none of the related ClassSubclassesConnections match this filter */
  none?: InputMaybe<ClassSubclassesConnectionWhere>;
  /** Return Classes where one of the related ClassSubclassesConnections match this filter */
  single?: InputMaybe<ClassSubclassesConnectionWhere>;
  /** Return Classes where some of the related ClassSubclassesConnections match this filter */
  some?: InputMaybe<ClassSubclassesConnectionWhere>;
};

export type ClassSubclassesConnectionSort = {
  node?: InputMaybe<ClassSort>;
};

export type ClassSubclassesConnectionWhere = {
  AND?: InputMaybe<Array<ClassSubclassesConnectionWhere>>;
  NOT?: InputMaybe<ClassSubclassesConnectionWhere>;
  OR?: InputMaybe<Array<ClassSubclassesConnectionWhere>>;
  node?: InputMaybe<ClassWhere>;
};

export type ClassSubclassesCreateFieldInput = {
  node: ClassCreateInput;
};

export type ClassSubclassesDeleteFieldInput = {
  delete?: InputMaybe<ClassDeleteInput>;
  where?: InputMaybe<ClassSubclassesConnectionWhere>;
};

export type ClassSubclassesDisconnectFieldInput = {
  disconnect?: InputMaybe<ClassDisconnectInput>;
  where?: InputMaybe<ClassSubclassesConnectionWhere>;
};

export type ClassSubclassesFieldInput = {
  connect?: InputMaybe<Array<ClassSubclassesConnectFieldInput>>;
  create?: InputMaybe<Array<ClassSubclassesCreateFieldInput>>;
};

export type ClassSubclassesNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<ClassSubclassesNodeAggregationWhereInput>>;
  NOT?: InputMaybe<ClassSubclassesNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<ClassSubclassesNodeAggregationWhereInput>>;
  filePath?: InputMaybe<StringScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
};

export type ClassSubclassesRelationship = {
  __typename?: 'ClassSubclassesRelationship';
  cursor: Scalars['String']['output'];
  node: Class;
};

export type ClassSubclassesUpdateConnectionInput = {
  node?: InputMaybe<ClassUpdateInput>;
  where?: InputMaybe<ClassSubclassesConnectionWhere>;
};

export type ClassSubclassesUpdateFieldInput = {
  connect?: InputMaybe<Array<ClassSubclassesConnectFieldInput>>;
  create?: InputMaybe<Array<ClassSubclassesCreateFieldInput>>;
  delete?: InputMaybe<Array<ClassSubclassesDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<ClassSubclassesDisconnectFieldInput>>;
  update?: InputMaybe<ClassSubclassesUpdateConnectionInput>;
};

export type ClassUpdateInput = {
  file?: InputMaybe<Array<ClassFileUpdateFieldInput>>;
  filePath?: InputMaybe<StringScalarMutations>;
  inheritsFrom?: InputMaybe<Array<ClassInheritsFromUpdateFieldInput>>;
  name?: InputMaybe<StringScalarMutations>;
  project?: InputMaybe<IdScalarMutations>;
  referencedBy?: InputMaybe<Array<ClassReferencedByUpdateFieldInput>>;
  subclasses?: InputMaybe<Array<ClassSubclassesUpdateFieldInput>>;
};

export type ClassWhere = {
  AND?: InputMaybe<Array<ClassWhere>>;
  NOT?: InputMaybe<ClassWhere>;
  OR?: InputMaybe<Array<ClassWhere>>;
  file?: InputMaybe<CodeFileRelationshipFilters>;
  fileConnection?: InputMaybe<ClassFileConnectionFilters>;
  filePath?: InputMaybe<StringScalarFilters>;
  id?: InputMaybe<IdScalarFilters>;
  inheritsFrom?: InputMaybe<ClassRelationshipFilters>;
  inheritsFromConnection?: InputMaybe<ClassInheritsFromConnectionFilters>;
  name?: InputMaybe<StringScalarFilters>;
  project?: InputMaybe<IdScalarFilters>;
  referencedBy?: InputMaybe<MemoryRelationshipFilters>;
  referencedByConnection?: InputMaybe<ClassReferencedByConnectionFilters>;
  subclasses?: InputMaybe<ClassRelationshipFilters>;
  subclassesConnection?: InputMaybe<ClassSubclassesConnectionFilters>;
};

export type ClassesConnection = {
  __typename?: 'ClassesConnection';
  aggregate: ClassAggregate;
  edges: Array<ClassEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CodeExample = {
  __typename?: 'CodeExample';
  code: Scalars['String']['output'];
  demonstrates: Array<ApiReference>;
  demonstratesConnection: CodeExampleDemonstratesConnection;
  dependencies?: Maybe<Array<Scalars['String']['output']>>;
  /** beginner, intermediate or advanced. */
  difficulty?: Maybe<Scalars['String']['output']>;
  executionTimeMs?: Maybe<Scalars['Int']['output']>;
  explanation?: Maybe<Scalars['String']['output']>;
  framework?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  implements: Array<BestPractice>;
  implementsConnection: CodeExampleImplementsConnection;
  language?: Maybe<Scalars['String']['output']>;
  sourceUrl?: Maybe<Scalars['String']['output']>;
  sourcedFrom: Array<Source>;
  sourcedFromConnection: CodeExampleSourcedFromConnection;
  title: Scalars['String']['output'];
  upvotes?: Maybe<Scalars['Int']['output']>;
  useCase?: Maybe<Scalars['String']['output']>;
  worksWithVersion?: Maybe<Scalars['String']['output']>;
};


export type CodeExampleDemonstratesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ApiReferenceSort>>;
  where?: InputMaybe<ApiReferenceWhere>;
};


export type CodeExampleDemonstratesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<CodeExampleDemonstratesConnectionSort>>;
  where?: InputMaybe<CodeExampleDemonstratesConnectionWhere>;
};


export type CodeExampleImplementsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<BestPracticeSort>>;
  where?: InputMaybe<BestPracticeWhere>;
};


export type CodeExampleImplementsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<CodeExampleImplementsConnectionSort>>;
  where?: InputMaybe<CodeExampleImplementsConnectionWhere>;
};


export type CodeExampleSourcedFromArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SourceSort>>;
  where?: InputMaybe<SourceWhere>;
};


export type CodeExampleSourcedFromConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<CodeExampleSourcedFromConnectionSort>>;
  where?: InputMaybe<CodeExampleSourcedFromConnectionWhere>;
};

export type CodeExampleApiReferenceDemonstratesAggregateSelection = {
  __typename?: 'CodeExampleAPIReferenceDemonstratesAggregateSelection';
  count: CountConnection;
  node?: Maybe<CodeExampleApiReferenceDemonstratesNodeAggregateSelection>;
};

export type CodeExampleApiReferenceDemonstratesNodeAggregateSelection = {
  __typename?: 'CodeExampleAPIReferenceDemonstratesNodeAggregateSelection';
  deprecatedIn: StringAggregateSelection;
  description: StringAggregateSelection;
  exampleCode: StringAggregateSelection;
  functionName: StringAggregateSelection;
  kind: StringAggregateSelection;
  language: StringAggregateSelection;
  name: StringAggregateSelection;
  namespace: StringAggregateSelection;
  parameters: StringAggregateSelection;
  returnType: StringAggregateSelection;
  signature: StringAggregateSelection;
  stability: StringAggregateSelection;
  url: StringAggregateSelection;
  versionIntroduced: StringAggregateSelection;
};

export type CodeExampleAggregate = {
  __typename?: 'CodeExampleAggregate';
  count: Count;
  node: CodeExampleAggregateNode;
};

export type CodeExampleAggregateNode = {
  __typename?: 'CodeExampleAggregateNode';
  code: StringAggregateSelection;
  difficulty: StringAggregateSelection;
  executionTimeMs: IntAggregateSelection;
  explanation: StringAggregateSelection;
  framework: StringAggregateSelection;
  language: StringAggregateSelection;
  sourceUrl: StringAggregateSelection;
  title: StringAggregateSelection;
  upvotes: IntAggregateSelection;
  useCase: StringAggregateSelection;
  worksWithVersion: StringAggregateSelection;
};

export type CodeExampleBestPracticeImplementsAggregateSelection = {
  __typename?: 'CodeExampleBestPracticeImplementsAggregateSelection';
  count: CountConnection;
  node?: Maybe<CodeExampleBestPracticeImplementsNodeAggregateSelection>;
};

export type CodeExampleBestPracticeImplementsNodeAggregateSelection = {
  __typename?: 'CodeExampleBestPracticeImplementsNodeAggregateSelection';
  confidenceScore: FloatAggregateSelection;
  description: StringAggregateSelection;
  domain: StringAggregateSelection;
  exampleCode: StringAggregateSelection;
  language: StringAggregateSelection;
  lastValidated: DateTimeAggregateSelection;
  sourceCount: IntAggregateSelection;
  title: StringAggregateSelection;
  whenNotToUse: StringAggregateSelection;
  whenToUse: StringAggregateSelection;
};

export type CodeExampleConnectInput = {
  demonstrates?: InputMaybe<Array<CodeExampleDemonstratesConnectFieldInput>>;
  implements?: InputMaybe<Array<CodeExampleImplementsConnectFieldInput>>;
  sourcedFrom?: InputMaybe<Array<CodeExampleSourcedFromConnectFieldInput>>;
};

export type CodeExampleConnectWhere = {
  node: CodeExampleWhere;
};

export type CodeExampleCreateInput = {
  code: Scalars['String']['input'];
  demonstrates?: InputMaybe<CodeExampleDemonstratesFieldInput>;
  dependencies?: InputMaybe<Array<Scalars['String']['input']>>;
  difficulty?: InputMaybe<Scalars['String']['input']>;
  executionTimeMs?: InputMaybe<Scalars['Int']['input']>;
  explanation?: InputMaybe<Scalars['String']['input']>;
  framework?: InputMaybe<Scalars['String']['input']>;
  implements?: InputMaybe<CodeExampleImplementsFieldInput>;
  language?: InputMaybe<Scalars['String']['input']>;
  sourceUrl?: InputMaybe<Scalars['String']['input']>;
  sourcedFrom?: InputMaybe<CodeExampleSourcedFromFieldInput>;
  title: Scalars['String']['input'];
  upvotes?: InputMaybe<Scalars['Int']['input']>;
  useCase?: InputMaybe<Scalars['String']['input']>;
  worksWithVersion?: InputMaybe<Scalars['String']['input']>;
};

export type CodeExampleDeleteInput = {
  demonstrates?: InputMaybe<Array<CodeExampleDemonstratesDeleteFieldInput>>;
  implements?: InputMaybe<Array<CodeExampleImplementsDeleteFieldInput>>;
  sourcedFrom?: InputMaybe<Array<CodeExampleSourcedFromDeleteFieldInput>>;
};

export type CodeExampleDemonstratesConnectFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceConnectInput>>;
  where?: InputMaybe<ApiReferenceConnectWhere>;
};

export type CodeExampleDemonstratesConnection = {
  __typename?: 'CodeExampleDemonstratesConnection';
  aggregate: CodeExampleApiReferenceDemonstratesAggregateSelection;
  edges: Array<CodeExampleDemonstratesRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CodeExampleDemonstratesConnectionAggregateInput = {
  AND?: InputMaybe<Array<CodeExampleDemonstratesConnectionAggregateInput>>;
  NOT?: InputMaybe<CodeExampleDemonstratesConnectionAggregateInput>;
  OR?: InputMaybe<Array<CodeExampleDemonstratesConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<CodeExampleDemonstratesNodeAggregationWhereInput>;
};

export type CodeExampleDemonstratesConnectionFilters = {
  /** Filter CodeExamples by aggregating results on related CodeExampleDemonstratesConnections */
  aggregate?: InputMaybe<CodeExampleDemonstratesConnectionAggregateInput>;
  /** Return CodeExamples where all of the related CodeExampleDemonstratesConnections match this filter */
  all?: InputMaybe<CodeExampleDemonstratesConnectionWhere>;
  /** Return CodeExamples where none of the related CodeExampleDemonstratesConnections match this filter */
  none?: InputMaybe<CodeExampleDemonstratesConnectionWhere>;
  /** Return CodeExamples where one of the related CodeExampleDemonstratesConnections match this filter */
  single?: InputMaybe<CodeExampleDemonstratesConnectionWhere>;
  /** Return CodeExamples where some of the related CodeExampleDemonstratesConnections match this filter */
  some?: InputMaybe<CodeExampleDemonstratesConnectionWhere>;
};

export type CodeExampleDemonstratesConnectionSort = {
  node?: InputMaybe<ApiReferenceSort>;
};

export type CodeExampleDemonstratesConnectionWhere = {
  AND?: InputMaybe<Array<CodeExampleDemonstratesConnectionWhere>>;
  NOT?: InputMaybe<CodeExampleDemonstratesConnectionWhere>;
  OR?: InputMaybe<Array<CodeExampleDemonstratesConnectionWhere>>;
  node?: InputMaybe<ApiReferenceWhere>;
};

export type CodeExampleDemonstratesCreateFieldInput = {
  node: ApiReferenceCreateInput;
};

export type CodeExampleDemonstratesDeleteFieldInput = {
  delete?: InputMaybe<ApiReferenceDeleteInput>;
  where?: InputMaybe<CodeExampleDemonstratesConnectionWhere>;
};

export type CodeExampleDemonstratesDisconnectFieldInput = {
  disconnect?: InputMaybe<ApiReferenceDisconnectInput>;
  where?: InputMaybe<CodeExampleDemonstratesConnectionWhere>;
};

export type CodeExampleDemonstratesFieldInput = {
  connect?: InputMaybe<Array<CodeExampleDemonstratesConnectFieldInput>>;
  create?: InputMaybe<Array<CodeExampleDemonstratesCreateFieldInput>>;
};

export type CodeExampleDemonstratesNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<CodeExampleDemonstratesNodeAggregationWhereInput>>;
  NOT?: InputMaybe<CodeExampleDemonstratesNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<CodeExampleDemonstratesNodeAggregationWhereInput>>;
  deprecatedIn?: InputMaybe<StringScalarAggregationFilters>;
  description?: InputMaybe<StringScalarAggregationFilters>;
  exampleCode?: InputMaybe<StringScalarAggregationFilters>;
  functionName?: InputMaybe<StringScalarAggregationFilters>;
  kind?: InputMaybe<StringScalarAggregationFilters>;
  language?: InputMaybe<StringScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
  namespace?: InputMaybe<StringScalarAggregationFilters>;
  parameters?: InputMaybe<StringScalarAggregationFilters>;
  returnType?: InputMaybe<StringScalarAggregationFilters>;
  signature?: InputMaybe<StringScalarAggregationFilters>;
  stability?: InputMaybe<StringScalarAggregationFilters>;
  url?: InputMaybe<StringScalarAggregationFilters>;
  versionIntroduced?: InputMaybe<StringScalarAggregationFilters>;
};

export type CodeExampleDemonstratesRelationship = {
  __typename?: 'CodeExampleDemonstratesRelationship';
  cursor: Scalars['String']['output'];
  node: ApiReference;
};

export type CodeExampleDemonstratesUpdateConnectionInput = {
  node?: InputMaybe<ApiReferenceUpdateInput>;
  where?: InputMaybe<CodeExampleDemonstratesConnectionWhere>;
};

export type CodeExampleDemonstratesUpdateFieldInput = {
  connect?: InputMaybe<Array<CodeExampleDemonstratesConnectFieldInput>>;
  create?: InputMaybe<Array<CodeExampleDemonstratesCreateFieldInput>>;
  delete?: InputMaybe<Array<CodeExampleDemonstratesDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<CodeExampleDemonstratesDisconnectFieldInput>>;
  update?: InputMaybe<CodeExampleDemonstratesUpdateConnectionInput>;
};

export type CodeExampleDisconnectInput = {
  demonstrates?: InputMaybe<Array<CodeExampleDemonstratesDisconnectFieldInput>>;
  implements?: InputMaybe<Array<CodeExampleImplementsDisconnectFieldInput>>;
  sourcedFrom?: InputMaybe<Array<CodeExampleSourcedFromDisconnectFieldInput>>;
};

export type CodeExampleEdge = {
  __typename?: 'CodeExampleEdge';
  cursor: Scalars['String']['output'];
  node: CodeExample;
};

export type CodeExampleImplementsConnectFieldInput = {
  connect?: InputMaybe<Array<BestPracticeConnectInput>>;
  where?: InputMaybe<BestPracticeConnectWhere>;
};

export type CodeExampleImplementsConnection = {
  __typename?: 'CodeExampleImplementsConnection';
  aggregate: CodeExampleBestPracticeImplementsAggregateSelection;
  edges: Array<CodeExampleImplementsRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CodeExampleImplementsConnectionAggregateInput = {
  AND?: InputMaybe<Array<CodeExampleImplementsConnectionAggregateInput>>;
  NOT?: InputMaybe<CodeExampleImplementsConnectionAggregateInput>;
  OR?: InputMaybe<Array<CodeExampleImplementsConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<CodeExampleImplementsNodeAggregationWhereInput>;
};

export type CodeExampleImplementsConnectionFilters = {
  /** Filter CodeExamples by aggregating results on related CodeExampleImplementsConnections */
  aggregate?: InputMaybe<CodeExampleImplementsConnectionAggregateInput>;
  /** Return CodeExamples where all of the related CodeExampleImplementsConnections match this filter */
  all?: InputMaybe<CodeExampleImplementsConnectionWhere>;
  /** Return CodeExamples where none of the related CodeExampleImplementsConnections match this filter */
  none?: InputMaybe<CodeExampleImplementsConnectionWhere>;
  /** Return CodeExamples where one of the related CodeExampleImplementsConnections match this filter */
  single?: InputMaybe<CodeExampleImplementsConnectionWhere>;
  /** Return CodeExamples where some of the related CodeExampleImplementsConnections match this filter */
  some?: InputMaybe<CodeExampleImplementsConnectionWhere>;
};

export type CodeExampleImplementsConnectionSort = {
  node?: InputMaybe<BestPracticeSort>;
};

export type CodeExampleImplementsConnectionWhere = {
  AND?: InputMaybe<Array<CodeExampleImplementsConnectionWhere>>;
  NOT?: InputMaybe<CodeExampleImplementsConnectionWhere>;
  OR?: InputMaybe<Array<CodeExampleImplementsConnectionWhere>>;
  node?: InputMaybe<BestPracticeWhere>;
};

export type CodeExampleImplementsCreateFieldInput = {
  node: BestPracticeCreateInput;
};

export type CodeExampleImplementsDeleteFieldInput = {
  delete?: InputMaybe<BestPracticeDeleteInput>;
  where?: InputMaybe<CodeExampleImplementsConnectionWhere>;
};

export type CodeExampleImplementsDisconnectFieldInput = {
  disconnect?: InputMaybe<BestPracticeDisconnectInput>;
  where?: InputMaybe<CodeExampleImplementsConnectionWhere>;
};

export type CodeExampleImplementsFieldInput = {
  connect?: InputMaybe<Array<CodeExampleImplementsConnectFieldInput>>;
  create?: InputMaybe<Array<CodeExampleImplementsCreateFieldInput>>;
};

export type CodeExampleImplementsNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<CodeExampleImplementsNodeAggregationWhereInput>>;
  NOT?: InputMaybe<CodeExampleImplementsNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<CodeExampleImplementsNodeAggregationWhereInput>>;
  confidenceScore?: InputMaybe<FloatScalarAggregationFilters>;
  description?: InputMaybe<StringScalarAggregationFilters>;
  domain?: InputMaybe<StringScalarAggregationFilters>;
  exampleCode?: InputMaybe<StringScalarAggregationFilters>;
  language?: InputMaybe<StringScalarAggregationFilters>;
  lastValidated?: InputMaybe<DateTimeScalarAggregationFilters>;
  sourceCount?: InputMaybe<IntScalarAggregationFilters>;
  title?: InputMaybe<StringScalarAggregationFilters>;
  whenNotToUse?: InputMaybe<StringScalarAggregationFilters>;
  whenToUse?: InputMaybe<StringScalarAggregationFilters>;
};

export type CodeExampleImplementsRelationship = {
  __typename?: 'CodeExampleImplementsRelationship';
  cursor: Scalars['String']['output'];
  node: BestPractice;
};

export type CodeExampleImplementsUpdateConnectionInput = {
  node?: InputMaybe<BestPracticeUpdateInput>;
  where?: InputMaybe<CodeExampleImplementsConnectionWhere>;
};

export type CodeExampleImplementsUpdateFieldInput = {
  connect?: InputMaybe<Array<CodeExampleImplementsConnectFieldInput>>;
  create?: InputMaybe<Array<CodeExampleImplementsCreateFieldInput>>;
  delete?: InputMaybe<Array<CodeExampleImplementsDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<CodeExampleImplementsDisconnectFieldInput>>;
  update?: InputMaybe<CodeExampleImplementsUpdateConnectionInput>;
};

export type CodeExampleIndexEdge = {
  __typename?: 'CodeExampleIndexEdge';
  cursor: Scalars['String']['output'];
  node: CodeExample;
  score: Scalars['Float']['output'];
};

/** The input for sorting a Fulltext query on an index of CodeExample */
export type CodeExampleIndexSort = {
  node?: InputMaybe<CodeExampleSort>;
  score?: InputMaybe<SortDirection>;
};

/** The input for filtering a full-text query on an index of CodeExample */
export type CodeExampleIndexWhere = {
  node?: InputMaybe<CodeExampleWhere>;
  score?: InputMaybe<FloatWhere>;
};

export type CodeExampleRelationshipFilters = {
  /** Filter type where all of the related CodeExamples match this filter */
  all?: InputMaybe<CodeExampleWhere>;
  /** Filter type where none of the related CodeExamples match this filter */
  none?: InputMaybe<CodeExampleWhere>;
  /** Filter type where one of the related CodeExamples match this filter */
  single?: InputMaybe<CodeExampleWhere>;
  /** Filter type where some of the related CodeExamples match this filter */
  some?: InputMaybe<CodeExampleWhere>;
};

/** Fields to sort CodeExamples by. The order in which sorts are applied is not guaranteed when specifying many fields in one CodeExampleSort object. */
export type CodeExampleSort = {
  code?: InputMaybe<SortDirection>;
  difficulty?: InputMaybe<SortDirection>;
  executionTimeMs?: InputMaybe<SortDirection>;
  explanation?: InputMaybe<SortDirection>;
  framework?: InputMaybe<SortDirection>;
  id?: InputMaybe<SortDirection>;
  language?: InputMaybe<SortDirection>;
  sourceUrl?: InputMaybe<SortDirection>;
  title?: InputMaybe<SortDirection>;
  upvotes?: InputMaybe<SortDirection>;
  useCase?: InputMaybe<SortDirection>;
  worksWithVersion?: InputMaybe<SortDirection>;
};

export type CodeExampleSourceSourcedFromAggregateSelection = {
  __typename?: 'CodeExampleSourceSourcedFromAggregateSelection';
  count: CountConnection;
  node?: Maybe<CodeExampleSourceSourcedFromNodeAggregateSelection>;
};

export type CodeExampleSourceSourcedFromNodeAggregateSelection = {
  __typename?: 'CodeExampleSourceSourcedFromNodeAggregateSelection';
  kind: StringAggregateSelection;
  lastVerified: DateTimeAggregateSelection;
  name: StringAggregateSelection;
  trustScore: FloatAggregateSelection;
  upvotes: IntAggregateSelection;
  url: StringAggregateSelection;
};

export type CodeExampleSourcedFromConnectFieldInput = {
  where?: InputMaybe<SourceConnectWhere>;
};

export type CodeExampleSourcedFromConnection = {
  __typename?: 'CodeExampleSourcedFromConnection';
  aggregate: CodeExampleSourceSourcedFromAggregateSelection;
  edges: Array<CodeExampleSourcedFromRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CodeExampleSourcedFromConnectionAggregateInput = {
  AND?: InputMaybe<Array<CodeExampleSourcedFromConnectionAggregateInput>>;
  NOT?: InputMaybe<CodeExampleSourcedFromConnectionAggregateInput>;
  OR?: InputMaybe<Array<CodeExampleSourcedFromConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<CodeExampleSourcedFromNodeAggregationWhereInput>;
};

export type CodeExampleSourcedFromConnectionFilters = {
  /** Filter CodeExamples by aggregating results on related CodeExampleSourcedFromConnections */
  aggregate?: InputMaybe<CodeExampleSourcedFromConnectionAggregateInput>;
  /** Return CodeExamples where all of the related CodeExampleSourcedFromConnections match this filter */
  all?: InputMaybe<CodeExampleSourcedFromConnectionWhere>;
  /** Return CodeExamples where none of the related CodeExampleSourcedFromConnections match this filter */
  none?: InputMaybe<CodeExampleSourcedFromConnectionWhere>;
  /** Return CodeExamples where one of the related CodeExampleSourcedFromConnections match this filter */
  single?: InputMaybe<CodeExampleSourcedFromConnectionWhere>;
  /** Return CodeExamples where some of the related CodeExampleSourcedFromConnections match this filter */
  some?: InputMaybe<CodeExampleSourcedFromConnectionWhere>;
};

export type CodeExampleSourcedFromConnectionSort = {
  node?: InputMaybe<SourceSort>;
};

export type CodeExampleSourcedFromConnectionWhere = {
  AND?: InputMaybe<Array<CodeExampleSourcedFromConnectionWhere>>;
  NOT?: InputMaybe<CodeExampleSourcedFromConnectionWhere>;
  OR?: InputMaybe<Array<CodeExampleSourcedFromConnectionWhere>>;
  node?: InputMaybe<SourceWhere>;
};

export type CodeExampleSourcedFromCreateFieldInput = {
  node: SourceCreateInput;
};

export type CodeExampleSourcedFromDeleteFieldInput = {
  where?: InputMaybe<CodeExampleSourcedFromConnectionWhere>;
};

export type CodeExampleSourcedFromDisconnectFieldInput = {
  where?: InputMaybe<CodeExampleSourcedFromConnectionWhere>;
};

export type CodeExampleSourcedFromFieldInput = {
  connect?: InputMaybe<Array<CodeExampleSourcedFromConnectFieldInput>>;
  create?: InputMaybe<Array<CodeExampleSourcedFromCreateFieldInput>>;
};

export type CodeExampleSourcedFromNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<CodeExampleSourcedFromNodeAggregationWhereInput>>;
  NOT?: InputMaybe<CodeExampleSourcedFromNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<CodeExampleSourcedFromNodeAggregationWhereInput>>;
  kind?: InputMaybe<StringScalarAggregationFilters>;
  lastVerified?: InputMaybe<DateTimeScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
  trustScore?: InputMaybe<FloatScalarAggregationFilters>;
  upvotes?: InputMaybe<IntScalarAggregationFilters>;
  url?: InputMaybe<StringScalarAggregationFilters>;
};

export type CodeExampleSourcedFromRelationship = {
  __typename?: 'CodeExampleSourcedFromRelationship';
  cursor: Scalars['String']['output'];
  node: Source;
};

export type CodeExampleSourcedFromUpdateConnectionInput = {
  node?: InputMaybe<SourceUpdateInput>;
  where?: InputMaybe<CodeExampleSourcedFromConnectionWhere>;
};

export type CodeExampleSourcedFromUpdateFieldInput = {
  connect?: InputMaybe<Array<CodeExampleSourcedFromConnectFieldInput>>;
  create?: InputMaybe<Array<CodeExampleSourcedFromCreateFieldInput>>;
  delete?: InputMaybe<Array<CodeExampleSourcedFromDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<CodeExampleSourcedFromDisconnectFieldInput>>;
  update?: InputMaybe<CodeExampleSourcedFromUpdateConnectionInput>;
};

export type CodeExampleUpdateInput = {
  code?: InputMaybe<StringScalarMutations>;
  demonstrates?: InputMaybe<Array<CodeExampleDemonstratesUpdateFieldInput>>;
  dependencies?: InputMaybe<ListStringMutations>;
  difficulty?: InputMaybe<StringScalarMutations>;
  executionTimeMs?: InputMaybe<IntScalarMutations>;
  explanation?: InputMaybe<StringScalarMutations>;
  framework?: InputMaybe<StringScalarMutations>;
  implements?: InputMaybe<Array<CodeExampleImplementsUpdateFieldInput>>;
  language?: InputMaybe<StringScalarMutations>;
  sourceUrl?: InputMaybe<StringScalarMutations>;
  sourcedFrom?: InputMaybe<Array<CodeExampleSourcedFromUpdateFieldInput>>;
  title?: InputMaybe<StringScalarMutations>;
  upvotes?: InputMaybe<IntScalarMutations>;
  useCase?: InputMaybe<StringScalarMutations>;
  worksWithVersion?: InputMaybe<StringScalarMutations>;
};

export type CodeExampleWhere = {
  AND?: InputMaybe<Array<CodeExampleWhere>>;
  NOT?: InputMaybe<CodeExampleWhere>;
  OR?: InputMaybe<Array<CodeExampleWhere>>;
  code?: InputMaybe<StringScalarFilters>;
  demonstrates?: InputMaybe<ApiReferenceRelationshipFilters>;
  demonstratesConnection?: InputMaybe<CodeExampleDemonstratesConnectionFilters>;
  dependencies?: InputMaybe<StringListFilters>;
  difficulty?: InputMaybe<StringScalarFilters>;
  executionTimeMs?: InputMaybe<IntScalarFilters>;
  explanation?: InputMaybe<StringScalarFilters>;
  framework?: InputMaybe<StringScalarFilters>;
  id?: InputMaybe<IdScalarFilters>;
  implements?: InputMaybe<BestPracticeRelationshipFilters>;
  implementsConnection?: InputMaybe<CodeExampleImplementsConnectionFilters>;
  language?: InputMaybe<StringScalarFilters>;
  sourceUrl?: InputMaybe<StringScalarFilters>;
  sourcedFrom?: InputMaybe<SourceRelationshipFilters>;
  sourcedFromConnection?: InputMaybe<CodeExampleSourcedFromConnectionFilters>;
  title?: InputMaybe<StringScalarFilters>;
  upvotes?: InputMaybe<IntScalarFilters>;
  useCase?: InputMaybe<StringScalarFilters>;
  worksWithVersion?: InputMaybe<StringScalarFilters>;
};

export type CodeExamplesConnection = {
  __typename?: 'CodeExamplesConnection';
  aggregate: CodeExampleAggregate;
  edges: Array<CodeExampleEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CodeExamplesIndexConnection = {
  __typename?: 'CodeExamplesIndexConnection';
  edges: Array<CodeExampleIndexEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CodeFile = {
  __typename?: 'CodeFile';
  classes: Array<Class>;
  classesConnection: CodeFileClassesConnection;
  createdAt: Scalars['DateTime']['output'];
  explainedBy: Array<ExternalDoc>;
  explainedByConnection: CodeFileExplainedByConnection;
  functions: Array<Function>;
  functionsConnection: CodeFileFunctionsConnection;
  hash?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  language?: Maybe<Scalars['String']['output']>;
  path: Scalars['String']['output'];
  project?: Maybe<Scalars['ID']['output']>;
  referencedBy: Array<Memory>;
  referencedByConnection: CodeFileReferencedByConnection;
  usesApis: Array<ApiReference>;
  usesApisConnection: CodeFileUsesApisConnection;
};


export type CodeFileClassesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ClassSort>>;
  where?: InputMaybe<ClassWhere>;
};


export type CodeFileClassesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<CodeFileClassesConnectionSort>>;
  where?: InputMaybe<CodeFileClassesConnectionWhere>;
};


export type CodeFileExplainedByArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ExternalDocSort>>;
  where?: InputMaybe<ExternalDocWhere>;
};


export type CodeFileExplainedByConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<CodeFileExplainedByConnectionSort>>;
  where?: InputMaybe<CodeFileExplainedByConnectionWhere>;
};


export type CodeFileFunctionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<FunctionSort>>;
  where?: InputMaybe<FunctionWhere>;
};


export type CodeFileFunctionsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<CodeFileFunctionsConnectionSort>>;
  where?: InputMaybe<CodeFileFunctionsConnectionWhere>;
};


export type CodeFileReferencedByArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemorySort>>;
  where?: InputMaybe<MemoryWhere>;
};


export type CodeFileReferencedByConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<CodeFileReferencedByConnectionSort>>;
  where?: InputMaybe<CodeFileReferencedByConnectionWhere>;
};


export type CodeFileUsesApisArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ApiReferenceSort>>;
  where?: InputMaybe<ApiReferenceWhere>;
};


export type CodeFileUsesApisConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<CodeFileUsesApisConnectionSort>>;
  where?: InputMaybe<CodeFileUsesApisConnectionWhere>;
};

export type CodeFileApiReferenceUsesApisAggregateSelection = {
  __typename?: 'CodeFileAPIReferenceUsesApisAggregateSelection';
  count: CountConnection;
  edge?: Maybe<CodeFileApiReferenceUsesApisEdgeAggregateSelection>;
  node?: Maybe<CodeFileApiReferenceUsesApisNodeAggregateSelection>;
};

export type CodeFileApiReferenceUsesApisEdgeAggregateSelection = {
  __typename?: 'CodeFileAPIReferenceUsesApisEdgeAggregateSelection';
  line: IntAggregateSelection;
};

export type CodeFileApiReferenceUsesApisNodeAggregateSelection = {
  __typename?: 'CodeFileAPIReferenceUsesApisNodeAggregateSelection';
  deprecatedIn: StringAggregateSelection;
  description: StringAggregateSelection;
  exampleCode: StringAggregateSelection;
  functionName: StringAggregateSelection;
  kind: StringAggregateSelection;
  language: StringAggregateSelection;
  name: StringAggregateSelection;
  namespace: StringAggregateSelection;
  parameters: StringAggregateSelection;
  returnType: StringAggregateSelection;
  signature: StringAggregateSelection;
  stability: StringAggregateSelection;
  url: StringAggregateSelection;
  versionIntroduced: StringAggregateSelection;
};

export type CodeFileAggregate = {
  __typename?: 'CodeFileAggregate';
  count: Count;
  node: CodeFileAggregateNode;
};

export type CodeFileAggregateNode = {
  __typename?: 'CodeFileAggregateNode';
  createdAt: DateTimeAggregateSelection;
  hash: StringAggregateSelection;
  language: StringAggregateSelection;
  path: StringAggregateSelection;
};

export type CodeFileClassClassesAggregateSelection = {
  __typename?: 'CodeFileClassClassesAggregateSelection';
  count: CountConnection;
  node?: Maybe<CodeFileClassClassesNodeAggregateSelection>;
};

export type CodeFileClassClassesNodeAggregateSelection = {
  __typename?: 'CodeFileClassClassesNodeAggregateSelection';
  filePath: StringAggregateSelection;
  name: StringAggregateSelection;
};

export type CodeFileClassesConnectFieldInput = {
  connect?: InputMaybe<Array<ClassConnectInput>>;
  where?: InputMaybe<ClassConnectWhere>;
};

export type CodeFileClassesConnection = {
  __typename?: 'CodeFileClassesConnection';
  aggregate: CodeFileClassClassesAggregateSelection;
  edges: Array<CodeFileClassesRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CodeFileClassesConnectionAggregateInput = {
  AND?: InputMaybe<Array<CodeFileClassesConnectionAggregateInput>>;
  NOT?: InputMaybe<CodeFileClassesConnectionAggregateInput>;
  OR?: InputMaybe<Array<CodeFileClassesConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<CodeFileClassesNodeAggregationWhereInput>;
};

export type CodeFileClassesConnectionFilters = {
  /** Filter CodeFiles by aggregating results on related CodeFileClassesConnections */
  aggregate?: InputMaybe<CodeFileClassesConnectionAggregateInput>;
  /** Return CodeFiles where all of the related CodeFileClassesConnections match this filter */
  all?: InputMaybe<CodeFileClassesConnectionWhere>;
  /** Return CodeFiles where none of the related CodeFileClassesConnections match this filter */
  none?: InputMaybe<CodeFileClassesConnectionWhere>;
  /** Return CodeFiles where one of the related CodeFileClassesConnections match this filter */
  single?: InputMaybe<CodeFileClassesConnectionWhere>;
  /** Return CodeFiles where some of the related CodeFileClassesConnections match this filter */
  some?: InputMaybe<CodeFileClassesConnectionWhere>;
};

export type CodeFileClassesConnectionSort = {
  node?: InputMaybe<ClassSort>;
};

export type CodeFileClassesConnectionWhere = {
  AND?: InputMaybe<Array<CodeFileClassesConnectionWhere>>;
  NOT?: InputMaybe<CodeFileClassesConnectionWhere>;
  OR?: InputMaybe<Array<CodeFileClassesConnectionWhere>>;
  node?: InputMaybe<ClassWhere>;
};

export type CodeFileClassesCreateFieldInput = {
  node: ClassCreateInput;
};

export type CodeFileClassesDeleteFieldInput = {
  delete?: InputMaybe<ClassDeleteInput>;
  where?: InputMaybe<CodeFileClassesConnectionWhere>;
};

export type CodeFileClassesDisconnectFieldInput = {
  disconnect?: InputMaybe<ClassDisconnectInput>;
  where?: InputMaybe<CodeFileClassesConnectionWhere>;
};

export type CodeFileClassesFieldInput = {
  connect?: InputMaybe<Array<CodeFileClassesConnectFieldInput>>;
  create?: InputMaybe<Array<CodeFileClassesCreateFieldInput>>;
};

export type CodeFileClassesNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<CodeFileClassesNodeAggregationWhereInput>>;
  NOT?: InputMaybe<CodeFileClassesNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<CodeFileClassesNodeAggregationWhereInput>>;
  filePath?: InputMaybe<StringScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
};

export type CodeFileClassesRelationship = {
  __typename?: 'CodeFileClassesRelationship';
  cursor: Scalars['String']['output'];
  node: Class;
};

export type CodeFileClassesUpdateConnectionInput = {
  node?: InputMaybe<ClassUpdateInput>;
  where?: InputMaybe<CodeFileClassesConnectionWhere>;
};

export type CodeFileClassesUpdateFieldInput = {
  connect?: InputMaybe<Array<CodeFileClassesConnectFieldInput>>;
  create?: InputMaybe<Array<CodeFileClassesCreateFieldInput>>;
  delete?: InputMaybe<Array<CodeFileClassesDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<CodeFileClassesDisconnectFieldInput>>;
  update?: InputMaybe<CodeFileClassesUpdateConnectionInput>;
};

export type CodeFileConnectInput = {
  classes?: InputMaybe<Array<CodeFileClassesConnectFieldInput>>;
  explainedBy?: InputMaybe<Array<CodeFileExplainedByConnectFieldInput>>;
  functions?: InputMaybe<Array<CodeFileFunctionsConnectFieldInput>>;
  referencedBy?: InputMaybe<Array<CodeFileReferencedByConnectFieldInput>>;
  usesApis?: InputMaybe<Array<CodeFileUsesApisConnectFieldInput>>;
};

export type CodeFileConnectWhere = {
  node: CodeFileWhere;
};

export type CodeFileCreateInput = {
  classes?: InputMaybe<CodeFileClassesFieldInput>;
  explainedBy?: InputMaybe<CodeFileExplainedByFieldInput>;
  functions?: InputMaybe<CodeFileFunctionsFieldInput>;
  language?: InputMaybe<Scalars['String']['input']>;
  path: Scalars['String']['input'];
  project?: InputMaybe<Scalars['ID']['input']>;
  referencedBy?: InputMaybe<CodeFileReferencedByFieldInput>;
  usesApis?: InputMaybe<CodeFileUsesApisFieldInput>;
};

export type CodeFileDeleteInput = {
  classes?: InputMaybe<Array<CodeFileClassesDeleteFieldInput>>;
  explainedBy?: InputMaybe<Array<CodeFileExplainedByDeleteFieldInput>>;
  functions?: InputMaybe<Array<CodeFileFunctionsDeleteFieldInput>>;
  referencedBy?: InputMaybe<Array<CodeFileReferencedByDeleteFieldInput>>;
  usesApis?: InputMaybe<Array<CodeFileUsesApisDeleteFieldInput>>;
};

export type CodeFileDisconnectInput = {
  classes?: InputMaybe<Array<CodeFileClassesDisconnectFieldInput>>;
  explainedBy?: InputMaybe<Array<CodeFileExplainedByDisconnectFieldInput>>;
  functions?: InputMaybe<Array<CodeFileFunctionsDisconnectFieldInput>>;
  referencedBy?: InputMaybe<Array<CodeFileReferencedByDisconnectFieldInput>>;
  usesApis?: InputMaybe<Array<CodeFileUsesApisDisconnectFieldInput>>;
};

export type CodeFileEdge = {
  __typename?: 'CodeFileEdge';
  cursor: Scalars['String']['output'];
  node: CodeFile;
};

export type CodeFileExplainedByConnectFieldInput = {
  connect?: InputMaybe<Array<ExternalDocConnectInput>>;
  where?: InputMaybe<ExternalDocConnectWhere>;
};

export type CodeFileExplainedByConnection = {
  __typename?: 'CodeFileExplainedByConnection';
  aggregate: CodeFileExternalDocExplainedByAggregateSelection;
  edges: Array<CodeFileExplainedByRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CodeFileExplainedByConnectionAggregateInput = {
  AND?: InputMaybe<Array<CodeFileExplainedByConnectionAggregateInput>>;
  NOT?: InputMaybe<CodeFileExplainedByConnectionAggregateInput>;
  OR?: InputMaybe<Array<CodeFileExplainedByConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<CodeFileExplainedByNodeAggregationWhereInput>;
};

export type CodeFileExplainedByConnectionFilters = {
  /** Filter CodeFiles by aggregating results on related CodeFileExplainedByConnections */
  aggregate?: InputMaybe<CodeFileExplainedByConnectionAggregateInput>;
  /** Return CodeFiles where all of the related CodeFileExplainedByConnections match this filter */
  all?: InputMaybe<CodeFileExplainedByConnectionWhere>;
  /** Return CodeFiles where none of the related CodeFileExplainedByConnections match this filter */
  none?: InputMaybe<CodeFileExplainedByConnectionWhere>;
  /** Return CodeFiles where one of the related CodeFileExplainedByConnections match this filter */
  single?: InputMaybe<CodeFileExplainedByConnectionWhere>;
  /** Return CodeFiles where some of the related CodeFileExplainedByConnections match this filter */
  some?: InputMaybe<CodeFileExplainedByConnectionWhere>;
};

export type CodeFileExplainedByConnectionSort = {
  node?: InputMaybe<ExternalDocSort>;
};

export type CodeFileExplainedByConnectionWhere = {
  AND?: InputMaybe<Array<CodeFileExplainedByConnectionWhere>>;
  NOT?: InputMaybe<CodeFileExplainedByConnectionWhere>;
  OR?: InputMaybe<Array<CodeFileExplainedByConnectionWhere>>;
  node?: InputMaybe<ExternalDocWhere>;
};

export type CodeFileExplainedByCreateFieldInput = {
  node: ExternalDocCreateInput;
};

export type CodeFileExplainedByDeleteFieldInput = {
  delete?: InputMaybe<ExternalDocDeleteInput>;
  where?: InputMaybe<CodeFileExplainedByConnectionWhere>;
};

export type CodeFileExplainedByDisconnectFieldInput = {
  disconnect?: InputMaybe<ExternalDocDisconnectInput>;
  where?: InputMaybe<CodeFileExplainedByConnectionWhere>;
};

export type CodeFileExplainedByFieldInput = {
  connect?: InputMaybe<Array<CodeFileExplainedByConnectFieldInput>>;
  create?: InputMaybe<Array<CodeFileExplainedByCreateFieldInput>>;
};

export type CodeFileExplainedByNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<CodeFileExplainedByNodeAggregationWhereInput>>;
  NOT?: InputMaybe<CodeFileExplainedByNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<CodeFileExplainedByNodeAggregationWhereInput>>;
  accessCount?: InputMaybe<IntScalarAggregationFilters>;
  category?: InputMaybe<StringScalarAggregationFilters>;
  contentHash?: InputMaybe<StringScalarAggregationFilters>;
  contentSnippet?: InputMaybe<StringScalarAggregationFilters>;
  fetchMethod?: InputMaybe<StringScalarAggregationFilters>;
  language?: InputMaybe<StringScalarAggregationFilters>;
  lastAccessed?: InputMaybe<DateTimeScalarAggregationFilters>;
  lastUpdated?: InputMaybe<DateTimeScalarAggregationFilters>;
  path?: InputMaybe<StringScalarAggregationFilters>;
  relevanceScore?: InputMaybe<FloatScalarAggregationFilters>;
  source?: InputMaybe<StringScalarAggregationFilters>;
  sourceUrl?: InputMaybe<StringScalarAggregationFilters>;
  summary?: InputMaybe<StringScalarAggregationFilters>;
  title?: InputMaybe<StringScalarAggregationFilters>;
  version?: InputMaybe<StringScalarAggregationFilters>;
};

export type CodeFileExplainedByRelationship = {
  __typename?: 'CodeFileExplainedByRelationship';
  cursor: Scalars['String']['output'];
  node: ExternalDoc;
};

export type CodeFileExplainedByUpdateConnectionInput = {
  node?: InputMaybe<ExternalDocUpdateInput>;
  where?: InputMaybe<CodeFileExplainedByConnectionWhere>;
};

export type CodeFileExplainedByUpdateFieldInput = {
  connect?: InputMaybe<Array<CodeFileExplainedByConnectFieldInput>>;
  create?: InputMaybe<Array<CodeFileExplainedByCreateFieldInput>>;
  delete?: InputMaybe<Array<CodeFileExplainedByDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<CodeFileExplainedByDisconnectFieldInput>>;
  update?: InputMaybe<CodeFileExplainedByUpdateConnectionInput>;
};

export type CodeFileExternalDocExplainedByAggregateSelection = {
  __typename?: 'CodeFileExternalDocExplainedByAggregateSelection';
  count: CountConnection;
  node?: Maybe<CodeFileExternalDocExplainedByNodeAggregateSelection>;
};

export type CodeFileExternalDocExplainedByNodeAggregateSelection = {
  __typename?: 'CodeFileExternalDocExplainedByNodeAggregateSelection';
  accessCount: IntAggregateSelection;
  category: StringAggregateSelection;
  contentHash: StringAggregateSelection;
  contentSnippet: StringAggregateSelection;
  fetchMethod: StringAggregateSelection;
  language: StringAggregateSelection;
  lastAccessed: DateTimeAggregateSelection;
  lastUpdated: DateTimeAggregateSelection;
  path: StringAggregateSelection;
  relevanceScore: FloatAggregateSelection;
  source: StringAggregateSelection;
  sourceUrl: StringAggregateSelection;
  summary: StringAggregateSelection;
  title: StringAggregateSelection;
  version: StringAggregateSelection;
};

export type CodeFileFunctionFunctionsAggregateSelection = {
  __typename?: 'CodeFileFunctionFunctionsAggregateSelection';
  count: CountConnection;
  node?: Maybe<CodeFileFunctionFunctionsNodeAggregateSelection>;
};

export type CodeFileFunctionFunctionsNodeAggregateSelection = {
  __typename?: 'CodeFileFunctionFunctionsNodeAggregateSelection';
  complexity: IntAggregateSelection;
  filePath: StringAggregateSelection;
  lineEnd: IntAggregateSelection;
  lineStart: IntAggregateSelection;
  name: StringAggregateSelection;
  signature: StringAggregateSelection;
};

export type CodeFileFunctionsConnectFieldInput = {
  connect?: InputMaybe<Array<FunctionConnectInput>>;
  where?: InputMaybe<FunctionConnectWhere>;
};

export type CodeFileFunctionsConnection = {
  __typename?: 'CodeFileFunctionsConnection';
  aggregate: CodeFileFunctionFunctionsAggregateSelection;
  edges: Array<CodeFileFunctionsRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CodeFileFunctionsConnectionAggregateInput = {
  AND?: InputMaybe<Array<CodeFileFunctionsConnectionAggregateInput>>;
  NOT?: InputMaybe<CodeFileFunctionsConnectionAggregateInput>;
  OR?: InputMaybe<Array<CodeFileFunctionsConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<CodeFileFunctionsNodeAggregationWhereInput>;
};

export type CodeFileFunctionsConnectionFilters = {
  /** Filter CodeFiles by aggregating results on related CodeFileFunctionsConnections */
  aggregate?: InputMaybe<CodeFileFunctionsConnectionAggregateInput>;
  /** Return CodeFiles where all of the related CodeFileFunctionsConnections match this filter */
  all?: InputMaybe<CodeFileFunctionsConnectionWhere>;
  /** Return CodeFiles where none of the related CodeFileFunctionsConnections match this filter */
  none?: InputMaybe<CodeFileFunctionsConnectionWhere>;
  /** Return CodeFiles where one of the related CodeFileFunctionsConnections match this filter */
  single?: InputMaybe<CodeFileFunctionsConnectionWhere>;
  /** Return CodeFiles where some of the related CodeFileFunctionsConnections match this filter */
  some?: InputMaybe<CodeFileFunctionsConnectionWhere>;
};

export type CodeFileFunctionsConnectionSort = {
  node?: InputMaybe<FunctionSort>;
};

export type CodeFileFunctionsConnectionWhere = {
  AND?: InputMaybe<Array<CodeFileFunctionsConnectionWhere>>;
  NOT?: InputMaybe<CodeFileFunctionsConnectionWhere>;
  OR?: InputMaybe<Array<CodeFileFunctionsConnectionWhere>>;
  node?: InputMaybe<FunctionWhere>;
};

export type CodeFileFunctionsCreateFieldInput = {
  node: FunctionCreateInput;
};

export type CodeFileFunctionsDeleteFieldInput = {
  delete?: InputMaybe<FunctionDeleteInput>;
  where?: InputMaybe<CodeFileFunctionsConnectionWhere>;
};

export type CodeFileFunctionsDisconnectFieldInput = {
  disconnect?: InputMaybe<FunctionDisconnectInput>;
  where?: InputMaybe<CodeFileFunctionsConnectionWhere>;
};

export type CodeFileFunctionsFieldInput = {
  connect?: InputMaybe<Array<CodeFileFunctionsConnectFieldInput>>;
  create?: InputMaybe<Array<CodeFileFunctionsCreateFieldInput>>;
};

export type CodeFileFunctionsNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<CodeFileFunctionsNodeAggregationWhereInput>>;
  NOT?: InputMaybe<CodeFileFunctionsNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<CodeFileFunctionsNodeAggregationWhereInput>>;
  complexity?: InputMaybe<IntScalarAggregationFilters>;
  filePath?: InputMaybe<StringScalarAggregationFilters>;
  lineEnd?: InputMaybe<IntScalarAggregationFilters>;
  lineStart?: InputMaybe<IntScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
  signature?: InputMaybe<StringScalarAggregationFilters>;
};

export type CodeFileFunctionsRelationship = {
  __typename?: 'CodeFileFunctionsRelationship';
  cursor: Scalars['String']['output'];
  node: Function;
};

export type CodeFileFunctionsUpdateConnectionInput = {
  node?: InputMaybe<FunctionUpdateInput>;
  where?: InputMaybe<CodeFileFunctionsConnectionWhere>;
};

export type CodeFileFunctionsUpdateFieldInput = {
  connect?: InputMaybe<Array<CodeFileFunctionsConnectFieldInput>>;
  create?: InputMaybe<Array<CodeFileFunctionsCreateFieldInput>>;
  delete?: InputMaybe<Array<CodeFileFunctionsDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<CodeFileFunctionsDisconnectFieldInput>>;
  update?: InputMaybe<CodeFileFunctionsUpdateConnectionInput>;
};

export type CodeFileMemoryReferencedByAggregateSelection = {
  __typename?: 'CodeFileMemoryReferencedByAggregateSelection';
  count: CountConnection;
  node?: Maybe<CodeFileMemoryReferencedByNodeAggregateSelection>;
};

export type CodeFileMemoryReferencedByNodeAggregateSelection = {
  __typename?: 'CodeFileMemoryReferencedByNodeAggregateSelection';
  accessCount: IntAggregateSelection;
  accessedAt: DateTimeAggregateSelection;
  content: StringAggregateSelection;
  contentHash: StringAggregateSelection;
  createdAt: DateTimeAggregateSelection;
  expiresAt: DateTimeAggregateSelection;
  importance: IntAggregateSelection;
  occurredAt: DateTimeAggregateSelection;
  occurrences: IntAggregateSelection;
  supersededAt: DateTimeAggregateSelection;
  title: StringAggregateSelection;
  updatedAt: DateTimeAggregateSelection;
};

export type CodeFileReferencedByConnectFieldInput = {
  connect?: InputMaybe<Array<MemoryConnectInput>>;
  where?: InputMaybe<MemoryConnectWhere>;
};

export type CodeFileReferencedByConnection = {
  __typename?: 'CodeFileReferencedByConnection';
  aggregate: CodeFileMemoryReferencedByAggregateSelection;
  edges: Array<CodeFileReferencedByRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CodeFileReferencedByConnectionAggregateInput = {
  AND?: InputMaybe<Array<CodeFileReferencedByConnectionAggregateInput>>;
  NOT?: InputMaybe<CodeFileReferencedByConnectionAggregateInput>;
  OR?: InputMaybe<Array<CodeFileReferencedByConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<CodeFileReferencedByNodeAggregationWhereInput>;
};

export type CodeFileReferencedByConnectionFilters = {
  /** Filter CodeFiles by aggregating results on related CodeFileReferencedByConnections */
  aggregate?: InputMaybe<CodeFileReferencedByConnectionAggregateInput>;
  /** Return CodeFiles where all of the related CodeFileReferencedByConnections match this filter */
  all?: InputMaybe<CodeFileReferencedByConnectionWhere>;
  /** Return CodeFiles where none of the related CodeFileReferencedByConnections match this filter */
  none?: InputMaybe<CodeFileReferencedByConnectionWhere>;
  /** Return CodeFiles where one of the related CodeFileReferencedByConnections match this filter */
  single?: InputMaybe<CodeFileReferencedByConnectionWhere>;
  /** Return CodeFiles where some of the related CodeFileReferencedByConnections match this filter */
  some?: InputMaybe<CodeFileReferencedByConnectionWhere>;
};

export type CodeFileReferencedByConnectionSort = {
  node?: InputMaybe<MemorySort>;
};

export type CodeFileReferencedByConnectionWhere = {
  AND?: InputMaybe<Array<CodeFileReferencedByConnectionWhere>>;
  NOT?: InputMaybe<CodeFileReferencedByConnectionWhere>;
  OR?: InputMaybe<Array<CodeFileReferencedByConnectionWhere>>;
  node?: InputMaybe<MemoryWhere>;
};

export type CodeFileReferencedByCreateFieldInput = {
  node: MemoryCreateInput;
};

export type CodeFileReferencedByDeleteFieldInput = {
  delete?: InputMaybe<MemoryDeleteInput>;
  where?: InputMaybe<CodeFileReferencedByConnectionWhere>;
};

export type CodeFileReferencedByDisconnectFieldInput = {
  disconnect?: InputMaybe<MemoryDisconnectInput>;
  where?: InputMaybe<CodeFileReferencedByConnectionWhere>;
};

export type CodeFileReferencedByFieldInput = {
  connect?: InputMaybe<Array<CodeFileReferencedByConnectFieldInput>>;
  create?: InputMaybe<Array<CodeFileReferencedByCreateFieldInput>>;
};

export type CodeFileReferencedByNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<CodeFileReferencedByNodeAggregationWhereInput>>;
  NOT?: InputMaybe<CodeFileReferencedByNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<CodeFileReferencedByNodeAggregationWhereInput>>;
  accessCount?: InputMaybe<IntScalarAggregationFilters>;
  accessedAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  content?: InputMaybe<StringScalarAggregationFilters>;
  contentHash?: InputMaybe<StringScalarAggregationFilters>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  expiresAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  importance?: InputMaybe<IntScalarAggregationFilters>;
  occurredAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  occurrences?: InputMaybe<IntScalarAggregationFilters>;
  supersededAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  title?: InputMaybe<StringScalarAggregationFilters>;
  updatedAt?: InputMaybe<DateTimeScalarAggregationFilters>;
};

export type CodeFileReferencedByRelationship = {
  __typename?: 'CodeFileReferencedByRelationship';
  cursor: Scalars['String']['output'];
  node: Memory;
};

export type CodeFileReferencedByUpdateConnectionInput = {
  node?: InputMaybe<MemoryUpdateInput>;
  where?: InputMaybe<CodeFileReferencedByConnectionWhere>;
};

export type CodeFileReferencedByUpdateFieldInput = {
  connect?: InputMaybe<Array<CodeFileReferencedByConnectFieldInput>>;
  create?: InputMaybe<Array<CodeFileReferencedByCreateFieldInput>>;
  delete?: InputMaybe<Array<CodeFileReferencedByDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<CodeFileReferencedByDisconnectFieldInput>>;
  update?: InputMaybe<CodeFileReferencedByUpdateConnectionInput>;
};

export type CodeFileRelationshipFilters = {
  /** Filter type where all of the related CodeFiles match this filter */
  all?: InputMaybe<CodeFileWhere>;
  /** Filter type where none of the related CodeFiles match this filter */
  none?: InputMaybe<CodeFileWhere>;
  /** Filter type where one of the related CodeFiles match this filter */
  single?: InputMaybe<CodeFileWhere>;
  /** Filter type where some of the related CodeFiles match this filter */
  some?: InputMaybe<CodeFileWhere>;
};

/** Fields to sort CodeFiles by. The order in which sorts are applied is not guaranteed when specifying many fields in one CodeFileSort object. */
export type CodeFileSort = {
  createdAt?: InputMaybe<SortDirection>;
  hash?: InputMaybe<SortDirection>;
  id?: InputMaybe<SortDirection>;
  language?: InputMaybe<SortDirection>;
  path?: InputMaybe<SortDirection>;
  project?: InputMaybe<SortDirection>;
};

export type CodeFileUpdateInput = {
  classes?: InputMaybe<Array<CodeFileClassesUpdateFieldInput>>;
  explainedBy?: InputMaybe<Array<CodeFileExplainedByUpdateFieldInput>>;
  functions?: InputMaybe<Array<CodeFileFunctionsUpdateFieldInput>>;
  language?: InputMaybe<StringScalarMutations>;
  path?: InputMaybe<StringScalarMutations>;
  project?: InputMaybe<IdScalarMutations>;
  referencedBy?: InputMaybe<Array<CodeFileReferencedByUpdateFieldInput>>;
  usesApis?: InputMaybe<Array<CodeFileUsesApisUpdateFieldInput>>;
};

export type CodeFileUsesApisConnectFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceConnectInput>>;
  edge?: InputMaybe<UsedInCreateInput>;
  where?: InputMaybe<ApiReferenceConnectWhere>;
};

export type CodeFileUsesApisConnection = {
  __typename?: 'CodeFileUsesApisConnection';
  aggregate: CodeFileApiReferenceUsesApisAggregateSelection;
  edges: Array<CodeFileUsesApisRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CodeFileUsesApisConnectionAggregateInput = {
  AND?: InputMaybe<Array<CodeFileUsesApisConnectionAggregateInput>>;
  NOT?: InputMaybe<CodeFileUsesApisConnectionAggregateInput>;
  OR?: InputMaybe<Array<CodeFileUsesApisConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  edge?: InputMaybe<UsedInAggregationWhereInput>;
  node?: InputMaybe<CodeFileUsesApisNodeAggregationWhereInput>;
};

export type CodeFileUsesApisConnectionFilters = {
  /** Filter CodeFiles by aggregating results on related CodeFileUsesApisConnections */
  aggregate?: InputMaybe<CodeFileUsesApisConnectionAggregateInput>;
  /** Return CodeFiles where all of the related CodeFileUsesApisConnections match this filter */
  all?: InputMaybe<CodeFileUsesApisConnectionWhere>;
  /** Return CodeFiles where none of the related CodeFileUsesApisConnections match this filter */
  none?: InputMaybe<CodeFileUsesApisConnectionWhere>;
  /** Return CodeFiles where one of the related CodeFileUsesApisConnections match this filter */
  single?: InputMaybe<CodeFileUsesApisConnectionWhere>;
  /** Return CodeFiles where some of the related CodeFileUsesApisConnections match this filter */
  some?: InputMaybe<CodeFileUsesApisConnectionWhere>;
};

export type CodeFileUsesApisConnectionSort = {
  edge?: InputMaybe<UsedInSort>;
  node?: InputMaybe<ApiReferenceSort>;
};

export type CodeFileUsesApisConnectionWhere = {
  AND?: InputMaybe<Array<CodeFileUsesApisConnectionWhere>>;
  NOT?: InputMaybe<CodeFileUsesApisConnectionWhere>;
  OR?: InputMaybe<Array<CodeFileUsesApisConnectionWhere>>;
  edge?: InputMaybe<UsedInWhere>;
  node?: InputMaybe<ApiReferenceWhere>;
};

export type CodeFileUsesApisCreateFieldInput = {
  edge?: InputMaybe<UsedInCreateInput>;
  node: ApiReferenceCreateInput;
};

export type CodeFileUsesApisDeleteFieldInput = {
  delete?: InputMaybe<ApiReferenceDeleteInput>;
  where?: InputMaybe<CodeFileUsesApisConnectionWhere>;
};

export type CodeFileUsesApisDisconnectFieldInput = {
  disconnect?: InputMaybe<ApiReferenceDisconnectInput>;
  where?: InputMaybe<CodeFileUsesApisConnectionWhere>;
};

export type CodeFileUsesApisFieldInput = {
  connect?: InputMaybe<Array<CodeFileUsesApisConnectFieldInput>>;
  create?: InputMaybe<Array<CodeFileUsesApisCreateFieldInput>>;
};

export type CodeFileUsesApisNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<CodeFileUsesApisNodeAggregationWhereInput>>;
  NOT?: InputMaybe<CodeFileUsesApisNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<CodeFileUsesApisNodeAggregationWhereInput>>;
  deprecatedIn?: InputMaybe<StringScalarAggregationFilters>;
  description?: InputMaybe<StringScalarAggregationFilters>;
  exampleCode?: InputMaybe<StringScalarAggregationFilters>;
  functionName?: InputMaybe<StringScalarAggregationFilters>;
  kind?: InputMaybe<StringScalarAggregationFilters>;
  language?: InputMaybe<StringScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
  namespace?: InputMaybe<StringScalarAggregationFilters>;
  parameters?: InputMaybe<StringScalarAggregationFilters>;
  returnType?: InputMaybe<StringScalarAggregationFilters>;
  signature?: InputMaybe<StringScalarAggregationFilters>;
  stability?: InputMaybe<StringScalarAggregationFilters>;
  url?: InputMaybe<StringScalarAggregationFilters>;
  versionIntroduced?: InputMaybe<StringScalarAggregationFilters>;
};

export type CodeFileUsesApisRelationship = {
  __typename?: 'CodeFileUsesApisRelationship';
  cursor: Scalars['String']['output'];
  node: ApiReference;
  properties: UsedIn;
};

export type CodeFileUsesApisUpdateConnectionInput = {
  edge?: InputMaybe<UsedInUpdateInput>;
  node?: InputMaybe<ApiReferenceUpdateInput>;
  where?: InputMaybe<CodeFileUsesApisConnectionWhere>;
};

export type CodeFileUsesApisUpdateFieldInput = {
  connect?: InputMaybe<Array<CodeFileUsesApisConnectFieldInput>>;
  create?: InputMaybe<Array<CodeFileUsesApisCreateFieldInput>>;
  delete?: InputMaybe<Array<CodeFileUsesApisDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<CodeFileUsesApisDisconnectFieldInput>>;
  update?: InputMaybe<CodeFileUsesApisUpdateConnectionInput>;
};

export type CodeFileWhere = {
  AND?: InputMaybe<Array<CodeFileWhere>>;
  NOT?: InputMaybe<CodeFileWhere>;
  OR?: InputMaybe<Array<CodeFileWhere>>;
  classes?: InputMaybe<ClassRelationshipFilters>;
  classesConnection?: InputMaybe<CodeFileClassesConnectionFilters>;
  createdAt?: InputMaybe<DateTimeScalarFilters>;
  explainedBy?: InputMaybe<ExternalDocRelationshipFilters>;
  explainedByConnection?: InputMaybe<CodeFileExplainedByConnectionFilters>;
  functions?: InputMaybe<FunctionRelationshipFilters>;
  functionsConnection?: InputMaybe<CodeFileFunctionsConnectionFilters>;
  hash?: InputMaybe<StringScalarFilters>;
  id?: InputMaybe<IdScalarFilters>;
  language?: InputMaybe<StringScalarFilters>;
  path?: InputMaybe<StringScalarFilters>;
  project?: InputMaybe<IdScalarFilters>;
  referencedBy?: InputMaybe<MemoryRelationshipFilters>;
  referencedByConnection?: InputMaybe<CodeFileReferencedByConnectionFilters>;
  usesApis?: InputMaybe<ApiReferenceRelationshipFilters>;
  usesApisConnection?: InputMaybe<CodeFileUsesApisConnectionFilters>;
};

export type CodeFilesConnection = {
  __typename?: 'CodeFilesConnection';
  aggregate: CodeFileAggregate;
  edges: Array<CodeFileEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CodeRefInput = {
  class?: InputMaybe<Scalars['String']['input']>;
  function?: InputMaybe<Scalars['String']['input']>;
  /** Path relative to the repository root. */
  path: Scalars['String']['input'];
};

export type ConnectionAggregationCountFilterInput = {
  edges?: InputMaybe<IntScalarFilters>;
  nodes?: InputMaybe<IntScalarFilters>;
};

/**
 * The edge properties for the following fields:
 * * Pattern.docs
 * * Documentation.contributedTo
 */
export type ContributedTo = {
  __typename?: 'ContributedTo';
  agent: Scalars['String']['output'];
  score: Scalars['Float']['output'];
  usedAt: Scalars['DateTime']['output'];
};

export type ContributedToAggregationWhereInput = {
  AND?: InputMaybe<Array<ContributedToAggregationWhereInput>>;
  NOT?: InputMaybe<ContributedToAggregationWhereInput>;
  OR?: InputMaybe<Array<ContributedToAggregationWhereInput>>;
  agent?: InputMaybe<StringScalarAggregationFilters>;
  score?: InputMaybe<FloatScalarAggregationFilters>;
  usedAt?: InputMaybe<DateTimeScalarAggregationFilters>;
};

export type ContributedToCreateInput = {
  agent: Scalars['String']['input'];
  score: Scalars['Float']['input'];
  usedAt: Scalars['DateTime']['input'];
};

export type ContributedToSort = {
  agent?: InputMaybe<SortDirection>;
  score?: InputMaybe<SortDirection>;
  usedAt?: InputMaybe<SortDirection>;
};

export type ContributedToUpdateInput = {
  agent?: InputMaybe<StringScalarMutations>;
  score?: InputMaybe<FloatScalarMutations>;
  usedAt?: InputMaybe<DateTimeScalarMutations>;
};

export type ContributedToWhere = {
  AND?: InputMaybe<Array<ContributedToWhere>>;
  NOT?: InputMaybe<ContributedToWhere>;
  OR?: InputMaybe<Array<ContributedToWhere>>;
  agent?: InputMaybe<StringScalarFilters>;
  score?: InputMaybe<FloatScalarFilters>;
  usedAt?: InputMaybe<DateTimeScalarFilters>;
};

export type Count = {
  __typename?: 'Count';
  nodes: Scalars['Int']['output'];
};

export type CountConnection = {
  __typename?: 'CountConnection';
  edges: Scalars['Int']['output'];
  nodes: Scalars['Int']['output'];
};

export type CreateAgentTypesMutationResponse = {
  __typename?: 'CreateAgentTypesMutationResponse';
  agentTypes: Array<AgentType>;
  info: CreateInfo;
};

export type CreateApiReferencesMutationResponse = {
  __typename?: 'CreateApiReferencesMutationResponse';
  apiReferences: Array<ApiReference>;
  info: CreateInfo;
};

export type CreateBestPracticesMutationResponse = {
  __typename?: 'CreateBestPracticesMutationResponse';
  bestPractices: Array<BestPractice>;
  info: CreateInfo;
};

export type CreateClassesMutationResponse = {
  __typename?: 'CreateClassesMutationResponse';
  classes: Array<Class>;
  info: CreateInfo;
};

export type CreateCodeExamplesMutationResponse = {
  __typename?: 'CreateCodeExamplesMutationResponse';
  codeExamples: Array<CodeExample>;
  info: CreateInfo;
};

export type CreateCodeFilesMutationResponse = {
  __typename?: 'CreateCodeFilesMutationResponse';
  codeFiles: Array<CodeFile>;
  info: CreateInfo;
};

export type CreateDocumentationsMutationResponse = {
  __typename?: 'CreateDocumentationsMutationResponse';
  documentations: Array<Documentation>;
  info: CreateInfo;
};

export type CreateExternalDocsMutationResponse = {
  __typename?: 'CreateExternalDocsMutationResponse';
  externalDocs: Array<ExternalDoc>;
  info: CreateInfo;
};

export type CreateFunctionsMutationResponse = {
  __typename?: 'CreateFunctionsMutationResponse';
  functions: Array<Function>;
  info: CreateInfo;
};

/** Information about the number of nodes and relationships created during a create mutation */
export type CreateInfo = {
  __typename?: 'CreateInfo';
  nodesCreated: Scalars['Int']['output'];
  relationshipsCreated: Scalars['Int']['output'];
};

export type CreateKnowledgeUsagesMutationResponse = {
  __typename?: 'CreateKnowledgeUsagesMutationResponse';
  info: CreateInfo;
  knowledgeUsages: Array<KnowledgeUsage>;
};

export type CreateMemoriesMutationResponse = {
  __typename?: 'CreateMemoriesMutationResponse';
  info: CreateInfo;
  memories: Array<Memory>;
};

export type CreatePatternsMutationResponse = {
  __typename?: 'CreatePatternsMutationResponse';
  info: CreateInfo;
  patterns: Array<Pattern>;
};

export type CreateProjectsMutationResponse = {
  __typename?: 'CreateProjectsMutationResponse';
  info: CreateInfo;
  projects: Array<Project>;
};

export type CreateSourcesMutationResponse = {
  __typename?: 'CreateSourcesMutationResponse';
  info: CreateInfo;
  sources: Array<Source>;
};

export type CreateUserFeedbacksMutationResponse = {
  __typename?: 'CreateUserFeedbacksMutationResponse';
  info: CreateInfo;
  userFeedbacks: Array<UserFeedback>;
};

export type DateTimeAggregateSelection = {
  __typename?: 'DateTimeAggregateSelection';
  max?: Maybe<Scalars['DateTime']['output']>;
  min?: Maybe<Scalars['DateTime']['output']>;
};

/** Filters for an aggregation of an DateTime input field */
export type DateTimeScalarAggregationFilters = {
  max?: InputMaybe<DateTimeScalarFilters>;
  min?: InputMaybe<DateTimeScalarFilters>;
};

/** DateTime filters */
export type DateTimeScalarFilters = {
  eq?: InputMaybe<Scalars['DateTime']['input']>;
  gt?: InputMaybe<Scalars['DateTime']['input']>;
  gte?: InputMaybe<Scalars['DateTime']['input']>;
  in?: InputMaybe<Array<Scalars['DateTime']['input']>>;
  lt?: InputMaybe<Scalars['DateTime']['input']>;
  lte?: InputMaybe<Scalars['DateTime']['input']>;
};

/** DateTime mutations */
export type DateTimeScalarMutations = {
  set?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Information about the number of nodes and relationships deleted during a delete mutation */
export type DeleteInfo = {
  __typename?: 'DeleteInfo';
  nodesDeleted: Scalars['Int']['output'];
  relationshipsDeleted: Scalars['Int']['output'];
};

/** A web page seen in search results, and how much it helped. */
export type Documentation = {
  __typename?: 'Documentation';
  contributedTo: Array<Pattern>;
  contributedToConnection: DocumentationContributedToConnection;
  domain?: Maybe<Scalars['String']['output']>;
  firstSeen?: Maybe<Scalars['DateTime']['output']>;
  lastSeen?: Maybe<Scalars['DateTime']['output']>;
  negativeFeedback: Array<UserFeedback>;
  negativeFeedbackConnection: DocumentationNegativeFeedbackConnection;
  negativeFeedbackCount: Scalars['Int']['output'];
  negativeFeedbackRate: Scalars['Float']['output'];
  title?: Maybe<Scalars['String']['output']>;
  totalUses: Scalars['Int']['output'];
  url: Scalars['ID']['output'];
};


/** A web page seen in search results, and how much it helped. */
export type DocumentationContributedToArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<PatternSort>>;
  where?: InputMaybe<PatternWhere>;
};


/** A web page seen in search results, and how much it helped. */
export type DocumentationContributedToConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<DocumentationContributedToConnectionSort>>;
  where?: InputMaybe<DocumentationContributedToConnectionWhere>;
};


/** A web page seen in search results, and how much it helped. */
export type DocumentationNegativeFeedbackArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<UserFeedbackSort>>;
  where?: InputMaybe<UserFeedbackWhere>;
};


/** A web page seen in search results, and how much it helped. */
export type DocumentationNegativeFeedbackConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<DocumentationNegativeFeedbackConnectionSort>>;
  where?: InputMaybe<DocumentationNegativeFeedbackConnectionWhere>;
};

export type DocumentationAggregate = {
  __typename?: 'DocumentationAggregate';
  count: Count;
  node: DocumentationAggregateNode;
};

export type DocumentationAggregateNode = {
  __typename?: 'DocumentationAggregateNode';
  domain: StringAggregateSelection;
  firstSeen: DateTimeAggregateSelection;
  lastSeen: DateTimeAggregateSelection;
  negativeFeedbackCount: IntAggregateSelection;
  negativeFeedbackRate: FloatAggregateSelection;
  title: StringAggregateSelection;
  totalUses: IntAggregateSelection;
};

export type DocumentationConnectInput = {
  contributedTo?: InputMaybe<Array<DocumentationContributedToConnectFieldInput>>;
  negativeFeedback?: InputMaybe<Array<DocumentationNegativeFeedbackConnectFieldInput>>;
};

export type DocumentationConnectWhere = {
  node: DocumentationWhere;
};

export type DocumentationContributedToConnectFieldInput = {
  connect?: InputMaybe<Array<PatternConnectInput>>;
  edge: ContributedToCreateInput;
  where?: InputMaybe<PatternConnectWhere>;
};

export type DocumentationContributedToConnection = {
  __typename?: 'DocumentationContributedToConnection';
  aggregate: DocumentationPatternContributedToAggregateSelection;
  edges: Array<DocumentationContributedToRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type DocumentationContributedToConnectionAggregateInput = {
  AND?: InputMaybe<Array<DocumentationContributedToConnectionAggregateInput>>;
  NOT?: InputMaybe<DocumentationContributedToConnectionAggregateInput>;
  OR?: InputMaybe<Array<DocumentationContributedToConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  edge?: InputMaybe<ContributedToAggregationWhereInput>;
  node?: InputMaybe<DocumentationContributedToNodeAggregationWhereInput>;
};

export type DocumentationContributedToConnectionFilters = {
  /** Filter Documentations by aggregating results on related DocumentationContributedToConnections */
  aggregate?: InputMaybe<DocumentationContributedToConnectionAggregateInput>;
  /** Return Documentations where all of the related DocumentationContributedToConnections match this filter */
  all?: InputMaybe<DocumentationContributedToConnectionWhere>;
  /** Return Documentations where none of the related DocumentationContributedToConnections match this filter */
  none?: InputMaybe<DocumentationContributedToConnectionWhere>;
  /** Return Documentations where one of the related DocumentationContributedToConnections match this filter */
  single?: InputMaybe<DocumentationContributedToConnectionWhere>;
  /** Return Documentations where some of the related DocumentationContributedToConnections match this filter */
  some?: InputMaybe<DocumentationContributedToConnectionWhere>;
};

export type DocumentationContributedToConnectionSort = {
  edge?: InputMaybe<ContributedToSort>;
  node?: InputMaybe<PatternSort>;
};

export type DocumentationContributedToConnectionWhere = {
  AND?: InputMaybe<Array<DocumentationContributedToConnectionWhere>>;
  NOT?: InputMaybe<DocumentationContributedToConnectionWhere>;
  OR?: InputMaybe<Array<DocumentationContributedToConnectionWhere>>;
  edge?: InputMaybe<ContributedToWhere>;
  node?: InputMaybe<PatternWhere>;
};

export type DocumentationContributedToCreateFieldInput = {
  edge: ContributedToCreateInput;
  node: PatternCreateInput;
};

export type DocumentationContributedToDeleteFieldInput = {
  delete?: InputMaybe<PatternDeleteInput>;
  where?: InputMaybe<DocumentationContributedToConnectionWhere>;
};

export type DocumentationContributedToDisconnectFieldInput = {
  disconnect?: InputMaybe<PatternDisconnectInput>;
  where?: InputMaybe<DocumentationContributedToConnectionWhere>;
};

export type DocumentationContributedToFieldInput = {
  connect?: InputMaybe<Array<DocumentationContributedToConnectFieldInput>>;
  create?: InputMaybe<Array<DocumentationContributedToCreateFieldInput>>;
};

export type DocumentationContributedToNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<DocumentationContributedToNodeAggregationWhereInput>>;
  NOT?: InputMaybe<DocumentationContributedToNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<DocumentationContributedToNodeAggregationWhereInput>>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  task?: InputMaybe<StringScalarAggregationFilters>;
};

export type DocumentationContributedToRelationship = {
  __typename?: 'DocumentationContributedToRelationship';
  cursor: Scalars['String']['output'];
  node: Pattern;
  properties: ContributedTo;
};

export type DocumentationContributedToUpdateConnectionInput = {
  edge?: InputMaybe<ContributedToUpdateInput>;
  node?: InputMaybe<PatternUpdateInput>;
  where?: InputMaybe<DocumentationContributedToConnectionWhere>;
};

export type DocumentationContributedToUpdateFieldInput = {
  connect?: InputMaybe<Array<DocumentationContributedToConnectFieldInput>>;
  create?: InputMaybe<Array<DocumentationContributedToCreateFieldInput>>;
  delete?: InputMaybe<Array<DocumentationContributedToDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<DocumentationContributedToDisconnectFieldInput>>;
  update?: InputMaybe<DocumentationContributedToUpdateConnectionInput>;
};

export type DocumentationCreateInput = {
  contributedTo?: InputMaybe<DocumentationContributedToFieldInput>;
  domain?: InputMaybe<Scalars['String']['input']>;
  negativeFeedback?: InputMaybe<DocumentationNegativeFeedbackFieldInput>;
  title?: InputMaybe<Scalars['String']['input']>;
  url: Scalars['ID']['input'];
};

export type DocumentationDeleteInput = {
  contributedTo?: InputMaybe<Array<DocumentationContributedToDeleteFieldInput>>;
  negativeFeedback?: InputMaybe<Array<DocumentationNegativeFeedbackDeleteFieldInput>>;
};

export type DocumentationDisconnectInput = {
  contributedTo?: InputMaybe<Array<DocumentationContributedToDisconnectFieldInput>>;
  negativeFeedback?: InputMaybe<Array<DocumentationNegativeFeedbackDisconnectFieldInput>>;
};

export type DocumentationEdge = {
  __typename?: 'DocumentationEdge';
  cursor: Scalars['String']['output'];
  node: Documentation;
};

export type DocumentationNegativeFeedbackConnectFieldInput = {
  connect?: InputMaybe<Array<UserFeedbackConnectInput>>;
  edge: NegativeFeedbackCreateInput;
  where?: InputMaybe<UserFeedbackConnectWhere>;
};

export type DocumentationNegativeFeedbackConnection = {
  __typename?: 'DocumentationNegativeFeedbackConnection';
  aggregate: DocumentationUserFeedbackNegativeFeedbackAggregateSelection;
  edges: Array<DocumentationNegativeFeedbackRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type DocumentationNegativeFeedbackConnectionAggregateInput = {
  AND?: InputMaybe<Array<DocumentationNegativeFeedbackConnectionAggregateInput>>;
  NOT?: InputMaybe<DocumentationNegativeFeedbackConnectionAggregateInput>;
  OR?: InputMaybe<Array<DocumentationNegativeFeedbackConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  edge?: InputMaybe<NegativeFeedbackAggregationWhereInput>;
  node?: InputMaybe<DocumentationNegativeFeedbackNodeAggregationWhereInput>;
};

export type DocumentationNegativeFeedbackConnectionFilters = {
  /** Filter Documentations by aggregating results on related DocumentationNegativeFeedbackConnections */
  aggregate?: InputMaybe<DocumentationNegativeFeedbackConnectionAggregateInput>;
  /** Return Documentations where all of the related DocumentationNegativeFeedbackConnections match this filter */
  all?: InputMaybe<DocumentationNegativeFeedbackConnectionWhere>;
  /** Return Documentations where none of the related DocumentationNegativeFeedbackConnections match this filter */
  none?: InputMaybe<DocumentationNegativeFeedbackConnectionWhere>;
  /** Return Documentations where one of the related DocumentationNegativeFeedbackConnections match this filter */
  single?: InputMaybe<DocumentationNegativeFeedbackConnectionWhere>;
  /** Return Documentations where some of the related DocumentationNegativeFeedbackConnections match this filter */
  some?: InputMaybe<DocumentationNegativeFeedbackConnectionWhere>;
};

export type DocumentationNegativeFeedbackConnectionSort = {
  edge?: InputMaybe<NegativeFeedbackSort>;
  node?: InputMaybe<UserFeedbackSort>;
};

export type DocumentationNegativeFeedbackConnectionWhere = {
  AND?: InputMaybe<Array<DocumentationNegativeFeedbackConnectionWhere>>;
  NOT?: InputMaybe<DocumentationNegativeFeedbackConnectionWhere>;
  OR?: InputMaybe<Array<DocumentationNegativeFeedbackConnectionWhere>>;
  edge?: InputMaybe<NegativeFeedbackWhere>;
  node?: InputMaybe<UserFeedbackWhere>;
};

export type DocumentationNegativeFeedbackCreateFieldInput = {
  edge: NegativeFeedbackCreateInput;
  node: UserFeedbackCreateInput;
};

export type DocumentationNegativeFeedbackDeleteFieldInput = {
  delete?: InputMaybe<UserFeedbackDeleteInput>;
  where?: InputMaybe<DocumentationNegativeFeedbackConnectionWhere>;
};

export type DocumentationNegativeFeedbackDisconnectFieldInput = {
  disconnect?: InputMaybe<UserFeedbackDisconnectInput>;
  where?: InputMaybe<DocumentationNegativeFeedbackConnectionWhere>;
};

export type DocumentationNegativeFeedbackFieldInput = {
  connect?: InputMaybe<Array<DocumentationNegativeFeedbackConnectFieldInput>>;
  create?: InputMaybe<Array<DocumentationNegativeFeedbackCreateFieldInput>>;
};

export type DocumentationNegativeFeedbackNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<DocumentationNegativeFeedbackNodeAggregationWhereInput>>;
  NOT?: InputMaybe<DocumentationNegativeFeedbackNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<DocumentationNegativeFeedbackNodeAggregationWhereInput>>;
  codeQuality?: InputMaybe<IntScalarAggregationFilters>;
  contextQuality?: InputMaybe<IntScalarAggregationFilters>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  retrySessionId?: InputMaybe<StringScalarAggregationFilters>;
  sessionId?: InputMaybe<StringScalarAggregationFilters>;
  task?: InputMaybe<StringScalarAggregationFilters>;
};

export type DocumentationNegativeFeedbackRelationship = {
  __typename?: 'DocumentationNegativeFeedbackRelationship';
  cursor: Scalars['String']['output'];
  node: UserFeedback;
  properties: NegativeFeedback;
};

export type DocumentationNegativeFeedbackUpdateConnectionInput = {
  edge?: InputMaybe<NegativeFeedbackUpdateInput>;
  node?: InputMaybe<UserFeedbackUpdateInput>;
  where?: InputMaybe<DocumentationNegativeFeedbackConnectionWhere>;
};

export type DocumentationNegativeFeedbackUpdateFieldInput = {
  connect?: InputMaybe<Array<DocumentationNegativeFeedbackConnectFieldInput>>;
  create?: InputMaybe<Array<DocumentationNegativeFeedbackCreateFieldInput>>;
  delete?: InputMaybe<Array<DocumentationNegativeFeedbackDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<DocumentationNegativeFeedbackDisconnectFieldInput>>;
  update?: InputMaybe<DocumentationNegativeFeedbackUpdateConnectionInput>;
};

export type DocumentationPatternContributedToAggregateSelection = {
  __typename?: 'DocumentationPatternContributedToAggregateSelection';
  count: CountConnection;
  edge?: Maybe<DocumentationPatternContributedToEdgeAggregateSelection>;
  node?: Maybe<DocumentationPatternContributedToNodeAggregateSelection>;
};

export type DocumentationPatternContributedToEdgeAggregateSelection = {
  __typename?: 'DocumentationPatternContributedToEdgeAggregateSelection';
  agent: StringAggregateSelection;
  score: FloatAggregateSelection;
  usedAt: DateTimeAggregateSelection;
};

export type DocumentationPatternContributedToNodeAggregateSelection = {
  __typename?: 'DocumentationPatternContributedToNodeAggregateSelection';
  createdAt: DateTimeAggregateSelection;
  task: StringAggregateSelection;
};

export type DocumentationRelationshipFilters = {
  /** Filter type where all of the related Documentations match this filter */
  all?: InputMaybe<DocumentationWhere>;
  /** Filter type where none of the related Documentations match this filter */
  none?: InputMaybe<DocumentationWhere>;
  /** Filter type where one of the related Documentations match this filter */
  single?: InputMaybe<DocumentationWhere>;
  /** Filter type where some of the related Documentations match this filter */
  some?: InputMaybe<DocumentationWhere>;
};

/** Fields to sort Documentations by. The order in which sorts are applied is not guaranteed when specifying many fields in one DocumentationSort object. */
export type DocumentationSort = {
  domain?: InputMaybe<SortDirection>;
  firstSeen?: InputMaybe<SortDirection>;
  lastSeen?: InputMaybe<SortDirection>;
  negativeFeedbackCount?: InputMaybe<SortDirection>;
  negativeFeedbackRate?: InputMaybe<SortDirection>;
  title?: InputMaybe<SortDirection>;
  totalUses?: InputMaybe<SortDirection>;
  url?: InputMaybe<SortDirection>;
};

export type DocumentationUpdateInput = {
  contributedTo?: InputMaybe<Array<DocumentationContributedToUpdateFieldInput>>;
  domain?: InputMaybe<StringScalarMutations>;
  negativeFeedback?: InputMaybe<Array<DocumentationNegativeFeedbackUpdateFieldInput>>;
  title?: InputMaybe<StringScalarMutations>;
  url?: InputMaybe<IdScalarMutations>;
};

export type DocumentationUserFeedbackNegativeFeedbackAggregateSelection = {
  __typename?: 'DocumentationUserFeedbackNegativeFeedbackAggregateSelection';
  count: CountConnection;
  edge?: Maybe<DocumentationUserFeedbackNegativeFeedbackEdgeAggregateSelection>;
  node?: Maybe<DocumentationUserFeedbackNegativeFeedbackNodeAggregateSelection>;
};

export type DocumentationUserFeedbackNegativeFeedbackEdgeAggregateSelection = {
  __typename?: 'DocumentationUserFeedbackNegativeFeedbackEdgeAggregateSelection';
  at: DateTimeAggregateSelection;
  reason: StringAggregateSelection;
};

export type DocumentationUserFeedbackNegativeFeedbackNodeAggregateSelection = {
  __typename?: 'DocumentationUserFeedbackNegativeFeedbackNodeAggregateSelection';
  codeQuality: IntAggregateSelection;
  contextQuality: IntAggregateSelection;
  createdAt: DateTimeAggregateSelection;
  retrySessionId: StringAggregateSelection;
  sessionId: StringAggregateSelection;
  task: StringAggregateSelection;
};

export type DocumentationWhere = {
  AND?: InputMaybe<Array<DocumentationWhere>>;
  NOT?: InputMaybe<DocumentationWhere>;
  OR?: InputMaybe<Array<DocumentationWhere>>;
  contributedTo?: InputMaybe<PatternRelationshipFilters>;
  contributedToConnection?: InputMaybe<DocumentationContributedToConnectionFilters>;
  domain?: InputMaybe<StringScalarFilters>;
  firstSeen?: InputMaybe<DateTimeScalarFilters>;
  lastSeen?: InputMaybe<DateTimeScalarFilters>;
  negativeFeedback?: InputMaybe<UserFeedbackRelationshipFilters>;
  negativeFeedbackConnection?: InputMaybe<DocumentationNegativeFeedbackConnectionFilters>;
  negativeFeedbackCount?: InputMaybe<IntScalarFilters>;
  negativeFeedbackRate?: InputMaybe<FloatScalarFilters>;
  title?: InputMaybe<StringScalarFilters>;
  totalUses?: InputMaybe<IntScalarFilters>;
  url?: InputMaybe<IdScalarFilters>;
};

export type DocumentationsConnection = {
  __typename?: 'DocumentationsConnection';
  aggregate: DocumentationAggregate;
  edges: Array<DocumentationEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ExternalDoc = {
  __typename?: 'ExternalDoc';
  accessCount: Scalars['Int']['output'];
  apiReferences: Array<ApiReference>;
  apiReferencesConnection: ExternalDocApiReferencesConnection;
  category?: Maybe<Scalars['String']['output']>;
  contentHash?: Maybe<Scalars['String']['output']>;
  contentSnippet?: Maybe<Scalars['String']['output']>;
  explains: Array<CodeFile>;
  explainsConnection: ExternalDocExplainsConnection;
  fetchMethod?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  language?: Maybe<Scalars['String']['output']>;
  lastAccessed?: Maybe<Scalars['DateTime']['output']>;
  lastUpdated?: Maybe<Scalars['DateTime']['output']>;
  /** Relative path inside its documentation set, e.g. guides/routing. */
  path?: Maybe<Scalars['String']['output']>;
  relevanceScore?: Maybe<Scalars['Float']['output']>;
  /** The source key, e.g. python_docs. */
  source?: Maybe<Scalars['String']['output']>;
  sourceUrl?: Maybe<Scalars['String']['output']>;
  sourcedFrom: Array<Source>;
  sourcedFromConnection: ExternalDocSourcedFromConnection;
  summary?: Maybe<Scalars['String']['output']>;
  supersedes: Array<ExternalDoc>;
  supersedesConnection: ExternalDocSupersedesConnection;
  title: Scalars['String']['output'];
  usages: Array<KnowledgeUsage>;
  usagesConnection: ExternalDocUsagesConnection;
  version?: Maybe<Scalars['String']['output']>;
};


export type ExternalDocApiReferencesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ApiReferenceSort>>;
  where?: InputMaybe<ApiReferenceWhere>;
};


export type ExternalDocApiReferencesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ExternalDocApiReferencesConnectionSort>>;
  where?: InputMaybe<ExternalDocApiReferencesConnectionWhere>;
};


export type ExternalDocExplainsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<CodeFileSort>>;
  where?: InputMaybe<CodeFileWhere>;
};


export type ExternalDocExplainsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ExternalDocExplainsConnectionSort>>;
  where?: InputMaybe<ExternalDocExplainsConnectionWhere>;
};


export type ExternalDocSourcedFromArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SourceSort>>;
  where?: InputMaybe<SourceWhere>;
};


export type ExternalDocSourcedFromConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ExternalDocSourcedFromConnectionSort>>;
  where?: InputMaybe<ExternalDocSourcedFromConnectionWhere>;
};


export type ExternalDocSupersedesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ExternalDocSort>>;
  where?: InputMaybe<ExternalDocWhere>;
};


export type ExternalDocSupersedesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ExternalDocSupersedesConnectionSort>>;
  where?: InputMaybe<ExternalDocSupersedesConnectionWhere>;
};


export type ExternalDocUsagesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<KnowledgeUsageSort>>;
  where?: InputMaybe<KnowledgeUsageWhere>;
};


export type ExternalDocUsagesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ExternalDocUsagesConnectionSort>>;
  where?: InputMaybe<ExternalDocUsagesConnectionWhere>;
};

export type ExternalDocApiReferenceApiReferencesAggregateSelection = {
  __typename?: 'ExternalDocAPIReferenceApiReferencesAggregateSelection';
  count: CountConnection;
  node?: Maybe<ExternalDocApiReferenceApiReferencesNodeAggregateSelection>;
};

export type ExternalDocApiReferenceApiReferencesNodeAggregateSelection = {
  __typename?: 'ExternalDocAPIReferenceApiReferencesNodeAggregateSelection';
  deprecatedIn: StringAggregateSelection;
  description: StringAggregateSelection;
  exampleCode: StringAggregateSelection;
  functionName: StringAggregateSelection;
  kind: StringAggregateSelection;
  language: StringAggregateSelection;
  name: StringAggregateSelection;
  namespace: StringAggregateSelection;
  parameters: StringAggregateSelection;
  returnType: StringAggregateSelection;
  signature: StringAggregateSelection;
  stability: StringAggregateSelection;
  url: StringAggregateSelection;
  versionIntroduced: StringAggregateSelection;
};

export type ExternalDocAggregate = {
  __typename?: 'ExternalDocAggregate';
  count: Count;
  node: ExternalDocAggregateNode;
};

export type ExternalDocAggregateNode = {
  __typename?: 'ExternalDocAggregateNode';
  accessCount: IntAggregateSelection;
  category: StringAggregateSelection;
  contentHash: StringAggregateSelection;
  contentSnippet: StringAggregateSelection;
  fetchMethod: StringAggregateSelection;
  language: StringAggregateSelection;
  lastAccessed: DateTimeAggregateSelection;
  lastUpdated: DateTimeAggregateSelection;
  path: StringAggregateSelection;
  relevanceScore: FloatAggregateSelection;
  source: StringAggregateSelection;
  sourceUrl: StringAggregateSelection;
  summary: StringAggregateSelection;
  title: StringAggregateSelection;
  version: StringAggregateSelection;
};

export type ExternalDocApiReferencesConnectFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceConnectInput>>;
  where?: InputMaybe<ApiReferenceConnectWhere>;
};

export type ExternalDocApiReferencesConnection = {
  __typename?: 'ExternalDocApiReferencesConnection';
  aggregate: ExternalDocApiReferenceApiReferencesAggregateSelection;
  edges: Array<ExternalDocApiReferencesRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ExternalDocApiReferencesConnectionAggregateInput = {
  AND?: InputMaybe<Array<ExternalDocApiReferencesConnectionAggregateInput>>;
  NOT?: InputMaybe<ExternalDocApiReferencesConnectionAggregateInput>;
  OR?: InputMaybe<Array<ExternalDocApiReferencesConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<ExternalDocApiReferencesNodeAggregationWhereInput>;
};

export type ExternalDocApiReferencesConnectionFilters = {
  /** Filter ExternalDocs by aggregating results on related ExternalDocApiReferencesConnections */
  aggregate?: InputMaybe<ExternalDocApiReferencesConnectionAggregateInput>;
  /** Return ExternalDocs where all of the related ExternalDocApiReferencesConnections match this filter */
  all?: InputMaybe<ExternalDocApiReferencesConnectionWhere>;
  /** Return ExternalDocs where none of the related ExternalDocApiReferencesConnections match this filter */
  none?: InputMaybe<ExternalDocApiReferencesConnectionWhere>;
  /** Return ExternalDocs where one of the related ExternalDocApiReferencesConnections match this filter */
  single?: InputMaybe<ExternalDocApiReferencesConnectionWhere>;
  /** Return ExternalDocs where some of the related ExternalDocApiReferencesConnections match this filter */
  some?: InputMaybe<ExternalDocApiReferencesConnectionWhere>;
};

export type ExternalDocApiReferencesConnectionSort = {
  node?: InputMaybe<ApiReferenceSort>;
};

export type ExternalDocApiReferencesConnectionWhere = {
  AND?: InputMaybe<Array<ExternalDocApiReferencesConnectionWhere>>;
  NOT?: InputMaybe<ExternalDocApiReferencesConnectionWhere>;
  OR?: InputMaybe<Array<ExternalDocApiReferencesConnectionWhere>>;
  node?: InputMaybe<ApiReferenceWhere>;
};

export type ExternalDocApiReferencesCreateFieldInput = {
  node: ApiReferenceCreateInput;
};

export type ExternalDocApiReferencesDeleteFieldInput = {
  delete?: InputMaybe<ApiReferenceDeleteInput>;
  where?: InputMaybe<ExternalDocApiReferencesConnectionWhere>;
};

export type ExternalDocApiReferencesDisconnectFieldInput = {
  disconnect?: InputMaybe<ApiReferenceDisconnectInput>;
  where?: InputMaybe<ExternalDocApiReferencesConnectionWhere>;
};

export type ExternalDocApiReferencesFieldInput = {
  connect?: InputMaybe<Array<ExternalDocApiReferencesConnectFieldInput>>;
  create?: InputMaybe<Array<ExternalDocApiReferencesCreateFieldInput>>;
};

export type ExternalDocApiReferencesNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<ExternalDocApiReferencesNodeAggregationWhereInput>>;
  NOT?: InputMaybe<ExternalDocApiReferencesNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<ExternalDocApiReferencesNodeAggregationWhereInput>>;
  deprecatedIn?: InputMaybe<StringScalarAggregationFilters>;
  description?: InputMaybe<StringScalarAggregationFilters>;
  exampleCode?: InputMaybe<StringScalarAggregationFilters>;
  functionName?: InputMaybe<StringScalarAggregationFilters>;
  kind?: InputMaybe<StringScalarAggregationFilters>;
  language?: InputMaybe<StringScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
  namespace?: InputMaybe<StringScalarAggregationFilters>;
  parameters?: InputMaybe<StringScalarAggregationFilters>;
  returnType?: InputMaybe<StringScalarAggregationFilters>;
  signature?: InputMaybe<StringScalarAggregationFilters>;
  stability?: InputMaybe<StringScalarAggregationFilters>;
  url?: InputMaybe<StringScalarAggregationFilters>;
  versionIntroduced?: InputMaybe<StringScalarAggregationFilters>;
};

export type ExternalDocApiReferencesRelationship = {
  __typename?: 'ExternalDocApiReferencesRelationship';
  cursor: Scalars['String']['output'];
  node: ApiReference;
};

export type ExternalDocApiReferencesUpdateConnectionInput = {
  node?: InputMaybe<ApiReferenceUpdateInput>;
  where?: InputMaybe<ExternalDocApiReferencesConnectionWhere>;
};

export type ExternalDocApiReferencesUpdateFieldInput = {
  connect?: InputMaybe<Array<ExternalDocApiReferencesConnectFieldInput>>;
  create?: InputMaybe<Array<ExternalDocApiReferencesCreateFieldInput>>;
  delete?: InputMaybe<Array<ExternalDocApiReferencesDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<ExternalDocApiReferencesDisconnectFieldInput>>;
  update?: InputMaybe<ExternalDocApiReferencesUpdateConnectionInput>;
};

export type ExternalDocCodeFileExplainsAggregateSelection = {
  __typename?: 'ExternalDocCodeFileExplainsAggregateSelection';
  count: CountConnection;
  node?: Maybe<ExternalDocCodeFileExplainsNodeAggregateSelection>;
};

export type ExternalDocCodeFileExplainsNodeAggregateSelection = {
  __typename?: 'ExternalDocCodeFileExplainsNodeAggregateSelection';
  createdAt: DateTimeAggregateSelection;
  hash: StringAggregateSelection;
  language: StringAggregateSelection;
  path: StringAggregateSelection;
};

export type ExternalDocConnectInput = {
  apiReferences?: InputMaybe<Array<ExternalDocApiReferencesConnectFieldInput>>;
  explains?: InputMaybe<Array<ExternalDocExplainsConnectFieldInput>>;
  sourcedFrom?: InputMaybe<Array<ExternalDocSourcedFromConnectFieldInput>>;
  supersedes?: InputMaybe<Array<ExternalDocSupersedesConnectFieldInput>>;
  usages?: InputMaybe<Array<ExternalDocUsagesConnectFieldInput>>;
};

export type ExternalDocConnectWhere = {
  node: ExternalDocWhere;
};

export type ExternalDocCreateInput = {
  apiReferences?: InputMaybe<ExternalDocApiReferencesFieldInput>;
  category?: InputMaybe<Scalars['String']['input']>;
  contentSnippet?: InputMaybe<Scalars['String']['input']>;
  explains?: InputMaybe<ExternalDocExplainsFieldInput>;
  fetchMethod?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  lastUpdated?: InputMaybe<Scalars['DateTime']['input']>;
  path?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  sourceUrl?: InputMaybe<Scalars['String']['input']>;
  sourcedFrom?: InputMaybe<ExternalDocSourcedFromFieldInput>;
  summary?: InputMaybe<Scalars['String']['input']>;
  supersedes?: InputMaybe<ExternalDocSupersedesFieldInput>;
  title: Scalars['String']['input'];
  usages?: InputMaybe<ExternalDocUsagesFieldInput>;
  version?: InputMaybe<Scalars['String']['input']>;
};

export type ExternalDocDeleteInput = {
  apiReferences?: InputMaybe<Array<ExternalDocApiReferencesDeleteFieldInput>>;
  explains?: InputMaybe<Array<ExternalDocExplainsDeleteFieldInput>>;
  sourcedFrom?: InputMaybe<Array<ExternalDocSourcedFromDeleteFieldInput>>;
  supersedes?: InputMaybe<Array<ExternalDocSupersedesDeleteFieldInput>>;
  usages?: InputMaybe<Array<ExternalDocUsagesDeleteFieldInput>>;
};

export type ExternalDocDisconnectInput = {
  apiReferences?: InputMaybe<Array<ExternalDocApiReferencesDisconnectFieldInput>>;
  explains?: InputMaybe<Array<ExternalDocExplainsDisconnectFieldInput>>;
  sourcedFrom?: InputMaybe<Array<ExternalDocSourcedFromDisconnectFieldInput>>;
  supersedes?: InputMaybe<Array<ExternalDocSupersedesDisconnectFieldInput>>;
  usages?: InputMaybe<Array<ExternalDocUsagesDisconnectFieldInput>>;
};

export type ExternalDocEdge = {
  __typename?: 'ExternalDocEdge';
  cursor: Scalars['String']['output'];
  node: ExternalDoc;
};

export type ExternalDocExplainsConnectFieldInput = {
  connect?: InputMaybe<Array<CodeFileConnectInput>>;
  where?: InputMaybe<CodeFileConnectWhere>;
};

export type ExternalDocExplainsConnection = {
  __typename?: 'ExternalDocExplainsConnection';
  aggregate: ExternalDocCodeFileExplainsAggregateSelection;
  edges: Array<ExternalDocExplainsRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ExternalDocExplainsConnectionAggregateInput = {
  AND?: InputMaybe<Array<ExternalDocExplainsConnectionAggregateInput>>;
  NOT?: InputMaybe<ExternalDocExplainsConnectionAggregateInput>;
  OR?: InputMaybe<Array<ExternalDocExplainsConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<ExternalDocExplainsNodeAggregationWhereInput>;
};

export type ExternalDocExplainsConnectionFilters = {
  /** Filter ExternalDocs by aggregating results on related ExternalDocExplainsConnections */
  aggregate?: InputMaybe<ExternalDocExplainsConnectionAggregateInput>;
  /** Return ExternalDocs where all of the related ExternalDocExplainsConnections match this filter */
  all?: InputMaybe<ExternalDocExplainsConnectionWhere>;
  /** Return ExternalDocs where none of the related ExternalDocExplainsConnections match this filter */
  none?: InputMaybe<ExternalDocExplainsConnectionWhere>;
  /** Return ExternalDocs where one of the related ExternalDocExplainsConnections match this filter */
  single?: InputMaybe<ExternalDocExplainsConnectionWhere>;
  /** Return ExternalDocs where some of the related ExternalDocExplainsConnections match this filter */
  some?: InputMaybe<ExternalDocExplainsConnectionWhere>;
};

export type ExternalDocExplainsConnectionSort = {
  node?: InputMaybe<CodeFileSort>;
};

export type ExternalDocExplainsConnectionWhere = {
  AND?: InputMaybe<Array<ExternalDocExplainsConnectionWhere>>;
  NOT?: InputMaybe<ExternalDocExplainsConnectionWhere>;
  OR?: InputMaybe<Array<ExternalDocExplainsConnectionWhere>>;
  node?: InputMaybe<CodeFileWhere>;
};

export type ExternalDocExplainsCreateFieldInput = {
  node: CodeFileCreateInput;
};

export type ExternalDocExplainsDeleteFieldInput = {
  delete?: InputMaybe<CodeFileDeleteInput>;
  where?: InputMaybe<ExternalDocExplainsConnectionWhere>;
};

export type ExternalDocExplainsDisconnectFieldInput = {
  disconnect?: InputMaybe<CodeFileDisconnectInput>;
  where?: InputMaybe<ExternalDocExplainsConnectionWhere>;
};

export type ExternalDocExplainsFieldInput = {
  connect?: InputMaybe<Array<ExternalDocExplainsConnectFieldInput>>;
  create?: InputMaybe<Array<ExternalDocExplainsCreateFieldInput>>;
};

export type ExternalDocExplainsNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<ExternalDocExplainsNodeAggregationWhereInput>>;
  NOT?: InputMaybe<ExternalDocExplainsNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<ExternalDocExplainsNodeAggregationWhereInput>>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  hash?: InputMaybe<StringScalarAggregationFilters>;
  language?: InputMaybe<StringScalarAggregationFilters>;
  path?: InputMaybe<StringScalarAggregationFilters>;
};

export type ExternalDocExplainsRelationship = {
  __typename?: 'ExternalDocExplainsRelationship';
  cursor: Scalars['String']['output'];
  node: CodeFile;
};

export type ExternalDocExplainsUpdateConnectionInput = {
  node?: InputMaybe<CodeFileUpdateInput>;
  where?: InputMaybe<ExternalDocExplainsConnectionWhere>;
};

export type ExternalDocExplainsUpdateFieldInput = {
  connect?: InputMaybe<Array<ExternalDocExplainsConnectFieldInput>>;
  create?: InputMaybe<Array<ExternalDocExplainsCreateFieldInput>>;
  delete?: InputMaybe<Array<ExternalDocExplainsDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<ExternalDocExplainsDisconnectFieldInput>>;
  update?: InputMaybe<ExternalDocExplainsUpdateConnectionInput>;
};

export type ExternalDocExternalDocSupersedesAggregateSelection = {
  __typename?: 'ExternalDocExternalDocSupersedesAggregateSelection';
  count: CountConnection;
  node?: Maybe<ExternalDocExternalDocSupersedesNodeAggregateSelection>;
};

export type ExternalDocExternalDocSupersedesNodeAggregateSelection = {
  __typename?: 'ExternalDocExternalDocSupersedesNodeAggregateSelection';
  accessCount: IntAggregateSelection;
  category: StringAggregateSelection;
  contentHash: StringAggregateSelection;
  contentSnippet: StringAggregateSelection;
  fetchMethod: StringAggregateSelection;
  language: StringAggregateSelection;
  lastAccessed: DateTimeAggregateSelection;
  lastUpdated: DateTimeAggregateSelection;
  path: StringAggregateSelection;
  relevanceScore: FloatAggregateSelection;
  source: StringAggregateSelection;
  sourceUrl: StringAggregateSelection;
  summary: StringAggregateSelection;
  title: StringAggregateSelection;
  version: StringAggregateSelection;
};

export type ExternalDocIndexEdge = {
  __typename?: 'ExternalDocIndexEdge';
  cursor: Scalars['String']['output'];
  node: ExternalDoc;
  score: Scalars['Float']['output'];
};

/** The input for sorting a Fulltext query on an index of ExternalDoc */
export type ExternalDocIndexSort = {
  node?: InputMaybe<ExternalDocSort>;
  score?: InputMaybe<SortDirection>;
};

/** The input for filtering a full-text query on an index of ExternalDoc */
export type ExternalDocIndexWhere = {
  node?: InputMaybe<ExternalDocWhere>;
  score?: InputMaybe<FloatWhere>;
};

export type ExternalDocKnowledgeUsageUsagesAggregateSelection = {
  __typename?: 'ExternalDocKnowledgeUsageUsagesAggregateSelection';
  count: CountConnection;
  node?: Maybe<ExternalDocKnowledgeUsageUsagesNodeAggregateSelection>;
};

export type ExternalDocKnowledgeUsageUsagesNodeAggregateSelection = {
  __typename?: 'ExternalDocKnowledgeUsageUsagesNodeAggregateSelection';
  agentType: StringAggregateSelection;
  createdAt: DateTimeAggregateSelection;
};

export type ExternalDocRelationshipFilters = {
  /** Filter type where all of the related ExternalDocs match this filter */
  all?: InputMaybe<ExternalDocWhere>;
  /** Filter type where none of the related ExternalDocs match this filter */
  none?: InputMaybe<ExternalDocWhere>;
  /** Filter type where one of the related ExternalDocs match this filter */
  single?: InputMaybe<ExternalDocWhere>;
  /** Filter type where some of the related ExternalDocs match this filter */
  some?: InputMaybe<ExternalDocWhere>;
};

/** Fields to sort ExternalDocs by. The order in which sorts are applied is not guaranteed when specifying many fields in one ExternalDocSort object. */
export type ExternalDocSort = {
  accessCount?: InputMaybe<SortDirection>;
  category?: InputMaybe<SortDirection>;
  contentHash?: InputMaybe<SortDirection>;
  contentSnippet?: InputMaybe<SortDirection>;
  fetchMethod?: InputMaybe<SortDirection>;
  id?: InputMaybe<SortDirection>;
  language?: InputMaybe<SortDirection>;
  lastAccessed?: InputMaybe<SortDirection>;
  lastUpdated?: InputMaybe<SortDirection>;
  path?: InputMaybe<SortDirection>;
  relevanceScore?: InputMaybe<SortDirection>;
  source?: InputMaybe<SortDirection>;
  sourceUrl?: InputMaybe<SortDirection>;
  summary?: InputMaybe<SortDirection>;
  title?: InputMaybe<SortDirection>;
  version?: InputMaybe<SortDirection>;
};

export type ExternalDocSourceSourcedFromAggregateSelection = {
  __typename?: 'ExternalDocSourceSourcedFromAggregateSelection';
  count: CountConnection;
  node?: Maybe<ExternalDocSourceSourcedFromNodeAggregateSelection>;
};

export type ExternalDocSourceSourcedFromNodeAggregateSelection = {
  __typename?: 'ExternalDocSourceSourcedFromNodeAggregateSelection';
  kind: StringAggregateSelection;
  lastVerified: DateTimeAggregateSelection;
  name: StringAggregateSelection;
  trustScore: FloatAggregateSelection;
  upvotes: IntAggregateSelection;
  url: StringAggregateSelection;
};

export type ExternalDocSourcedFromConnectFieldInput = {
  where?: InputMaybe<SourceConnectWhere>;
};

export type ExternalDocSourcedFromConnection = {
  __typename?: 'ExternalDocSourcedFromConnection';
  aggregate: ExternalDocSourceSourcedFromAggregateSelection;
  edges: Array<ExternalDocSourcedFromRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ExternalDocSourcedFromConnectionAggregateInput = {
  AND?: InputMaybe<Array<ExternalDocSourcedFromConnectionAggregateInput>>;
  NOT?: InputMaybe<ExternalDocSourcedFromConnectionAggregateInput>;
  OR?: InputMaybe<Array<ExternalDocSourcedFromConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<ExternalDocSourcedFromNodeAggregationWhereInput>;
};

export type ExternalDocSourcedFromConnectionFilters = {
  /** Filter ExternalDocs by aggregating results on related ExternalDocSourcedFromConnections */
  aggregate?: InputMaybe<ExternalDocSourcedFromConnectionAggregateInput>;
  /** Return ExternalDocs where all of the related ExternalDocSourcedFromConnections match this filter */
  all?: InputMaybe<ExternalDocSourcedFromConnectionWhere>;
  /** Return ExternalDocs where none of the related ExternalDocSourcedFromConnections match this filter */
  none?: InputMaybe<ExternalDocSourcedFromConnectionWhere>;
  /** Return ExternalDocs where one of the related ExternalDocSourcedFromConnections match this filter */
  single?: InputMaybe<ExternalDocSourcedFromConnectionWhere>;
  /** Return ExternalDocs where some of the related ExternalDocSourcedFromConnections match this filter */
  some?: InputMaybe<ExternalDocSourcedFromConnectionWhere>;
};

export type ExternalDocSourcedFromConnectionSort = {
  node?: InputMaybe<SourceSort>;
};

export type ExternalDocSourcedFromConnectionWhere = {
  AND?: InputMaybe<Array<ExternalDocSourcedFromConnectionWhere>>;
  NOT?: InputMaybe<ExternalDocSourcedFromConnectionWhere>;
  OR?: InputMaybe<Array<ExternalDocSourcedFromConnectionWhere>>;
  node?: InputMaybe<SourceWhere>;
};

export type ExternalDocSourcedFromCreateFieldInput = {
  node: SourceCreateInput;
};

export type ExternalDocSourcedFromDeleteFieldInput = {
  where?: InputMaybe<ExternalDocSourcedFromConnectionWhere>;
};

export type ExternalDocSourcedFromDisconnectFieldInput = {
  where?: InputMaybe<ExternalDocSourcedFromConnectionWhere>;
};

export type ExternalDocSourcedFromFieldInput = {
  connect?: InputMaybe<Array<ExternalDocSourcedFromConnectFieldInput>>;
  create?: InputMaybe<Array<ExternalDocSourcedFromCreateFieldInput>>;
};

export type ExternalDocSourcedFromNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<ExternalDocSourcedFromNodeAggregationWhereInput>>;
  NOT?: InputMaybe<ExternalDocSourcedFromNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<ExternalDocSourcedFromNodeAggregationWhereInput>>;
  kind?: InputMaybe<StringScalarAggregationFilters>;
  lastVerified?: InputMaybe<DateTimeScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
  trustScore?: InputMaybe<FloatScalarAggregationFilters>;
  upvotes?: InputMaybe<IntScalarAggregationFilters>;
  url?: InputMaybe<StringScalarAggregationFilters>;
};

export type ExternalDocSourcedFromRelationship = {
  __typename?: 'ExternalDocSourcedFromRelationship';
  cursor: Scalars['String']['output'];
  node: Source;
};

export type ExternalDocSourcedFromUpdateConnectionInput = {
  node?: InputMaybe<SourceUpdateInput>;
  where?: InputMaybe<ExternalDocSourcedFromConnectionWhere>;
};

export type ExternalDocSourcedFromUpdateFieldInput = {
  connect?: InputMaybe<Array<ExternalDocSourcedFromConnectFieldInput>>;
  create?: InputMaybe<Array<ExternalDocSourcedFromCreateFieldInput>>;
  delete?: InputMaybe<Array<ExternalDocSourcedFromDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<ExternalDocSourcedFromDisconnectFieldInput>>;
  update?: InputMaybe<ExternalDocSourcedFromUpdateConnectionInput>;
};

export type ExternalDocSupersedesConnectFieldInput = {
  connect?: InputMaybe<Array<ExternalDocConnectInput>>;
  where?: InputMaybe<ExternalDocConnectWhere>;
};

export type ExternalDocSupersedesConnection = {
  __typename?: 'ExternalDocSupersedesConnection';
  aggregate: ExternalDocExternalDocSupersedesAggregateSelection;
  edges: Array<ExternalDocSupersedesRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ExternalDocSupersedesConnectionAggregateInput = {
  AND?: InputMaybe<Array<ExternalDocSupersedesConnectionAggregateInput>>;
  NOT?: InputMaybe<ExternalDocSupersedesConnectionAggregateInput>;
  OR?: InputMaybe<Array<ExternalDocSupersedesConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<ExternalDocSupersedesNodeAggregationWhereInput>;
};

export type ExternalDocSupersedesConnectionFilters = {
  /** Filter ExternalDocs by aggregating results on related ExternalDocSupersedesConnections */
  aggregate?: InputMaybe<ExternalDocSupersedesConnectionAggregateInput>;
  /** Return ExternalDocs where all of the related ExternalDocSupersedesConnections match this filter */
  all?: InputMaybe<ExternalDocSupersedesConnectionWhere>;
  /** Return ExternalDocs where none of the related ExternalDocSupersedesConnections match this filter */
  none?: InputMaybe<ExternalDocSupersedesConnectionWhere>;
  /** Return ExternalDocs where one of the related ExternalDocSupersedesConnections match this filter */
  single?: InputMaybe<ExternalDocSupersedesConnectionWhere>;
  /** Return ExternalDocs where some of the related ExternalDocSupersedesConnections match this filter */
  some?: InputMaybe<ExternalDocSupersedesConnectionWhere>;
};

export type ExternalDocSupersedesConnectionSort = {
  node?: InputMaybe<ExternalDocSort>;
};

export type ExternalDocSupersedesConnectionWhere = {
  AND?: InputMaybe<Array<ExternalDocSupersedesConnectionWhere>>;
  NOT?: InputMaybe<ExternalDocSupersedesConnectionWhere>;
  OR?: InputMaybe<Array<ExternalDocSupersedesConnectionWhere>>;
  node?: InputMaybe<ExternalDocWhere>;
};

export type ExternalDocSupersedesCreateFieldInput = {
  node: ExternalDocCreateInput;
};

export type ExternalDocSupersedesDeleteFieldInput = {
  delete?: InputMaybe<ExternalDocDeleteInput>;
  where?: InputMaybe<ExternalDocSupersedesConnectionWhere>;
};

export type ExternalDocSupersedesDisconnectFieldInput = {
  disconnect?: InputMaybe<ExternalDocDisconnectInput>;
  where?: InputMaybe<ExternalDocSupersedesConnectionWhere>;
};

export type ExternalDocSupersedesFieldInput = {
  connect?: InputMaybe<Array<ExternalDocSupersedesConnectFieldInput>>;
  create?: InputMaybe<Array<ExternalDocSupersedesCreateFieldInput>>;
};

export type ExternalDocSupersedesNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<ExternalDocSupersedesNodeAggregationWhereInput>>;
  NOT?: InputMaybe<ExternalDocSupersedesNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<ExternalDocSupersedesNodeAggregationWhereInput>>;
  accessCount?: InputMaybe<IntScalarAggregationFilters>;
  category?: InputMaybe<StringScalarAggregationFilters>;
  contentHash?: InputMaybe<StringScalarAggregationFilters>;
  contentSnippet?: InputMaybe<StringScalarAggregationFilters>;
  fetchMethod?: InputMaybe<StringScalarAggregationFilters>;
  language?: InputMaybe<StringScalarAggregationFilters>;
  lastAccessed?: InputMaybe<DateTimeScalarAggregationFilters>;
  lastUpdated?: InputMaybe<DateTimeScalarAggregationFilters>;
  path?: InputMaybe<StringScalarAggregationFilters>;
  relevanceScore?: InputMaybe<FloatScalarAggregationFilters>;
  source?: InputMaybe<StringScalarAggregationFilters>;
  sourceUrl?: InputMaybe<StringScalarAggregationFilters>;
  summary?: InputMaybe<StringScalarAggregationFilters>;
  title?: InputMaybe<StringScalarAggregationFilters>;
  version?: InputMaybe<StringScalarAggregationFilters>;
};

export type ExternalDocSupersedesRelationship = {
  __typename?: 'ExternalDocSupersedesRelationship';
  cursor: Scalars['String']['output'];
  node: ExternalDoc;
};

export type ExternalDocSupersedesUpdateConnectionInput = {
  node?: InputMaybe<ExternalDocUpdateInput>;
  where?: InputMaybe<ExternalDocSupersedesConnectionWhere>;
};

export type ExternalDocSupersedesUpdateFieldInput = {
  connect?: InputMaybe<Array<ExternalDocSupersedesConnectFieldInput>>;
  create?: InputMaybe<Array<ExternalDocSupersedesCreateFieldInput>>;
  delete?: InputMaybe<Array<ExternalDocSupersedesDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<ExternalDocSupersedesDisconnectFieldInput>>;
  update?: InputMaybe<ExternalDocSupersedesUpdateConnectionInput>;
};

export type ExternalDocUpdateInput = {
  apiReferences?: InputMaybe<Array<ExternalDocApiReferencesUpdateFieldInput>>;
  category?: InputMaybe<StringScalarMutations>;
  contentSnippet?: InputMaybe<StringScalarMutations>;
  explains?: InputMaybe<Array<ExternalDocExplainsUpdateFieldInput>>;
  fetchMethod?: InputMaybe<StringScalarMutations>;
  language?: InputMaybe<StringScalarMutations>;
  lastUpdated?: InputMaybe<DateTimeScalarMutations>;
  path?: InputMaybe<StringScalarMutations>;
  source?: InputMaybe<StringScalarMutations>;
  sourceUrl?: InputMaybe<StringScalarMutations>;
  sourcedFrom?: InputMaybe<Array<ExternalDocSourcedFromUpdateFieldInput>>;
  summary?: InputMaybe<StringScalarMutations>;
  supersedes?: InputMaybe<Array<ExternalDocSupersedesUpdateFieldInput>>;
  title?: InputMaybe<StringScalarMutations>;
  usages?: InputMaybe<Array<ExternalDocUsagesUpdateFieldInput>>;
  version?: InputMaybe<StringScalarMutations>;
};

export type ExternalDocUsagesConnectFieldInput = {
  connect?: InputMaybe<Array<KnowledgeUsageConnectInput>>;
  where?: InputMaybe<KnowledgeUsageConnectWhere>;
};

export type ExternalDocUsagesConnection = {
  __typename?: 'ExternalDocUsagesConnection';
  aggregate: ExternalDocKnowledgeUsageUsagesAggregateSelection;
  edges: Array<ExternalDocUsagesRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ExternalDocUsagesConnectionAggregateInput = {
  AND?: InputMaybe<Array<ExternalDocUsagesConnectionAggregateInput>>;
  NOT?: InputMaybe<ExternalDocUsagesConnectionAggregateInput>;
  OR?: InputMaybe<Array<ExternalDocUsagesConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<ExternalDocUsagesNodeAggregationWhereInput>;
};

export type ExternalDocUsagesConnectionFilters = {
  /** Filter ExternalDocs by aggregating results on related ExternalDocUsagesConnections */
  aggregate?: InputMaybe<ExternalDocUsagesConnectionAggregateInput>;
  /** Return ExternalDocs where all of the related ExternalDocUsagesConnections match this filter */
  all?: InputMaybe<ExternalDocUsagesConnectionWhere>;
  /** Return ExternalDocs where none of the related ExternalDocUsagesConnections match this filter */
  none?: InputMaybe<ExternalDocUsagesConnectionWhere>;
  /** Return ExternalDocs where one of the related ExternalDocUsagesConnections match this filter */
  single?: InputMaybe<ExternalDocUsagesConnectionWhere>;
  /** Return ExternalDocs where some of the related ExternalDocUsagesConnections match this filter */
  some?: InputMaybe<ExternalDocUsagesConnectionWhere>;
};

export type ExternalDocUsagesConnectionSort = {
  node?: InputMaybe<KnowledgeUsageSort>;
};

export type ExternalDocUsagesConnectionWhere = {
  AND?: InputMaybe<Array<ExternalDocUsagesConnectionWhere>>;
  NOT?: InputMaybe<ExternalDocUsagesConnectionWhere>;
  OR?: InputMaybe<Array<ExternalDocUsagesConnectionWhere>>;
  node?: InputMaybe<KnowledgeUsageWhere>;
};

export type ExternalDocUsagesCreateFieldInput = {
  node: KnowledgeUsageCreateInput;
};

export type ExternalDocUsagesDeleteFieldInput = {
  delete?: InputMaybe<KnowledgeUsageDeleteInput>;
  where?: InputMaybe<ExternalDocUsagesConnectionWhere>;
};

export type ExternalDocUsagesDisconnectFieldInput = {
  disconnect?: InputMaybe<KnowledgeUsageDisconnectInput>;
  where?: InputMaybe<ExternalDocUsagesConnectionWhere>;
};

export type ExternalDocUsagesFieldInput = {
  connect?: InputMaybe<Array<ExternalDocUsagesConnectFieldInput>>;
  create?: InputMaybe<Array<ExternalDocUsagesCreateFieldInput>>;
};

export type ExternalDocUsagesNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<ExternalDocUsagesNodeAggregationWhereInput>>;
  NOT?: InputMaybe<ExternalDocUsagesNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<ExternalDocUsagesNodeAggregationWhereInput>>;
  agentType?: InputMaybe<StringScalarAggregationFilters>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
};

export type ExternalDocUsagesRelationship = {
  __typename?: 'ExternalDocUsagesRelationship';
  cursor: Scalars['String']['output'];
  node: KnowledgeUsage;
};

export type ExternalDocUsagesUpdateConnectionInput = {
  node?: InputMaybe<KnowledgeUsageUpdateInput>;
  where?: InputMaybe<ExternalDocUsagesConnectionWhere>;
};

export type ExternalDocUsagesUpdateFieldInput = {
  connect?: InputMaybe<Array<ExternalDocUsagesConnectFieldInput>>;
  create?: InputMaybe<Array<ExternalDocUsagesCreateFieldInput>>;
  delete?: InputMaybe<Array<ExternalDocUsagesDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<ExternalDocUsagesDisconnectFieldInput>>;
  update?: InputMaybe<ExternalDocUsagesUpdateConnectionInput>;
};

export type ExternalDocWhere = {
  AND?: InputMaybe<Array<ExternalDocWhere>>;
  NOT?: InputMaybe<ExternalDocWhere>;
  OR?: InputMaybe<Array<ExternalDocWhere>>;
  accessCount?: InputMaybe<IntScalarFilters>;
  apiReferences?: InputMaybe<ApiReferenceRelationshipFilters>;
  apiReferencesConnection?: InputMaybe<ExternalDocApiReferencesConnectionFilters>;
  category?: InputMaybe<StringScalarFilters>;
  contentHash?: InputMaybe<StringScalarFilters>;
  contentSnippet?: InputMaybe<StringScalarFilters>;
  explains?: InputMaybe<CodeFileRelationshipFilters>;
  explainsConnection?: InputMaybe<ExternalDocExplainsConnectionFilters>;
  fetchMethod?: InputMaybe<StringScalarFilters>;
  id?: InputMaybe<IdScalarFilters>;
  language?: InputMaybe<StringScalarFilters>;
  lastAccessed?: InputMaybe<DateTimeScalarFilters>;
  lastUpdated?: InputMaybe<DateTimeScalarFilters>;
  path?: InputMaybe<StringScalarFilters>;
  relevanceScore?: InputMaybe<FloatScalarFilters>;
  source?: InputMaybe<StringScalarFilters>;
  sourceUrl?: InputMaybe<StringScalarFilters>;
  sourcedFrom?: InputMaybe<SourceRelationshipFilters>;
  sourcedFromConnection?: InputMaybe<ExternalDocSourcedFromConnectionFilters>;
  summary?: InputMaybe<StringScalarFilters>;
  supersedes?: InputMaybe<ExternalDocRelationshipFilters>;
  supersedesConnection?: InputMaybe<ExternalDocSupersedesConnectionFilters>;
  title?: InputMaybe<StringScalarFilters>;
  usages?: InputMaybe<KnowledgeUsageRelationshipFilters>;
  usagesConnection?: InputMaybe<ExternalDocUsagesConnectionFilters>;
  version?: InputMaybe<StringScalarFilters>;
};

export type ExternalDocsConnection = {
  __typename?: 'ExternalDocsConnection';
  aggregate: ExternalDocAggregate;
  edges: Array<ExternalDocEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ExternalDocsIndexConnection = {
  __typename?: 'ExternalDocsIndexConnection';
  edges: Array<ExternalDocIndexEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type FloatAggregateSelection = {
  __typename?: 'FloatAggregateSelection';
  average?: Maybe<Scalars['Float']['output']>;
  max?: Maybe<Scalars['Float']['output']>;
  min?: Maybe<Scalars['Float']['output']>;
  sum?: Maybe<Scalars['Float']['output']>;
};

/** Filters for an aggregation of a float field */
export type FloatScalarAggregationFilters = {
  average?: InputMaybe<FloatScalarFilters>;
  max?: InputMaybe<FloatScalarFilters>;
  min?: InputMaybe<FloatScalarFilters>;
  sum?: InputMaybe<FloatScalarFilters>;
};

/** Float filters */
export type FloatScalarFilters = {
  eq?: InputMaybe<Scalars['Float']['input']>;
  gt?: InputMaybe<Scalars['Float']['input']>;
  gte?: InputMaybe<Scalars['Float']['input']>;
  in?: InputMaybe<Array<Scalars['Float']['input']>>;
  lt?: InputMaybe<Scalars['Float']['input']>;
  lte?: InputMaybe<Scalars['Float']['input']>;
};

/** Float mutations */
export type FloatScalarMutations = {
  add?: InputMaybe<Scalars['Float']['input']>;
  divide?: InputMaybe<Scalars['Float']['input']>;
  multiply?: InputMaybe<Scalars['Float']['input']>;
  set?: InputMaybe<Scalars['Float']['input']>;
  subtract?: InputMaybe<Scalars['Float']['input']>;
};

/** The input for filtering a float */
export type FloatWhere = {
  max?: InputMaybe<Scalars['Float']['input']>;
  min?: InputMaybe<Scalars['Float']['input']>;
};

export type Function = {
  __typename?: 'Function';
  calledBy: Array<Function>;
  calledByConnection: FunctionCalledByConnection;
  calls: Array<Function>;
  callsConnection: FunctionCallsConnection;
  complexity?: Maybe<Scalars['Int']['output']>;
  file: Array<CodeFile>;
  fileConnection: FunctionFileConnection;
  filePath?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lineEnd?: Maybe<Scalars['Int']['output']>;
  lineStart?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  project?: Maybe<Scalars['ID']['output']>;
  referencedBy: Array<Memory>;
  referencedByConnection: FunctionReferencedByConnection;
  signature?: Maybe<Scalars['String']['output']>;
  usesApis: Array<ApiReference>;
  usesApisConnection: FunctionUsesApisConnection;
};


export type FunctionCalledByArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<FunctionSort>>;
  where?: InputMaybe<FunctionWhere>;
};


export type FunctionCalledByConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<FunctionCalledByConnectionSort>>;
  where?: InputMaybe<FunctionCalledByConnectionWhere>;
};


export type FunctionCallsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<FunctionSort>>;
  where?: InputMaybe<FunctionWhere>;
};


export type FunctionCallsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<FunctionCallsConnectionSort>>;
  where?: InputMaybe<FunctionCallsConnectionWhere>;
};


export type FunctionFileArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<CodeFileSort>>;
  where?: InputMaybe<CodeFileWhere>;
};


export type FunctionFileConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<FunctionFileConnectionSort>>;
  where?: InputMaybe<FunctionFileConnectionWhere>;
};


export type FunctionReferencedByArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemorySort>>;
  where?: InputMaybe<MemoryWhere>;
};


export type FunctionReferencedByConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<FunctionReferencedByConnectionSort>>;
  where?: InputMaybe<FunctionReferencedByConnectionWhere>;
};


export type FunctionUsesApisArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ApiReferenceSort>>;
  where?: InputMaybe<ApiReferenceWhere>;
};


export type FunctionUsesApisConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<FunctionUsesApisConnectionSort>>;
  where?: InputMaybe<FunctionUsesApisConnectionWhere>;
};

export type FunctionApiReferenceUsesApisAggregateSelection = {
  __typename?: 'FunctionAPIReferenceUsesApisAggregateSelection';
  count: CountConnection;
  edge?: Maybe<FunctionApiReferenceUsesApisEdgeAggregateSelection>;
  node?: Maybe<FunctionApiReferenceUsesApisNodeAggregateSelection>;
};

export type FunctionApiReferenceUsesApisEdgeAggregateSelection = {
  __typename?: 'FunctionAPIReferenceUsesApisEdgeAggregateSelection';
  line: IntAggregateSelection;
};

export type FunctionApiReferenceUsesApisNodeAggregateSelection = {
  __typename?: 'FunctionAPIReferenceUsesApisNodeAggregateSelection';
  deprecatedIn: StringAggregateSelection;
  description: StringAggregateSelection;
  exampleCode: StringAggregateSelection;
  functionName: StringAggregateSelection;
  kind: StringAggregateSelection;
  language: StringAggregateSelection;
  name: StringAggregateSelection;
  namespace: StringAggregateSelection;
  parameters: StringAggregateSelection;
  returnType: StringAggregateSelection;
  signature: StringAggregateSelection;
  stability: StringAggregateSelection;
  url: StringAggregateSelection;
  versionIntroduced: StringAggregateSelection;
};

export type FunctionAggregate = {
  __typename?: 'FunctionAggregate';
  count: Count;
  node: FunctionAggregateNode;
};

export type FunctionAggregateNode = {
  __typename?: 'FunctionAggregateNode';
  complexity: IntAggregateSelection;
  filePath: StringAggregateSelection;
  lineEnd: IntAggregateSelection;
  lineStart: IntAggregateSelection;
  name: StringAggregateSelection;
  signature: StringAggregateSelection;
};

export type FunctionCalledByConnectFieldInput = {
  connect?: InputMaybe<Array<FunctionConnectInput>>;
  where?: InputMaybe<FunctionConnectWhere>;
};

export type FunctionCalledByConnection = {
  __typename?: 'FunctionCalledByConnection';
  aggregate: FunctionFunctionCalledByAggregateSelection;
  edges: Array<FunctionCalledByRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type FunctionCalledByConnectionAggregateInput = {
  AND?: InputMaybe<Array<FunctionCalledByConnectionAggregateInput>>;
  NOT?: InputMaybe<FunctionCalledByConnectionAggregateInput>;
  OR?: InputMaybe<Array<FunctionCalledByConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<FunctionCalledByNodeAggregationWhereInput>;
};

export type FunctionCalledByConnectionFilters = {
  /** Filter Functions by aggregating results on related FunctionCalledByConnections */
  aggregate?: InputMaybe<FunctionCalledByConnectionAggregateInput>;
  /** Return Functions where all of the related FunctionCalledByConnections match this filter */
  all?: InputMaybe<FunctionCalledByConnectionWhere>;
  /** Return Functions where none of the related FunctionCalledByConnections match this filter */
  none?: InputMaybe<FunctionCalledByConnectionWhere>;
  /** Return Functions where one of the related FunctionCalledByConnections match this filter */
  single?: InputMaybe<FunctionCalledByConnectionWhere>;
  /** Return Functions where some of the related FunctionCalledByConnections match this filter */
  some?: InputMaybe<FunctionCalledByConnectionWhere>;
};

export type FunctionCalledByConnectionSort = {
  node?: InputMaybe<FunctionSort>;
};

export type FunctionCalledByConnectionWhere = {
  AND?: InputMaybe<Array<FunctionCalledByConnectionWhere>>;
  NOT?: InputMaybe<FunctionCalledByConnectionWhere>;
  OR?: InputMaybe<Array<FunctionCalledByConnectionWhere>>;
  node?: InputMaybe<FunctionWhere>;
};

export type FunctionCalledByCreateFieldInput = {
  node: FunctionCreateInput;
};

export type FunctionCalledByDeleteFieldInput = {
  delete?: InputMaybe<FunctionDeleteInput>;
  where?: InputMaybe<FunctionCalledByConnectionWhere>;
};

export type FunctionCalledByDisconnectFieldInput = {
  disconnect?: InputMaybe<FunctionDisconnectInput>;
  where?: InputMaybe<FunctionCalledByConnectionWhere>;
};

export type FunctionCalledByFieldInput = {
  connect?: InputMaybe<Array<FunctionCalledByConnectFieldInput>>;
  create?: InputMaybe<Array<FunctionCalledByCreateFieldInput>>;
};

export type FunctionCalledByNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<FunctionCalledByNodeAggregationWhereInput>>;
  NOT?: InputMaybe<FunctionCalledByNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<FunctionCalledByNodeAggregationWhereInput>>;
  complexity?: InputMaybe<IntScalarAggregationFilters>;
  filePath?: InputMaybe<StringScalarAggregationFilters>;
  lineEnd?: InputMaybe<IntScalarAggregationFilters>;
  lineStart?: InputMaybe<IntScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
  signature?: InputMaybe<StringScalarAggregationFilters>;
};

export type FunctionCalledByRelationship = {
  __typename?: 'FunctionCalledByRelationship';
  cursor: Scalars['String']['output'];
  node: Function;
};

export type FunctionCalledByUpdateConnectionInput = {
  node?: InputMaybe<FunctionUpdateInput>;
  where?: InputMaybe<FunctionCalledByConnectionWhere>;
};

export type FunctionCalledByUpdateFieldInput = {
  connect?: InputMaybe<Array<FunctionCalledByConnectFieldInput>>;
  create?: InputMaybe<Array<FunctionCalledByCreateFieldInput>>;
  delete?: InputMaybe<Array<FunctionCalledByDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<FunctionCalledByDisconnectFieldInput>>;
  update?: InputMaybe<FunctionCalledByUpdateConnectionInput>;
};

export type FunctionCallsConnectFieldInput = {
  connect?: InputMaybe<Array<FunctionConnectInput>>;
  where?: InputMaybe<FunctionConnectWhere>;
};

export type FunctionCallsConnection = {
  __typename?: 'FunctionCallsConnection';
  aggregate: FunctionFunctionCallsAggregateSelection;
  edges: Array<FunctionCallsRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type FunctionCallsConnectionAggregateInput = {
  AND?: InputMaybe<Array<FunctionCallsConnectionAggregateInput>>;
  NOT?: InputMaybe<FunctionCallsConnectionAggregateInput>;
  OR?: InputMaybe<Array<FunctionCallsConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<FunctionCallsNodeAggregationWhereInput>;
};

export type FunctionCallsConnectionFilters = {
  /** Filter Functions by aggregating results on related FunctionCallsConnections */
  aggregate?: InputMaybe<FunctionCallsConnectionAggregateInput>;
  /** Return Functions where all of the related FunctionCallsConnections match this filter */
  all?: InputMaybe<FunctionCallsConnectionWhere>;
  /** Return Functions where none of the related FunctionCallsConnections match this filter */
  none?: InputMaybe<FunctionCallsConnectionWhere>;
  /** Return Functions where one of the related FunctionCallsConnections match this filter */
  single?: InputMaybe<FunctionCallsConnectionWhere>;
  /** Return Functions where some of the related FunctionCallsConnections match this filter */
  some?: InputMaybe<FunctionCallsConnectionWhere>;
};

export type FunctionCallsConnectionSort = {
  node?: InputMaybe<FunctionSort>;
};

export type FunctionCallsConnectionWhere = {
  AND?: InputMaybe<Array<FunctionCallsConnectionWhere>>;
  NOT?: InputMaybe<FunctionCallsConnectionWhere>;
  OR?: InputMaybe<Array<FunctionCallsConnectionWhere>>;
  node?: InputMaybe<FunctionWhere>;
};

export type FunctionCallsCreateFieldInput = {
  node: FunctionCreateInput;
};

export type FunctionCallsDeleteFieldInput = {
  delete?: InputMaybe<FunctionDeleteInput>;
  where?: InputMaybe<FunctionCallsConnectionWhere>;
};

export type FunctionCallsDisconnectFieldInput = {
  disconnect?: InputMaybe<FunctionDisconnectInput>;
  where?: InputMaybe<FunctionCallsConnectionWhere>;
};

export type FunctionCallsFieldInput = {
  connect?: InputMaybe<Array<FunctionCallsConnectFieldInput>>;
  create?: InputMaybe<Array<FunctionCallsCreateFieldInput>>;
};

export type FunctionCallsNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<FunctionCallsNodeAggregationWhereInput>>;
  NOT?: InputMaybe<FunctionCallsNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<FunctionCallsNodeAggregationWhereInput>>;
  complexity?: InputMaybe<IntScalarAggregationFilters>;
  filePath?: InputMaybe<StringScalarAggregationFilters>;
  lineEnd?: InputMaybe<IntScalarAggregationFilters>;
  lineStart?: InputMaybe<IntScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
  signature?: InputMaybe<StringScalarAggregationFilters>;
};

export type FunctionCallsRelationship = {
  __typename?: 'FunctionCallsRelationship';
  cursor: Scalars['String']['output'];
  node: Function;
};

export type FunctionCallsUpdateConnectionInput = {
  node?: InputMaybe<FunctionUpdateInput>;
  where?: InputMaybe<FunctionCallsConnectionWhere>;
};

export type FunctionCallsUpdateFieldInput = {
  connect?: InputMaybe<Array<FunctionCallsConnectFieldInput>>;
  create?: InputMaybe<Array<FunctionCallsCreateFieldInput>>;
  delete?: InputMaybe<Array<FunctionCallsDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<FunctionCallsDisconnectFieldInput>>;
  update?: InputMaybe<FunctionCallsUpdateConnectionInput>;
};

export type FunctionCodeFileFileAggregateSelection = {
  __typename?: 'FunctionCodeFileFileAggregateSelection';
  count: CountConnection;
  node?: Maybe<FunctionCodeFileFileNodeAggregateSelection>;
};

export type FunctionCodeFileFileNodeAggregateSelection = {
  __typename?: 'FunctionCodeFileFileNodeAggregateSelection';
  createdAt: DateTimeAggregateSelection;
  hash: StringAggregateSelection;
  language: StringAggregateSelection;
  path: StringAggregateSelection;
};

export type FunctionConnectInput = {
  calledBy?: InputMaybe<Array<FunctionCalledByConnectFieldInput>>;
  calls?: InputMaybe<Array<FunctionCallsConnectFieldInput>>;
  file?: InputMaybe<Array<FunctionFileConnectFieldInput>>;
  referencedBy?: InputMaybe<Array<FunctionReferencedByConnectFieldInput>>;
  usesApis?: InputMaybe<Array<FunctionUsesApisConnectFieldInput>>;
};

export type FunctionConnectWhere = {
  node: FunctionWhere;
};

export type FunctionCreateInput = {
  calledBy?: InputMaybe<FunctionCalledByFieldInput>;
  calls?: InputMaybe<FunctionCallsFieldInput>;
  complexity?: InputMaybe<Scalars['Int']['input']>;
  file?: InputMaybe<FunctionFileFieldInput>;
  filePath?: InputMaybe<Scalars['String']['input']>;
  lineEnd?: InputMaybe<Scalars['Int']['input']>;
  lineStart?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  project?: InputMaybe<Scalars['ID']['input']>;
  referencedBy?: InputMaybe<FunctionReferencedByFieldInput>;
  signature?: InputMaybe<Scalars['String']['input']>;
  usesApis?: InputMaybe<FunctionUsesApisFieldInput>;
};

export type FunctionDeleteInput = {
  calledBy?: InputMaybe<Array<FunctionCalledByDeleteFieldInput>>;
  calls?: InputMaybe<Array<FunctionCallsDeleteFieldInput>>;
  file?: InputMaybe<Array<FunctionFileDeleteFieldInput>>;
  referencedBy?: InputMaybe<Array<FunctionReferencedByDeleteFieldInput>>;
  usesApis?: InputMaybe<Array<FunctionUsesApisDeleteFieldInput>>;
};

export type FunctionDisconnectInput = {
  calledBy?: InputMaybe<Array<FunctionCalledByDisconnectFieldInput>>;
  calls?: InputMaybe<Array<FunctionCallsDisconnectFieldInput>>;
  file?: InputMaybe<Array<FunctionFileDisconnectFieldInput>>;
  referencedBy?: InputMaybe<Array<FunctionReferencedByDisconnectFieldInput>>;
  usesApis?: InputMaybe<Array<FunctionUsesApisDisconnectFieldInput>>;
};

export type FunctionEdge = {
  __typename?: 'FunctionEdge';
  cursor: Scalars['String']['output'];
  node: Function;
};

export type FunctionFileConnectFieldInput = {
  connect?: InputMaybe<Array<CodeFileConnectInput>>;
  where?: InputMaybe<CodeFileConnectWhere>;
};

export type FunctionFileConnection = {
  __typename?: 'FunctionFileConnection';
  aggregate: FunctionCodeFileFileAggregateSelection;
  edges: Array<FunctionFileRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type FunctionFileConnectionAggregateInput = {
  AND?: InputMaybe<Array<FunctionFileConnectionAggregateInput>>;
  NOT?: InputMaybe<FunctionFileConnectionAggregateInput>;
  OR?: InputMaybe<Array<FunctionFileConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<FunctionFileNodeAggregationWhereInput>;
};

export type FunctionFileConnectionFilters = {
  /** Filter Functions by aggregating results on related FunctionFileConnections */
  aggregate?: InputMaybe<FunctionFileConnectionAggregateInput>;
  /** Return Functions where all of the related FunctionFileConnections match this filter */
  all?: InputMaybe<FunctionFileConnectionWhere>;
  /** Return Functions where none of the related FunctionFileConnections match this filter */
  none?: InputMaybe<FunctionFileConnectionWhere>;
  /** Return Functions where one of the related FunctionFileConnections match this filter */
  single?: InputMaybe<FunctionFileConnectionWhere>;
  /** Return Functions where some of the related FunctionFileConnections match this filter */
  some?: InputMaybe<FunctionFileConnectionWhere>;
};

export type FunctionFileConnectionSort = {
  node?: InputMaybe<CodeFileSort>;
};

export type FunctionFileConnectionWhere = {
  AND?: InputMaybe<Array<FunctionFileConnectionWhere>>;
  NOT?: InputMaybe<FunctionFileConnectionWhere>;
  OR?: InputMaybe<Array<FunctionFileConnectionWhere>>;
  node?: InputMaybe<CodeFileWhere>;
};

export type FunctionFileCreateFieldInput = {
  node: CodeFileCreateInput;
};

export type FunctionFileDeleteFieldInput = {
  delete?: InputMaybe<CodeFileDeleteInput>;
  where?: InputMaybe<FunctionFileConnectionWhere>;
};

export type FunctionFileDisconnectFieldInput = {
  disconnect?: InputMaybe<CodeFileDisconnectInput>;
  where?: InputMaybe<FunctionFileConnectionWhere>;
};

export type FunctionFileFieldInput = {
  connect?: InputMaybe<Array<FunctionFileConnectFieldInput>>;
  create?: InputMaybe<Array<FunctionFileCreateFieldInput>>;
};

export type FunctionFileNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<FunctionFileNodeAggregationWhereInput>>;
  NOT?: InputMaybe<FunctionFileNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<FunctionFileNodeAggregationWhereInput>>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  hash?: InputMaybe<StringScalarAggregationFilters>;
  language?: InputMaybe<StringScalarAggregationFilters>;
  path?: InputMaybe<StringScalarAggregationFilters>;
};

export type FunctionFileRelationship = {
  __typename?: 'FunctionFileRelationship';
  cursor: Scalars['String']['output'];
  node: CodeFile;
};

export type FunctionFileUpdateConnectionInput = {
  node?: InputMaybe<CodeFileUpdateInput>;
  where?: InputMaybe<FunctionFileConnectionWhere>;
};

export type FunctionFileUpdateFieldInput = {
  connect?: InputMaybe<Array<FunctionFileConnectFieldInput>>;
  create?: InputMaybe<Array<FunctionFileCreateFieldInput>>;
  delete?: InputMaybe<Array<FunctionFileDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<FunctionFileDisconnectFieldInput>>;
  update?: InputMaybe<FunctionFileUpdateConnectionInput>;
};

export type FunctionFunctionCalledByAggregateSelection = {
  __typename?: 'FunctionFunctionCalledByAggregateSelection';
  count: CountConnection;
  node?: Maybe<FunctionFunctionCalledByNodeAggregateSelection>;
};

export type FunctionFunctionCalledByNodeAggregateSelection = {
  __typename?: 'FunctionFunctionCalledByNodeAggregateSelection';
  complexity: IntAggregateSelection;
  filePath: StringAggregateSelection;
  lineEnd: IntAggregateSelection;
  lineStart: IntAggregateSelection;
  name: StringAggregateSelection;
  signature: StringAggregateSelection;
};

export type FunctionFunctionCallsAggregateSelection = {
  __typename?: 'FunctionFunctionCallsAggregateSelection';
  count: CountConnection;
  node?: Maybe<FunctionFunctionCallsNodeAggregateSelection>;
};

export type FunctionFunctionCallsNodeAggregateSelection = {
  __typename?: 'FunctionFunctionCallsNodeAggregateSelection';
  complexity: IntAggregateSelection;
  filePath: StringAggregateSelection;
  lineEnd: IntAggregateSelection;
  lineStart: IntAggregateSelection;
  name: StringAggregateSelection;
  signature: StringAggregateSelection;
};

export type FunctionMemoryReferencedByAggregateSelection = {
  __typename?: 'FunctionMemoryReferencedByAggregateSelection';
  count: CountConnection;
  node?: Maybe<FunctionMemoryReferencedByNodeAggregateSelection>;
};

export type FunctionMemoryReferencedByNodeAggregateSelection = {
  __typename?: 'FunctionMemoryReferencedByNodeAggregateSelection';
  accessCount: IntAggregateSelection;
  accessedAt: DateTimeAggregateSelection;
  content: StringAggregateSelection;
  contentHash: StringAggregateSelection;
  createdAt: DateTimeAggregateSelection;
  expiresAt: DateTimeAggregateSelection;
  importance: IntAggregateSelection;
  occurredAt: DateTimeAggregateSelection;
  occurrences: IntAggregateSelection;
  supersededAt: DateTimeAggregateSelection;
  title: StringAggregateSelection;
  updatedAt: DateTimeAggregateSelection;
};

export type FunctionReferencedByConnectFieldInput = {
  connect?: InputMaybe<Array<MemoryConnectInput>>;
  where?: InputMaybe<MemoryConnectWhere>;
};

export type FunctionReferencedByConnection = {
  __typename?: 'FunctionReferencedByConnection';
  aggregate: FunctionMemoryReferencedByAggregateSelection;
  edges: Array<FunctionReferencedByRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type FunctionReferencedByConnectionAggregateInput = {
  AND?: InputMaybe<Array<FunctionReferencedByConnectionAggregateInput>>;
  NOT?: InputMaybe<FunctionReferencedByConnectionAggregateInput>;
  OR?: InputMaybe<Array<FunctionReferencedByConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<FunctionReferencedByNodeAggregationWhereInput>;
};

export type FunctionReferencedByConnectionFilters = {
  /** Filter Functions by aggregating results on related FunctionReferencedByConnections */
  aggregate?: InputMaybe<FunctionReferencedByConnectionAggregateInput>;
  /** Return Functions where all of the related FunctionReferencedByConnections match this filter */
  all?: InputMaybe<FunctionReferencedByConnectionWhere>;
  /** Return Functions where none of the related FunctionReferencedByConnections match this filter */
  none?: InputMaybe<FunctionReferencedByConnectionWhere>;
  /** Return Functions where one of the related FunctionReferencedByConnections match this filter */
  single?: InputMaybe<FunctionReferencedByConnectionWhere>;
  /** Return Functions where some of the related FunctionReferencedByConnections match this filter */
  some?: InputMaybe<FunctionReferencedByConnectionWhere>;
};

export type FunctionReferencedByConnectionSort = {
  node?: InputMaybe<MemorySort>;
};

export type FunctionReferencedByConnectionWhere = {
  AND?: InputMaybe<Array<FunctionReferencedByConnectionWhere>>;
  NOT?: InputMaybe<FunctionReferencedByConnectionWhere>;
  OR?: InputMaybe<Array<FunctionReferencedByConnectionWhere>>;
  node?: InputMaybe<MemoryWhere>;
};

export type FunctionReferencedByCreateFieldInput = {
  node: MemoryCreateInput;
};

export type FunctionReferencedByDeleteFieldInput = {
  delete?: InputMaybe<MemoryDeleteInput>;
  where?: InputMaybe<FunctionReferencedByConnectionWhere>;
};

export type FunctionReferencedByDisconnectFieldInput = {
  disconnect?: InputMaybe<MemoryDisconnectInput>;
  where?: InputMaybe<FunctionReferencedByConnectionWhere>;
};

export type FunctionReferencedByFieldInput = {
  connect?: InputMaybe<Array<FunctionReferencedByConnectFieldInput>>;
  create?: InputMaybe<Array<FunctionReferencedByCreateFieldInput>>;
};

export type FunctionReferencedByNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<FunctionReferencedByNodeAggregationWhereInput>>;
  NOT?: InputMaybe<FunctionReferencedByNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<FunctionReferencedByNodeAggregationWhereInput>>;
  accessCount?: InputMaybe<IntScalarAggregationFilters>;
  accessedAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  content?: InputMaybe<StringScalarAggregationFilters>;
  contentHash?: InputMaybe<StringScalarAggregationFilters>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  expiresAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  importance?: InputMaybe<IntScalarAggregationFilters>;
  occurredAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  occurrences?: InputMaybe<IntScalarAggregationFilters>;
  supersededAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  title?: InputMaybe<StringScalarAggregationFilters>;
  updatedAt?: InputMaybe<DateTimeScalarAggregationFilters>;
};

export type FunctionReferencedByRelationship = {
  __typename?: 'FunctionReferencedByRelationship';
  cursor: Scalars['String']['output'];
  node: Memory;
};

export type FunctionReferencedByUpdateConnectionInput = {
  node?: InputMaybe<MemoryUpdateInput>;
  where?: InputMaybe<FunctionReferencedByConnectionWhere>;
};

export type FunctionReferencedByUpdateFieldInput = {
  connect?: InputMaybe<Array<FunctionReferencedByConnectFieldInput>>;
  create?: InputMaybe<Array<FunctionReferencedByCreateFieldInput>>;
  delete?: InputMaybe<Array<FunctionReferencedByDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<FunctionReferencedByDisconnectFieldInput>>;
  update?: InputMaybe<FunctionReferencedByUpdateConnectionInput>;
};

export type FunctionRelationshipFilters = {
  /** Filter type where all of the related Functions match this filter */
  all?: InputMaybe<FunctionWhere>;
  /** Filter type where none of the related Functions match this filter */
  none?: InputMaybe<FunctionWhere>;
  /** Filter type where one of the related Functions match this filter */
  single?: InputMaybe<FunctionWhere>;
  /** Filter type where some of the related Functions match this filter */
  some?: InputMaybe<FunctionWhere>;
};

/** Fields to sort Functions by. The order in which sorts are applied is not guaranteed when specifying many fields in one FunctionSort object. */
export type FunctionSort = {
  complexity?: InputMaybe<SortDirection>;
  filePath?: InputMaybe<SortDirection>;
  id?: InputMaybe<SortDirection>;
  lineEnd?: InputMaybe<SortDirection>;
  lineStart?: InputMaybe<SortDirection>;
  name?: InputMaybe<SortDirection>;
  project?: InputMaybe<SortDirection>;
  signature?: InputMaybe<SortDirection>;
};

export type FunctionUpdateInput = {
  calledBy?: InputMaybe<Array<FunctionCalledByUpdateFieldInput>>;
  calls?: InputMaybe<Array<FunctionCallsUpdateFieldInput>>;
  complexity?: InputMaybe<IntScalarMutations>;
  file?: InputMaybe<Array<FunctionFileUpdateFieldInput>>;
  filePath?: InputMaybe<StringScalarMutations>;
  lineEnd?: InputMaybe<IntScalarMutations>;
  lineStart?: InputMaybe<IntScalarMutations>;
  name?: InputMaybe<StringScalarMutations>;
  project?: InputMaybe<IdScalarMutations>;
  referencedBy?: InputMaybe<Array<FunctionReferencedByUpdateFieldInput>>;
  signature?: InputMaybe<StringScalarMutations>;
  usesApis?: InputMaybe<Array<FunctionUsesApisUpdateFieldInput>>;
};

export type FunctionUsesApisConnectFieldInput = {
  connect?: InputMaybe<Array<ApiReferenceConnectInput>>;
  edge?: InputMaybe<UsedInCreateInput>;
  where?: InputMaybe<ApiReferenceConnectWhere>;
};

export type FunctionUsesApisConnection = {
  __typename?: 'FunctionUsesApisConnection';
  aggregate: FunctionApiReferenceUsesApisAggregateSelection;
  edges: Array<FunctionUsesApisRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type FunctionUsesApisConnectionAggregateInput = {
  AND?: InputMaybe<Array<FunctionUsesApisConnectionAggregateInput>>;
  NOT?: InputMaybe<FunctionUsesApisConnectionAggregateInput>;
  OR?: InputMaybe<Array<FunctionUsesApisConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  edge?: InputMaybe<UsedInAggregationWhereInput>;
  node?: InputMaybe<FunctionUsesApisNodeAggregationWhereInput>;
};

export type FunctionUsesApisConnectionFilters = {
  /** Filter Functions by aggregating results on related FunctionUsesApisConnections */
  aggregate?: InputMaybe<FunctionUsesApisConnectionAggregateInput>;
  /** Return Functions where all of the related FunctionUsesApisConnections match this filter */
  all?: InputMaybe<FunctionUsesApisConnectionWhere>;
  /** Return Functions where none of the related FunctionUsesApisConnections match this filter */
  none?: InputMaybe<FunctionUsesApisConnectionWhere>;
  /** Return Functions where one of the related FunctionUsesApisConnections match this filter */
  single?: InputMaybe<FunctionUsesApisConnectionWhere>;
  /** Return Functions where some of the related FunctionUsesApisConnections match this filter */
  some?: InputMaybe<FunctionUsesApisConnectionWhere>;
};

export type FunctionUsesApisConnectionSort = {
  edge?: InputMaybe<UsedInSort>;
  node?: InputMaybe<ApiReferenceSort>;
};

export type FunctionUsesApisConnectionWhere = {
  AND?: InputMaybe<Array<FunctionUsesApisConnectionWhere>>;
  NOT?: InputMaybe<FunctionUsesApisConnectionWhere>;
  OR?: InputMaybe<Array<FunctionUsesApisConnectionWhere>>;
  edge?: InputMaybe<UsedInWhere>;
  node?: InputMaybe<ApiReferenceWhere>;
};

export type FunctionUsesApisCreateFieldInput = {
  edge?: InputMaybe<UsedInCreateInput>;
  node: ApiReferenceCreateInput;
};

export type FunctionUsesApisDeleteFieldInput = {
  delete?: InputMaybe<ApiReferenceDeleteInput>;
  where?: InputMaybe<FunctionUsesApisConnectionWhere>;
};

export type FunctionUsesApisDisconnectFieldInput = {
  disconnect?: InputMaybe<ApiReferenceDisconnectInput>;
  where?: InputMaybe<FunctionUsesApisConnectionWhere>;
};

export type FunctionUsesApisFieldInput = {
  connect?: InputMaybe<Array<FunctionUsesApisConnectFieldInput>>;
  create?: InputMaybe<Array<FunctionUsesApisCreateFieldInput>>;
};

export type FunctionUsesApisNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<FunctionUsesApisNodeAggregationWhereInput>>;
  NOT?: InputMaybe<FunctionUsesApisNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<FunctionUsesApisNodeAggregationWhereInput>>;
  deprecatedIn?: InputMaybe<StringScalarAggregationFilters>;
  description?: InputMaybe<StringScalarAggregationFilters>;
  exampleCode?: InputMaybe<StringScalarAggregationFilters>;
  functionName?: InputMaybe<StringScalarAggregationFilters>;
  kind?: InputMaybe<StringScalarAggregationFilters>;
  language?: InputMaybe<StringScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
  namespace?: InputMaybe<StringScalarAggregationFilters>;
  parameters?: InputMaybe<StringScalarAggregationFilters>;
  returnType?: InputMaybe<StringScalarAggregationFilters>;
  signature?: InputMaybe<StringScalarAggregationFilters>;
  stability?: InputMaybe<StringScalarAggregationFilters>;
  url?: InputMaybe<StringScalarAggregationFilters>;
  versionIntroduced?: InputMaybe<StringScalarAggregationFilters>;
};

export type FunctionUsesApisRelationship = {
  __typename?: 'FunctionUsesApisRelationship';
  cursor: Scalars['String']['output'];
  node: ApiReference;
  properties: UsedIn;
};

export type FunctionUsesApisUpdateConnectionInput = {
  edge?: InputMaybe<UsedInUpdateInput>;
  node?: InputMaybe<ApiReferenceUpdateInput>;
  where?: InputMaybe<FunctionUsesApisConnectionWhere>;
};

export type FunctionUsesApisUpdateFieldInput = {
  connect?: InputMaybe<Array<FunctionUsesApisConnectFieldInput>>;
  create?: InputMaybe<Array<FunctionUsesApisCreateFieldInput>>;
  delete?: InputMaybe<Array<FunctionUsesApisDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<FunctionUsesApisDisconnectFieldInput>>;
  update?: InputMaybe<FunctionUsesApisUpdateConnectionInput>;
};

export type FunctionWhere = {
  AND?: InputMaybe<Array<FunctionWhere>>;
  NOT?: InputMaybe<FunctionWhere>;
  OR?: InputMaybe<Array<FunctionWhere>>;
  calledBy?: InputMaybe<FunctionRelationshipFilters>;
  calledByConnection?: InputMaybe<FunctionCalledByConnectionFilters>;
  calls?: InputMaybe<FunctionRelationshipFilters>;
  callsConnection?: InputMaybe<FunctionCallsConnectionFilters>;
  complexity?: InputMaybe<IntScalarFilters>;
  file?: InputMaybe<CodeFileRelationshipFilters>;
  fileConnection?: InputMaybe<FunctionFileConnectionFilters>;
  filePath?: InputMaybe<StringScalarFilters>;
  id?: InputMaybe<IdScalarFilters>;
  lineEnd?: InputMaybe<IntScalarFilters>;
  lineStart?: InputMaybe<IntScalarFilters>;
  name?: InputMaybe<StringScalarFilters>;
  project?: InputMaybe<IdScalarFilters>;
  referencedBy?: InputMaybe<MemoryRelationshipFilters>;
  referencedByConnection?: InputMaybe<FunctionReferencedByConnectionFilters>;
  signature?: InputMaybe<StringScalarFilters>;
  usesApis?: InputMaybe<ApiReferenceRelationshipFilters>;
  usesApisConnection?: InputMaybe<FunctionUsesApisConnectionFilters>;
};

export type FunctionsConnection = {
  __typename?: 'FunctionsConnection';
  aggregate: FunctionAggregate;
  edges: Array<FunctionEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** ID filters */
export type IdScalarFilters = {
  contains?: InputMaybe<Scalars['ID']['input']>;
  endsWith?: InputMaybe<Scalars['ID']['input']>;
  eq?: InputMaybe<Scalars['ID']['input']>;
  in?: InputMaybe<Array<Scalars['ID']['input']>>;
  startsWith?: InputMaybe<Scalars['ID']['input']>;
};

/** ID mutations */
export type IdScalarMutations = {
  set?: InputMaybe<Scalars['ID']['input']>;
};

export type IntAggregateSelection = {
  __typename?: 'IntAggregateSelection';
  average?: Maybe<Scalars['Float']['output']>;
  max?: Maybe<Scalars['Int']['output']>;
  min?: Maybe<Scalars['Int']['output']>;
  sum?: Maybe<Scalars['Int']['output']>;
};

/** Filters for an aggregation of an int field */
export type IntScalarAggregationFilters = {
  average?: InputMaybe<FloatScalarFilters>;
  max?: InputMaybe<IntScalarFilters>;
  min?: InputMaybe<IntScalarFilters>;
  sum?: InputMaybe<IntScalarFilters>;
};

/** Int filters */
export type IntScalarFilters = {
  eq?: InputMaybe<Scalars['Int']['input']>;
  gt?: InputMaybe<Scalars['Int']['input']>;
  gte?: InputMaybe<Scalars['Int']['input']>;
  in?: InputMaybe<Array<Scalars['Int']['input']>>;
  lt?: InputMaybe<Scalars['Int']['input']>;
  lte?: InputMaybe<Scalars['Int']['input']>;
};

/** Int mutations */
export type IntScalarMutations = {
  add?: InputMaybe<Scalars['Int']['input']>;
  set?: InputMaybe<Scalars['Int']['input']>;
  subtract?: InputMaybe<Scalars['Int']['input']>;
};

/** One use of external knowledge by an agent, and how the task went. */
export type KnowledgeUsage = {
  __typename?: 'KnowledgeUsage';
  agentType?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  docs: Array<ExternalDoc>;
  docsConnection: KnowledgeUsageDocsConnection;
  id: Scalars['ID']['output'];
  outcome: UsageOutcome;
};


/** One use of external knowledge by an agent, and how the task went. */
export type KnowledgeUsageDocsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ExternalDocSort>>;
  where?: InputMaybe<ExternalDocWhere>;
};


/** One use of external knowledge by an agent, and how the task went. */
export type KnowledgeUsageDocsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<KnowledgeUsageDocsConnectionSort>>;
  where?: InputMaybe<KnowledgeUsageDocsConnectionWhere>;
};

export type KnowledgeUsageAggregate = {
  __typename?: 'KnowledgeUsageAggregate';
  count: Count;
  node: KnowledgeUsageAggregateNode;
};

export type KnowledgeUsageAggregateNode = {
  __typename?: 'KnowledgeUsageAggregateNode';
  agentType: StringAggregateSelection;
  createdAt: DateTimeAggregateSelection;
};

export type KnowledgeUsageConnectInput = {
  docs?: InputMaybe<Array<KnowledgeUsageDocsConnectFieldInput>>;
};

export type KnowledgeUsageConnectWhere = {
  node: KnowledgeUsageWhere;
};

export type KnowledgeUsageCreateInput = {
  agentType?: InputMaybe<Scalars['String']['input']>;
  docs?: InputMaybe<KnowledgeUsageDocsFieldInput>;
  outcome: UsageOutcome;
};

export type KnowledgeUsageDeleteInput = {
  docs?: InputMaybe<Array<KnowledgeUsageDocsDeleteFieldInput>>;
};

export type KnowledgeUsageDisconnectInput = {
  docs?: InputMaybe<Array<KnowledgeUsageDocsDisconnectFieldInput>>;
};

export type KnowledgeUsageDocsConnectFieldInput = {
  connect?: InputMaybe<Array<ExternalDocConnectInput>>;
  where?: InputMaybe<ExternalDocConnectWhere>;
};

export type KnowledgeUsageDocsConnection = {
  __typename?: 'KnowledgeUsageDocsConnection';
  aggregate: KnowledgeUsageExternalDocDocsAggregateSelection;
  edges: Array<KnowledgeUsageDocsRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type KnowledgeUsageDocsConnectionAggregateInput = {
  AND?: InputMaybe<Array<KnowledgeUsageDocsConnectionAggregateInput>>;
  NOT?: InputMaybe<KnowledgeUsageDocsConnectionAggregateInput>;
  OR?: InputMaybe<Array<KnowledgeUsageDocsConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<KnowledgeUsageDocsNodeAggregationWhereInput>;
};

export type KnowledgeUsageDocsConnectionFilters = {
  /** Filter KnowledgeUsages by aggregating results on related KnowledgeUsageDocsConnections */
  aggregate?: InputMaybe<KnowledgeUsageDocsConnectionAggregateInput>;
  /** Return KnowledgeUsages where all of the related KnowledgeUsageDocsConnections match this filter */
  all?: InputMaybe<KnowledgeUsageDocsConnectionWhere>;
  /** Return KnowledgeUsages where none of the related KnowledgeUsageDocsConnections match this filter */
  none?: InputMaybe<KnowledgeUsageDocsConnectionWhere>;
  /** Return KnowledgeUsages where one of the related KnowledgeUsageDocsConnections match this filter */
  single?: InputMaybe<KnowledgeUsageDocsConnectionWhere>;
  /** Return KnowledgeUsages where some of the related KnowledgeUsageDocsConnections match this filter */
  some?: InputMaybe<KnowledgeUsageDocsConnectionWhere>;
};

export type KnowledgeUsageDocsConnectionSort = {
  node?: InputMaybe<ExternalDocSort>;
};

export type KnowledgeUsageDocsConnectionWhere = {
  AND?: InputMaybe<Array<KnowledgeUsageDocsConnectionWhere>>;
  NOT?: InputMaybe<KnowledgeUsageDocsConnectionWhere>;
  OR?: InputMaybe<Array<KnowledgeUsageDocsConnectionWhere>>;
  node?: InputMaybe<ExternalDocWhere>;
};

export type KnowledgeUsageDocsCreateFieldInput = {
  node: ExternalDocCreateInput;
};

export type KnowledgeUsageDocsDeleteFieldInput = {
  delete?: InputMaybe<ExternalDocDeleteInput>;
  where?: InputMaybe<KnowledgeUsageDocsConnectionWhere>;
};

export type KnowledgeUsageDocsDisconnectFieldInput = {
  disconnect?: InputMaybe<ExternalDocDisconnectInput>;
  where?: InputMaybe<KnowledgeUsageDocsConnectionWhere>;
};

export type KnowledgeUsageDocsFieldInput = {
  connect?: InputMaybe<Array<KnowledgeUsageDocsConnectFieldInput>>;
  create?: InputMaybe<Array<KnowledgeUsageDocsCreateFieldInput>>;
};

export type KnowledgeUsageDocsNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<KnowledgeUsageDocsNodeAggregationWhereInput>>;
  NOT?: InputMaybe<KnowledgeUsageDocsNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<KnowledgeUsageDocsNodeAggregationWhereInput>>;
  accessCount?: InputMaybe<IntScalarAggregationFilters>;
  category?: InputMaybe<StringScalarAggregationFilters>;
  contentHash?: InputMaybe<StringScalarAggregationFilters>;
  contentSnippet?: InputMaybe<StringScalarAggregationFilters>;
  fetchMethod?: InputMaybe<StringScalarAggregationFilters>;
  language?: InputMaybe<StringScalarAggregationFilters>;
  lastAccessed?: InputMaybe<DateTimeScalarAggregationFilters>;
  lastUpdated?: InputMaybe<DateTimeScalarAggregationFilters>;
  path?: InputMaybe<StringScalarAggregationFilters>;
  relevanceScore?: InputMaybe<FloatScalarAggregationFilters>;
  source?: InputMaybe<StringScalarAggregationFilters>;
  sourceUrl?: InputMaybe<StringScalarAggregationFilters>;
  summary?: InputMaybe<StringScalarAggregationFilters>;
  title?: InputMaybe<StringScalarAggregationFilters>;
  version?: InputMaybe<StringScalarAggregationFilters>;
};

export type KnowledgeUsageDocsRelationship = {
  __typename?: 'KnowledgeUsageDocsRelationship';
  cursor: Scalars['String']['output'];
  node: ExternalDoc;
};

export type KnowledgeUsageDocsUpdateConnectionInput = {
  node?: InputMaybe<ExternalDocUpdateInput>;
  where?: InputMaybe<KnowledgeUsageDocsConnectionWhere>;
};

export type KnowledgeUsageDocsUpdateFieldInput = {
  connect?: InputMaybe<Array<KnowledgeUsageDocsConnectFieldInput>>;
  create?: InputMaybe<Array<KnowledgeUsageDocsCreateFieldInput>>;
  delete?: InputMaybe<Array<KnowledgeUsageDocsDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<KnowledgeUsageDocsDisconnectFieldInput>>;
  update?: InputMaybe<KnowledgeUsageDocsUpdateConnectionInput>;
};

export type KnowledgeUsageEdge = {
  __typename?: 'KnowledgeUsageEdge';
  cursor: Scalars['String']['output'];
  node: KnowledgeUsage;
};

export type KnowledgeUsageExternalDocDocsAggregateSelection = {
  __typename?: 'KnowledgeUsageExternalDocDocsAggregateSelection';
  count: CountConnection;
  node?: Maybe<KnowledgeUsageExternalDocDocsNodeAggregateSelection>;
};

export type KnowledgeUsageExternalDocDocsNodeAggregateSelection = {
  __typename?: 'KnowledgeUsageExternalDocDocsNodeAggregateSelection';
  accessCount: IntAggregateSelection;
  category: StringAggregateSelection;
  contentHash: StringAggregateSelection;
  contentSnippet: StringAggregateSelection;
  fetchMethod: StringAggregateSelection;
  language: StringAggregateSelection;
  lastAccessed: DateTimeAggregateSelection;
  lastUpdated: DateTimeAggregateSelection;
  path: StringAggregateSelection;
  relevanceScore: FloatAggregateSelection;
  source: StringAggregateSelection;
  sourceUrl: StringAggregateSelection;
  summary: StringAggregateSelection;
  title: StringAggregateSelection;
  version: StringAggregateSelection;
};

export type KnowledgeUsageRelationshipFilters = {
  /** Filter type where all of the related KnowledgeUsages match this filter */
  all?: InputMaybe<KnowledgeUsageWhere>;
  /** Filter type where none of the related KnowledgeUsages match this filter */
  none?: InputMaybe<KnowledgeUsageWhere>;
  /** Filter type where one of the related KnowledgeUsages match this filter */
  single?: InputMaybe<KnowledgeUsageWhere>;
  /** Filter type where some of the related KnowledgeUsages match this filter */
  some?: InputMaybe<KnowledgeUsageWhere>;
};

/** Fields to sort KnowledgeUsages by. The order in which sorts are applied is not guaranteed when specifying many fields in one KnowledgeUsageSort object. */
export type KnowledgeUsageSort = {
  agentType?: InputMaybe<SortDirection>;
  createdAt?: InputMaybe<SortDirection>;
  id?: InputMaybe<SortDirection>;
  outcome?: InputMaybe<SortDirection>;
};

export type KnowledgeUsageUpdateInput = {
  agentType?: InputMaybe<StringScalarMutations>;
  docs?: InputMaybe<Array<KnowledgeUsageDocsUpdateFieldInput>>;
  outcome?: InputMaybe<UsageOutcomeEnumScalarMutations>;
};

export type KnowledgeUsageWhere = {
  AND?: InputMaybe<Array<KnowledgeUsageWhere>>;
  NOT?: InputMaybe<KnowledgeUsageWhere>;
  OR?: InputMaybe<Array<KnowledgeUsageWhere>>;
  agentType?: InputMaybe<StringScalarFilters>;
  createdAt?: InputMaybe<DateTimeScalarFilters>;
  docs?: InputMaybe<ExternalDocRelationshipFilters>;
  docsConnection?: InputMaybe<KnowledgeUsageDocsConnectionFilters>;
  id?: InputMaybe<IdScalarFilters>;
  outcome?: InputMaybe<UsageOutcomeEnumScalarFilters>;
};

export type KnowledgeUsagesConnection = {
  __typename?: 'KnowledgeUsagesConnection';
  aggregate: KnowledgeUsageAggregate;
  edges: Array<KnowledgeUsageEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** Mutations for a list for String */
export type ListStringMutations = {
  pop?: InputMaybe<Scalars['Int']['input']>;
  push?: InputMaybe<Array<Scalars['String']['input']>>;
  set?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type MemoriesConnection = {
  __typename?: 'MemoriesConnection';
  aggregate: MemoryAggregate;
  edges: Array<MemoryEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type MemoriesIndexConnection = {
  __typename?: 'MemoriesIndexConnection';
  edges: Array<MemoryIndexEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** Something an agent learned. Global to its agent types unless a project contains it. */
export type Memory = {
  __typename?: 'Memory';
  accessCount: Scalars['Int']['output'];
  accessedAt?: Maybe<Scalars['DateTime']['output']>;
  agentTypes: Array<AgentType>;
  agentTypesConnection: MemoryAgentTypesConnection;
  /** Code this memory is about, as path or path#symbol; linked to the code graph when it is indexed. */
  codeReferences?: Maybe<Array<Scalars['String']['output']>>;
  content: Scalars['String']['output'];
  contentHash?: Maybe<Scalars['String']['output']>;
  contradicts: Array<Memory>;
  contradictsConnection: MemoryContradictsConnection;
  createdAt: Scalars['DateTime']['output'];
  derivedFrom: Array<Memory>;
  derivedFromConnection: MemoryDerivedFromConnection;
  embedding?: Maybe<Array<Scalars['Float']['output']>>;
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** 1 (trivial) to 10 (critical). */
  importance?: Maybe<Scalars['Int']['output']>;
  /** True when no project contains it: every agent of its types sees it, in every project. Set by remember. */
  isGlobal: Scalars['Boolean']['output'];
  memoryType: MemoryType;
  /** When it happened, for imported history; createdAt is when Engram stored it. */
  occurredAt?: Maybe<Scalars['DateTime']['output']>;
  occurrences: Scalars['Int']['output'];
  /** A memory's project is chosen once, by remember: the generated API reads it but cannot change it. */
  projects: Array<Project>;
  projectsConnection: MemoryProjectsConnection;
  referencedClasses: Array<Class>;
  referencedClassesConnection: MemoryReferencedClassesConnection;
  referencedFiles: Array<CodeFile>;
  referencedFilesConnection: MemoryReferencedFilesConnection;
  referencedFunctions: Array<Function>;
  referencedFunctionsConnection: MemoryReferencedFunctionsConnection;
  relatesTo: Array<Memory>;
  relatesToConnection: MemoryRelatesToConnection;
  revisions: Array<MemoryRevision>;
  revisionsConnection: MemoryRevisionsConnection;
  /** Set for session memory: seen only with this session id. */
  sessionId?: Maybe<Scalars['ID']['output']>;
  supersededAt?: Maybe<Scalars['DateTime']['output']>;
  tags?: Maybe<Array<Scalars['String']['output']>>;
  title?: Maybe<Scalars['String']['output']>;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/** Something an agent learned. Global to its agent types unless a project contains it. */
export type MemoryAgentTypesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<AgentTypeSort>>;
  where?: InputMaybe<AgentTypeWhere>;
};


/** Something an agent learned. Global to its agent types unless a project contains it. */
export type MemoryAgentTypesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemoryAgentTypesConnectionSort>>;
  where?: InputMaybe<MemoryAgentTypesConnectionWhere>;
};


/** Something an agent learned. Global to its agent types unless a project contains it. */
export type MemoryContradictsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemorySort>>;
  where?: InputMaybe<MemoryWhere>;
};


/** Something an agent learned. Global to its agent types unless a project contains it. */
export type MemoryContradictsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemoryContradictsConnectionSort>>;
  where?: InputMaybe<MemoryContradictsConnectionWhere>;
};


/** Something an agent learned. Global to its agent types unless a project contains it. */
export type MemoryDerivedFromArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemorySort>>;
  where?: InputMaybe<MemoryWhere>;
};


/** Something an agent learned. Global to its agent types unless a project contains it. */
export type MemoryDerivedFromConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemoryDerivedFromConnectionSort>>;
  where?: InputMaybe<MemoryDerivedFromConnectionWhere>;
};


/** Something an agent learned. Global to its agent types unless a project contains it. */
export type MemoryProjectsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ProjectSort>>;
  where?: InputMaybe<ProjectWhere>;
};


/** Something an agent learned. Global to its agent types unless a project contains it. */
export type MemoryProjectsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemoryProjectsConnectionSort>>;
  where?: InputMaybe<MemoryProjectsConnectionWhere>;
};


/** Something an agent learned. Global to its agent types unless a project contains it. */
export type MemoryReferencedClassesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ClassSort>>;
  where?: InputMaybe<ClassWhere>;
};


/** Something an agent learned. Global to its agent types unless a project contains it. */
export type MemoryReferencedClassesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemoryReferencedClassesConnectionSort>>;
  where?: InputMaybe<MemoryReferencedClassesConnectionWhere>;
};


/** Something an agent learned. Global to its agent types unless a project contains it. */
export type MemoryReferencedFilesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<CodeFileSort>>;
  where?: InputMaybe<CodeFileWhere>;
};


/** Something an agent learned. Global to its agent types unless a project contains it. */
export type MemoryReferencedFilesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemoryReferencedFilesConnectionSort>>;
  where?: InputMaybe<MemoryReferencedFilesConnectionWhere>;
};


/** Something an agent learned. Global to its agent types unless a project contains it. */
export type MemoryReferencedFunctionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<FunctionSort>>;
  where?: InputMaybe<FunctionWhere>;
};


/** Something an agent learned. Global to its agent types unless a project contains it. */
export type MemoryReferencedFunctionsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemoryReferencedFunctionsConnectionSort>>;
  where?: InputMaybe<MemoryReferencedFunctionsConnectionWhere>;
};


/** Something an agent learned. Global to its agent types unless a project contains it. */
export type MemoryRelatesToArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemorySort>>;
  where?: InputMaybe<MemoryWhere>;
};


/** Something an agent learned. Global to its agent types unless a project contains it. */
export type MemoryRelatesToConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemoryRelatesToConnectionSort>>;
  where?: InputMaybe<MemoryRelatesToConnectionWhere>;
};


/** Something an agent learned. Global to its agent types unless a project contains it. */
export type MemoryRevisionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemoryRevisionSort>>;
  where?: InputMaybe<MemoryRevisionWhere>;
};


/** Something an agent learned. Global to its agent types unless a project contains it. */
export type MemoryRevisionsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemoryRevisionsConnectionSort>>;
  where?: InputMaybe<MemoryRevisionsConnectionWhere>;
};

export type MemoryAgentTypeAgentTypesAggregateSelection = {
  __typename?: 'MemoryAgentTypeAgentTypesAggregateSelection';
  count: CountConnection;
  node?: Maybe<MemoryAgentTypeAgentTypesNodeAggregateSelection>;
};

export type MemoryAgentTypeAgentTypesNodeAggregateSelection = {
  __typename?: 'MemoryAgentTypeAgentTypesNodeAggregateSelection';
  createdAt: DateTimeAggregateSelection;
  description: StringAggregateSelection;
  name: StringAggregateSelection;
};

export type MemoryAgentTypesConnectFieldInput = {
  connect?: InputMaybe<Array<AgentTypeConnectInput>>;
  where?: InputMaybe<AgentTypeConnectWhere>;
};

export type MemoryAgentTypesConnection = {
  __typename?: 'MemoryAgentTypesConnection';
  aggregate: MemoryAgentTypeAgentTypesAggregateSelection;
  edges: Array<MemoryAgentTypesRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type MemoryAgentTypesConnectionAggregateInput = {
  AND?: InputMaybe<Array<MemoryAgentTypesConnectionAggregateInput>>;
  NOT?: InputMaybe<MemoryAgentTypesConnectionAggregateInput>;
  OR?: InputMaybe<Array<MemoryAgentTypesConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<MemoryAgentTypesNodeAggregationWhereInput>;
};

export type MemoryAgentTypesConnectionFilters = {
  /** Filter Memories by aggregating results on related MemoryAgentTypesConnections */
  aggregate?: InputMaybe<MemoryAgentTypesConnectionAggregateInput>;
  /** Return Memories where all of the related MemoryAgentTypesConnections match this filter */
  all?: InputMaybe<MemoryAgentTypesConnectionWhere>;
  /** Return Memories where none of the related MemoryAgentTypesConnections match this filter */
  none?: InputMaybe<MemoryAgentTypesConnectionWhere>;
  /** Return Memories where one of the related MemoryAgentTypesConnections match this filter */
  single?: InputMaybe<MemoryAgentTypesConnectionWhere>;
  /** Return Memories where some of the related MemoryAgentTypesConnections match this filter */
  some?: InputMaybe<MemoryAgentTypesConnectionWhere>;
};

export type MemoryAgentTypesConnectionSort = {
  node?: InputMaybe<AgentTypeSort>;
};

export type MemoryAgentTypesConnectionWhere = {
  AND?: InputMaybe<Array<MemoryAgentTypesConnectionWhere>>;
  NOT?: InputMaybe<MemoryAgentTypesConnectionWhere>;
  OR?: InputMaybe<Array<MemoryAgentTypesConnectionWhere>>;
  node?: InputMaybe<AgentTypeWhere>;
};

export type MemoryAgentTypesCreateFieldInput = {
  node: AgentTypeCreateInput;
};

export type MemoryAgentTypesDeleteFieldInput = {
  delete?: InputMaybe<AgentTypeDeleteInput>;
  where?: InputMaybe<MemoryAgentTypesConnectionWhere>;
};

export type MemoryAgentTypesDisconnectFieldInput = {
  disconnect?: InputMaybe<AgentTypeDisconnectInput>;
  where?: InputMaybe<MemoryAgentTypesConnectionWhere>;
};

export type MemoryAgentTypesFieldInput = {
  connect?: InputMaybe<Array<MemoryAgentTypesConnectFieldInput>>;
  create?: InputMaybe<Array<MemoryAgentTypesCreateFieldInput>>;
};

export type MemoryAgentTypesNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<MemoryAgentTypesNodeAggregationWhereInput>>;
  NOT?: InputMaybe<MemoryAgentTypesNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<MemoryAgentTypesNodeAggregationWhereInput>>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  description?: InputMaybe<StringScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
};

export type MemoryAgentTypesRelationship = {
  __typename?: 'MemoryAgentTypesRelationship';
  cursor: Scalars['String']['output'];
  node: AgentType;
};

export type MemoryAgentTypesUpdateConnectionInput = {
  node?: InputMaybe<AgentTypeUpdateInput>;
  where?: InputMaybe<MemoryAgentTypesConnectionWhere>;
};

export type MemoryAgentTypesUpdateFieldInput = {
  connect?: InputMaybe<Array<MemoryAgentTypesConnectFieldInput>>;
  create?: InputMaybe<Array<MemoryAgentTypesCreateFieldInput>>;
  delete?: InputMaybe<Array<MemoryAgentTypesDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<MemoryAgentTypesDisconnectFieldInput>>;
  update?: InputMaybe<MemoryAgentTypesUpdateConnectionInput>;
};

export type MemoryAggregate = {
  __typename?: 'MemoryAggregate';
  count: Count;
  node: MemoryAggregateNode;
};

export type MemoryAggregateNode = {
  __typename?: 'MemoryAggregateNode';
  accessCount: IntAggregateSelection;
  accessedAt: DateTimeAggregateSelection;
  content: StringAggregateSelection;
  contentHash: StringAggregateSelection;
  createdAt: DateTimeAggregateSelection;
  expiresAt: DateTimeAggregateSelection;
  importance: IntAggregateSelection;
  occurredAt: DateTimeAggregateSelection;
  occurrences: IntAggregateSelection;
  supersededAt: DateTimeAggregateSelection;
  title: StringAggregateSelection;
  updatedAt: DateTimeAggregateSelection;
};

export type MemoryClassReferencedClassesAggregateSelection = {
  __typename?: 'MemoryClassReferencedClassesAggregateSelection';
  count: CountConnection;
  node?: Maybe<MemoryClassReferencedClassesNodeAggregateSelection>;
};

export type MemoryClassReferencedClassesNodeAggregateSelection = {
  __typename?: 'MemoryClassReferencedClassesNodeAggregateSelection';
  filePath: StringAggregateSelection;
  name: StringAggregateSelection;
};

export type MemoryCodeFileReferencedFilesAggregateSelection = {
  __typename?: 'MemoryCodeFileReferencedFilesAggregateSelection';
  count: CountConnection;
  node?: Maybe<MemoryCodeFileReferencedFilesNodeAggregateSelection>;
};

export type MemoryCodeFileReferencedFilesNodeAggregateSelection = {
  __typename?: 'MemoryCodeFileReferencedFilesNodeAggregateSelection';
  createdAt: DateTimeAggregateSelection;
  hash: StringAggregateSelection;
  language: StringAggregateSelection;
  path: StringAggregateSelection;
};

export type MemoryConnectInput = {
  agentTypes?: InputMaybe<Array<MemoryAgentTypesConnectFieldInput>>;
  contradicts?: InputMaybe<Array<MemoryContradictsConnectFieldInput>>;
  derivedFrom?: InputMaybe<Array<MemoryDerivedFromConnectFieldInput>>;
  referencedClasses?: InputMaybe<Array<MemoryReferencedClassesConnectFieldInput>>;
  referencedFiles?: InputMaybe<Array<MemoryReferencedFilesConnectFieldInput>>;
  referencedFunctions?: InputMaybe<Array<MemoryReferencedFunctionsConnectFieldInput>>;
  relatesTo?: InputMaybe<Array<MemoryRelatesToConnectFieldInput>>;
  revisions?: InputMaybe<Array<MemoryRevisionsConnectFieldInput>>;
};

export type MemoryConnectWhere = {
  node: MemoryWhere;
};

export type MemoryContradictsConnectFieldInput = {
  connect?: InputMaybe<Array<MemoryConnectInput>>;
  where?: InputMaybe<MemoryConnectWhere>;
};

export type MemoryContradictsConnection = {
  __typename?: 'MemoryContradictsConnection';
  aggregate: MemoryMemoryContradictsAggregateSelection;
  edges: Array<MemoryContradictsRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type MemoryContradictsConnectionAggregateInput = {
  AND?: InputMaybe<Array<MemoryContradictsConnectionAggregateInput>>;
  NOT?: InputMaybe<MemoryContradictsConnectionAggregateInput>;
  OR?: InputMaybe<Array<MemoryContradictsConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<MemoryContradictsNodeAggregationWhereInput>;
};

export type MemoryContradictsConnectionFilters = {
  /** Filter Memories by aggregating results on related MemoryContradictsConnections */
  aggregate?: InputMaybe<MemoryContradictsConnectionAggregateInput>;
  /** Return Memories where all of the related MemoryContradictsConnections match this filter */
  all?: InputMaybe<MemoryContradictsConnectionWhere>;
  /** Return Memories where none of the related MemoryContradictsConnections match this filter */
  none?: InputMaybe<MemoryContradictsConnectionWhere>;
  /** Return Memories where one of the related MemoryContradictsConnections match this filter */
  single?: InputMaybe<MemoryContradictsConnectionWhere>;
  /** Return Memories where some of the related MemoryContradictsConnections match this filter */
  some?: InputMaybe<MemoryContradictsConnectionWhere>;
};

export type MemoryContradictsConnectionSort = {
  node?: InputMaybe<MemorySort>;
};

export type MemoryContradictsConnectionWhere = {
  AND?: InputMaybe<Array<MemoryContradictsConnectionWhere>>;
  NOT?: InputMaybe<MemoryContradictsConnectionWhere>;
  OR?: InputMaybe<Array<MemoryContradictsConnectionWhere>>;
  node?: InputMaybe<MemoryWhere>;
};

export type MemoryContradictsCreateFieldInput = {
  node: MemoryCreateInput;
};

export type MemoryContradictsDeleteFieldInput = {
  delete?: InputMaybe<MemoryDeleteInput>;
  where?: InputMaybe<MemoryContradictsConnectionWhere>;
};

export type MemoryContradictsDisconnectFieldInput = {
  disconnect?: InputMaybe<MemoryDisconnectInput>;
  where?: InputMaybe<MemoryContradictsConnectionWhere>;
};

export type MemoryContradictsFieldInput = {
  connect?: InputMaybe<Array<MemoryContradictsConnectFieldInput>>;
  create?: InputMaybe<Array<MemoryContradictsCreateFieldInput>>;
};

export type MemoryContradictsNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<MemoryContradictsNodeAggregationWhereInput>>;
  NOT?: InputMaybe<MemoryContradictsNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<MemoryContradictsNodeAggregationWhereInput>>;
  accessCount?: InputMaybe<IntScalarAggregationFilters>;
  accessedAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  content?: InputMaybe<StringScalarAggregationFilters>;
  contentHash?: InputMaybe<StringScalarAggregationFilters>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  expiresAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  importance?: InputMaybe<IntScalarAggregationFilters>;
  occurredAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  occurrences?: InputMaybe<IntScalarAggregationFilters>;
  supersededAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  title?: InputMaybe<StringScalarAggregationFilters>;
  updatedAt?: InputMaybe<DateTimeScalarAggregationFilters>;
};

export type MemoryContradictsRelationship = {
  __typename?: 'MemoryContradictsRelationship';
  cursor: Scalars['String']['output'];
  node: Memory;
};

export type MemoryContradictsUpdateConnectionInput = {
  node?: InputMaybe<MemoryUpdateInput>;
  where?: InputMaybe<MemoryContradictsConnectionWhere>;
};

export type MemoryContradictsUpdateFieldInput = {
  connect?: InputMaybe<Array<MemoryContradictsConnectFieldInput>>;
  create?: InputMaybe<Array<MemoryContradictsCreateFieldInput>>;
  delete?: InputMaybe<Array<MemoryContradictsDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<MemoryContradictsDisconnectFieldInput>>;
  update?: InputMaybe<MemoryContradictsUpdateConnectionInput>;
};

export type MemoryCreateInput = {
  agentTypes?: InputMaybe<MemoryAgentTypesFieldInput>;
  content: Scalars['String']['input'];
  contradicts?: InputMaybe<MemoryContradictsFieldInput>;
  derivedFrom?: InputMaybe<MemoryDerivedFromFieldInput>;
  importance?: InputMaybe<Scalars['Int']['input']>;
  memoryType: MemoryType;
  occurredAt?: InputMaybe<Scalars['DateTime']['input']>;
  referencedClasses?: InputMaybe<MemoryReferencedClassesFieldInput>;
  referencedFiles?: InputMaybe<MemoryReferencedFilesFieldInput>;
  referencedFunctions?: InputMaybe<MemoryReferencedFunctionsFieldInput>;
  relatesTo?: InputMaybe<MemoryRelatesToFieldInput>;
  revisions?: InputMaybe<MemoryRevisionsFieldInput>;
  sessionId?: InputMaybe<Scalars['ID']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type MemoryDeleteInput = {
  agentTypes?: InputMaybe<Array<MemoryAgentTypesDeleteFieldInput>>;
  contradicts?: InputMaybe<Array<MemoryContradictsDeleteFieldInput>>;
  derivedFrom?: InputMaybe<Array<MemoryDerivedFromDeleteFieldInput>>;
  referencedClasses?: InputMaybe<Array<MemoryReferencedClassesDeleteFieldInput>>;
  referencedFiles?: InputMaybe<Array<MemoryReferencedFilesDeleteFieldInput>>;
  referencedFunctions?: InputMaybe<Array<MemoryReferencedFunctionsDeleteFieldInput>>;
  relatesTo?: InputMaybe<Array<MemoryRelatesToDeleteFieldInput>>;
  revisions?: InputMaybe<Array<MemoryRevisionsDeleteFieldInput>>;
};

export type MemoryDerivedFromConnectFieldInput = {
  connect?: InputMaybe<Array<MemoryConnectInput>>;
  where?: InputMaybe<MemoryConnectWhere>;
};

export type MemoryDerivedFromConnection = {
  __typename?: 'MemoryDerivedFromConnection';
  aggregate: MemoryMemoryDerivedFromAggregateSelection;
  edges: Array<MemoryDerivedFromRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type MemoryDerivedFromConnectionAggregateInput = {
  AND?: InputMaybe<Array<MemoryDerivedFromConnectionAggregateInput>>;
  NOT?: InputMaybe<MemoryDerivedFromConnectionAggregateInput>;
  OR?: InputMaybe<Array<MemoryDerivedFromConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<MemoryDerivedFromNodeAggregationWhereInput>;
};

export type MemoryDerivedFromConnectionFilters = {
  /** Filter Memories by aggregating results on related MemoryDerivedFromConnections */
  aggregate?: InputMaybe<MemoryDerivedFromConnectionAggregateInput>;
  /** Return Memories where all of the related MemoryDerivedFromConnections match this filter */
  all?: InputMaybe<MemoryDerivedFromConnectionWhere>;
  /** Return Memories where none of the related MemoryDerivedFromConnections match this filter */
  none?: InputMaybe<MemoryDerivedFromConnectionWhere>;
  /** Return Memories where one of the related MemoryDerivedFromConnections match this filter */
  single?: InputMaybe<MemoryDerivedFromConnectionWhere>;
  /** Return Memories where some of the related MemoryDerivedFromConnections match this filter */
  some?: InputMaybe<MemoryDerivedFromConnectionWhere>;
};

export type MemoryDerivedFromConnectionSort = {
  node?: InputMaybe<MemorySort>;
};

export type MemoryDerivedFromConnectionWhere = {
  AND?: InputMaybe<Array<MemoryDerivedFromConnectionWhere>>;
  NOT?: InputMaybe<MemoryDerivedFromConnectionWhere>;
  OR?: InputMaybe<Array<MemoryDerivedFromConnectionWhere>>;
  node?: InputMaybe<MemoryWhere>;
};

export type MemoryDerivedFromCreateFieldInput = {
  node: MemoryCreateInput;
};

export type MemoryDerivedFromDeleteFieldInput = {
  delete?: InputMaybe<MemoryDeleteInput>;
  where?: InputMaybe<MemoryDerivedFromConnectionWhere>;
};

export type MemoryDerivedFromDisconnectFieldInput = {
  disconnect?: InputMaybe<MemoryDisconnectInput>;
  where?: InputMaybe<MemoryDerivedFromConnectionWhere>;
};

export type MemoryDerivedFromFieldInput = {
  connect?: InputMaybe<Array<MemoryDerivedFromConnectFieldInput>>;
  create?: InputMaybe<Array<MemoryDerivedFromCreateFieldInput>>;
};

export type MemoryDerivedFromNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<MemoryDerivedFromNodeAggregationWhereInput>>;
  NOT?: InputMaybe<MemoryDerivedFromNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<MemoryDerivedFromNodeAggregationWhereInput>>;
  accessCount?: InputMaybe<IntScalarAggregationFilters>;
  accessedAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  content?: InputMaybe<StringScalarAggregationFilters>;
  contentHash?: InputMaybe<StringScalarAggregationFilters>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  expiresAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  importance?: InputMaybe<IntScalarAggregationFilters>;
  occurredAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  occurrences?: InputMaybe<IntScalarAggregationFilters>;
  supersededAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  title?: InputMaybe<StringScalarAggregationFilters>;
  updatedAt?: InputMaybe<DateTimeScalarAggregationFilters>;
};

export type MemoryDerivedFromRelationship = {
  __typename?: 'MemoryDerivedFromRelationship';
  cursor: Scalars['String']['output'];
  node: Memory;
};

export type MemoryDerivedFromUpdateConnectionInput = {
  node?: InputMaybe<MemoryUpdateInput>;
  where?: InputMaybe<MemoryDerivedFromConnectionWhere>;
};

export type MemoryDerivedFromUpdateFieldInput = {
  connect?: InputMaybe<Array<MemoryDerivedFromConnectFieldInput>>;
  create?: InputMaybe<Array<MemoryDerivedFromCreateFieldInput>>;
  delete?: InputMaybe<Array<MemoryDerivedFromDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<MemoryDerivedFromDisconnectFieldInput>>;
  update?: InputMaybe<MemoryDerivedFromUpdateConnectionInput>;
};

export type MemoryDisconnectInput = {
  agentTypes?: InputMaybe<Array<MemoryAgentTypesDisconnectFieldInput>>;
  contradicts?: InputMaybe<Array<MemoryContradictsDisconnectFieldInput>>;
  derivedFrom?: InputMaybe<Array<MemoryDerivedFromDisconnectFieldInput>>;
  referencedClasses?: InputMaybe<Array<MemoryReferencedClassesDisconnectFieldInput>>;
  referencedFiles?: InputMaybe<Array<MemoryReferencedFilesDisconnectFieldInput>>;
  referencedFunctions?: InputMaybe<Array<MemoryReferencedFunctionsDisconnectFieldInput>>;
  relatesTo?: InputMaybe<Array<MemoryRelatesToDisconnectFieldInput>>;
  revisions?: InputMaybe<Array<MemoryRevisionsDisconnectFieldInput>>;
};

export type MemoryEdge = {
  __typename?: 'MemoryEdge';
  cursor: Scalars['String']['output'];
  node: Memory;
};

export type MemoryFunctionReferencedFunctionsAggregateSelection = {
  __typename?: 'MemoryFunctionReferencedFunctionsAggregateSelection';
  count: CountConnection;
  node?: Maybe<MemoryFunctionReferencedFunctionsNodeAggregateSelection>;
};

export type MemoryFunctionReferencedFunctionsNodeAggregateSelection = {
  __typename?: 'MemoryFunctionReferencedFunctionsNodeAggregateSelection';
  complexity: IntAggregateSelection;
  filePath: StringAggregateSelection;
  lineEnd: IntAggregateSelection;
  lineStart: IntAggregateSelection;
  name: StringAggregateSelection;
  signature: StringAggregateSelection;
};

export type MemoryHit = {
  __typename?: 'MemoryHit';
  memory: Memory;
  scope: MemoryScope;
  score: Scalars['Float']['output'];
  why: ScoreBreakdown;
};

export type MemoryIndexEdge = {
  __typename?: 'MemoryIndexEdge';
  cursor: Scalars['String']['output'];
  node: Memory;
  score: Scalars['Float']['output'];
};

/** The input for sorting a Fulltext query on an index of Memory */
export type MemoryIndexSort = {
  node?: InputMaybe<MemorySort>;
  score?: InputMaybe<SortDirection>;
};

/** The input for filtering a full-text query on an index of Memory */
export type MemoryIndexWhere = {
  node?: InputMaybe<MemoryWhere>;
  score?: InputMaybe<FloatWhere>;
};

export type MemoryMemoryContradictsAggregateSelection = {
  __typename?: 'MemoryMemoryContradictsAggregateSelection';
  count: CountConnection;
  node?: Maybe<MemoryMemoryContradictsNodeAggregateSelection>;
};

export type MemoryMemoryContradictsNodeAggregateSelection = {
  __typename?: 'MemoryMemoryContradictsNodeAggregateSelection';
  accessCount: IntAggregateSelection;
  accessedAt: DateTimeAggregateSelection;
  content: StringAggregateSelection;
  contentHash: StringAggregateSelection;
  createdAt: DateTimeAggregateSelection;
  expiresAt: DateTimeAggregateSelection;
  importance: IntAggregateSelection;
  occurredAt: DateTimeAggregateSelection;
  occurrences: IntAggregateSelection;
  supersededAt: DateTimeAggregateSelection;
  title: StringAggregateSelection;
  updatedAt: DateTimeAggregateSelection;
};

export type MemoryMemoryDerivedFromAggregateSelection = {
  __typename?: 'MemoryMemoryDerivedFromAggregateSelection';
  count: CountConnection;
  node?: Maybe<MemoryMemoryDerivedFromNodeAggregateSelection>;
};

export type MemoryMemoryDerivedFromNodeAggregateSelection = {
  __typename?: 'MemoryMemoryDerivedFromNodeAggregateSelection';
  accessCount: IntAggregateSelection;
  accessedAt: DateTimeAggregateSelection;
  content: StringAggregateSelection;
  contentHash: StringAggregateSelection;
  createdAt: DateTimeAggregateSelection;
  expiresAt: DateTimeAggregateSelection;
  importance: IntAggregateSelection;
  occurredAt: DateTimeAggregateSelection;
  occurrences: IntAggregateSelection;
  supersededAt: DateTimeAggregateSelection;
  title: StringAggregateSelection;
  updatedAt: DateTimeAggregateSelection;
};

export type MemoryMemoryRelatesToAggregateSelection = {
  __typename?: 'MemoryMemoryRelatesToAggregateSelection';
  count: CountConnection;
  node?: Maybe<MemoryMemoryRelatesToNodeAggregateSelection>;
};

export type MemoryMemoryRelatesToNodeAggregateSelection = {
  __typename?: 'MemoryMemoryRelatesToNodeAggregateSelection';
  accessCount: IntAggregateSelection;
  accessedAt: DateTimeAggregateSelection;
  content: StringAggregateSelection;
  contentHash: StringAggregateSelection;
  createdAt: DateTimeAggregateSelection;
  expiresAt: DateTimeAggregateSelection;
  importance: IntAggregateSelection;
  occurredAt: DateTimeAggregateSelection;
  occurrences: IntAggregateSelection;
  supersededAt: DateTimeAggregateSelection;
  title: StringAggregateSelection;
  updatedAt: DateTimeAggregateSelection;
};

export type MemoryMemoryRevisionRevisionsAggregateSelection = {
  __typename?: 'MemoryMemoryRevisionRevisionsAggregateSelection';
  count: CountConnection;
  node?: Maybe<MemoryMemoryRevisionRevisionsNodeAggregateSelection>;
};

export type MemoryMemoryRevisionRevisionsNodeAggregateSelection = {
  __typename?: 'MemoryMemoryRevisionRevisionsNodeAggregateSelection';
  content: StringAggregateSelection;
  importance: IntAggregateSelection;
  revisedAt: DateTimeAggregateSelection;
  title: StringAggregateSelection;
};

export type MemoryProjectProjectsAggregateSelection = {
  __typename?: 'MemoryProjectProjectsAggregateSelection';
  count: CountConnection;
  node?: Maybe<MemoryProjectProjectsNodeAggregateSelection>;
};

export type MemoryProjectProjectsNodeAggregateSelection = {
  __typename?: 'MemoryProjectProjectsNodeAggregateSelection';
  createdAt: DateTimeAggregateSelection;
  lastActive: DateTimeAggregateSelection;
  name: StringAggregateSelection;
  path: StringAggregateSelection;
};

export type MemoryProjectsConnection = {
  __typename?: 'MemoryProjectsConnection';
  aggregate: MemoryProjectProjectsAggregateSelection;
  edges: Array<MemoryProjectsRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type MemoryProjectsConnectionAggregateInput = {
  AND?: InputMaybe<Array<MemoryProjectsConnectionAggregateInput>>;
  NOT?: InputMaybe<MemoryProjectsConnectionAggregateInput>;
  OR?: InputMaybe<Array<MemoryProjectsConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<MemoryProjectsNodeAggregationWhereInput>;
};

export type MemoryProjectsConnectionFilters = {
  /** Filter Memories by aggregating results on related MemoryProjectsConnections */
  aggregate?: InputMaybe<MemoryProjectsConnectionAggregateInput>;
  /** Return Memories where all of the related MemoryProjectsConnections match this filter */
  all?: InputMaybe<MemoryProjectsConnectionWhere>;
  /** Return Memories where none of the related MemoryProjectsConnections match this filter */
  none?: InputMaybe<MemoryProjectsConnectionWhere>;
  /** Return Memories where one of the related MemoryProjectsConnections match this filter */
  single?: InputMaybe<MemoryProjectsConnectionWhere>;
  /** Return Memories where some of the related MemoryProjectsConnections match this filter */
  some?: InputMaybe<MemoryProjectsConnectionWhere>;
};

export type MemoryProjectsConnectionSort = {
  node?: InputMaybe<ProjectSort>;
};

export type MemoryProjectsConnectionWhere = {
  AND?: InputMaybe<Array<MemoryProjectsConnectionWhere>>;
  NOT?: InputMaybe<MemoryProjectsConnectionWhere>;
  OR?: InputMaybe<Array<MemoryProjectsConnectionWhere>>;
  node?: InputMaybe<ProjectWhere>;
};

export type MemoryProjectsNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<MemoryProjectsNodeAggregationWhereInput>>;
  NOT?: InputMaybe<MemoryProjectsNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<MemoryProjectsNodeAggregationWhereInput>>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  lastActive?: InputMaybe<DateTimeScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
  path?: InputMaybe<StringScalarAggregationFilters>;
};

export type MemoryProjectsRelationship = {
  __typename?: 'MemoryProjectsRelationship';
  cursor: Scalars['String']['output'];
  node: Project;
};

export type MemoryReferencedClassesConnectFieldInput = {
  connect?: InputMaybe<Array<ClassConnectInput>>;
  where?: InputMaybe<ClassConnectWhere>;
};

export type MemoryReferencedClassesConnection = {
  __typename?: 'MemoryReferencedClassesConnection';
  aggregate: MemoryClassReferencedClassesAggregateSelection;
  edges: Array<MemoryReferencedClassesRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type MemoryReferencedClassesConnectionAggregateInput = {
  AND?: InputMaybe<Array<MemoryReferencedClassesConnectionAggregateInput>>;
  NOT?: InputMaybe<MemoryReferencedClassesConnectionAggregateInput>;
  OR?: InputMaybe<Array<MemoryReferencedClassesConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<MemoryReferencedClassesNodeAggregationWhereInput>;
};

export type MemoryReferencedClassesConnectionFilters = {
  /** Filter Memories by aggregating results on related MemoryReferencedClassesConnections */
  aggregate?: InputMaybe<MemoryReferencedClassesConnectionAggregateInput>;
  /** Return Memories where all of the related MemoryReferencedClassesConnections match this filter */
  all?: InputMaybe<MemoryReferencedClassesConnectionWhere>;
  /** Return Memories where none of the related MemoryReferencedClassesConnections match this filter */
  none?: InputMaybe<MemoryReferencedClassesConnectionWhere>;
  /** Return Memories where one of the related MemoryReferencedClassesConnections match this filter */
  single?: InputMaybe<MemoryReferencedClassesConnectionWhere>;
  /** Return Memories where some of the related MemoryReferencedClassesConnections match this filter */
  some?: InputMaybe<MemoryReferencedClassesConnectionWhere>;
};

export type MemoryReferencedClassesConnectionSort = {
  node?: InputMaybe<ClassSort>;
};

export type MemoryReferencedClassesConnectionWhere = {
  AND?: InputMaybe<Array<MemoryReferencedClassesConnectionWhere>>;
  NOT?: InputMaybe<MemoryReferencedClassesConnectionWhere>;
  OR?: InputMaybe<Array<MemoryReferencedClassesConnectionWhere>>;
  node?: InputMaybe<ClassWhere>;
};

export type MemoryReferencedClassesCreateFieldInput = {
  node: ClassCreateInput;
};

export type MemoryReferencedClassesDeleteFieldInput = {
  delete?: InputMaybe<ClassDeleteInput>;
  where?: InputMaybe<MemoryReferencedClassesConnectionWhere>;
};

export type MemoryReferencedClassesDisconnectFieldInput = {
  disconnect?: InputMaybe<ClassDisconnectInput>;
  where?: InputMaybe<MemoryReferencedClassesConnectionWhere>;
};

export type MemoryReferencedClassesFieldInput = {
  connect?: InputMaybe<Array<MemoryReferencedClassesConnectFieldInput>>;
  create?: InputMaybe<Array<MemoryReferencedClassesCreateFieldInput>>;
};

export type MemoryReferencedClassesNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<MemoryReferencedClassesNodeAggregationWhereInput>>;
  NOT?: InputMaybe<MemoryReferencedClassesNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<MemoryReferencedClassesNodeAggregationWhereInput>>;
  filePath?: InputMaybe<StringScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
};

export type MemoryReferencedClassesRelationship = {
  __typename?: 'MemoryReferencedClassesRelationship';
  cursor: Scalars['String']['output'];
  node: Class;
};

export type MemoryReferencedClassesUpdateConnectionInput = {
  node?: InputMaybe<ClassUpdateInput>;
  where?: InputMaybe<MemoryReferencedClassesConnectionWhere>;
};

export type MemoryReferencedClassesUpdateFieldInput = {
  connect?: InputMaybe<Array<MemoryReferencedClassesConnectFieldInput>>;
  create?: InputMaybe<Array<MemoryReferencedClassesCreateFieldInput>>;
  delete?: InputMaybe<Array<MemoryReferencedClassesDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<MemoryReferencedClassesDisconnectFieldInput>>;
  update?: InputMaybe<MemoryReferencedClassesUpdateConnectionInput>;
};

export type MemoryReferencedFilesConnectFieldInput = {
  connect?: InputMaybe<Array<CodeFileConnectInput>>;
  where?: InputMaybe<CodeFileConnectWhere>;
};

export type MemoryReferencedFilesConnection = {
  __typename?: 'MemoryReferencedFilesConnection';
  aggregate: MemoryCodeFileReferencedFilesAggregateSelection;
  edges: Array<MemoryReferencedFilesRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type MemoryReferencedFilesConnectionAggregateInput = {
  AND?: InputMaybe<Array<MemoryReferencedFilesConnectionAggregateInput>>;
  NOT?: InputMaybe<MemoryReferencedFilesConnectionAggregateInput>;
  OR?: InputMaybe<Array<MemoryReferencedFilesConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<MemoryReferencedFilesNodeAggregationWhereInput>;
};

export type MemoryReferencedFilesConnectionFilters = {
  /** Filter Memories by aggregating results on related MemoryReferencedFilesConnections */
  aggregate?: InputMaybe<MemoryReferencedFilesConnectionAggregateInput>;
  /** Return Memories where all of the related MemoryReferencedFilesConnections match this filter */
  all?: InputMaybe<MemoryReferencedFilesConnectionWhere>;
  /** Return Memories where none of the related MemoryReferencedFilesConnections match this filter */
  none?: InputMaybe<MemoryReferencedFilesConnectionWhere>;
  /** Return Memories where one of the related MemoryReferencedFilesConnections match this filter */
  single?: InputMaybe<MemoryReferencedFilesConnectionWhere>;
  /** Return Memories where some of the related MemoryReferencedFilesConnections match this filter */
  some?: InputMaybe<MemoryReferencedFilesConnectionWhere>;
};

export type MemoryReferencedFilesConnectionSort = {
  node?: InputMaybe<CodeFileSort>;
};

export type MemoryReferencedFilesConnectionWhere = {
  AND?: InputMaybe<Array<MemoryReferencedFilesConnectionWhere>>;
  NOT?: InputMaybe<MemoryReferencedFilesConnectionWhere>;
  OR?: InputMaybe<Array<MemoryReferencedFilesConnectionWhere>>;
  node?: InputMaybe<CodeFileWhere>;
};

export type MemoryReferencedFilesCreateFieldInput = {
  node: CodeFileCreateInput;
};

export type MemoryReferencedFilesDeleteFieldInput = {
  delete?: InputMaybe<CodeFileDeleteInput>;
  where?: InputMaybe<MemoryReferencedFilesConnectionWhere>;
};

export type MemoryReferencedFilesDisconnectFieldInput = {
  disconnect?: InputMaybe<CodeFileDisconnectInput>;
  where?: InputMaybe<MemoryReferencedFilesConnectionWhere>;
};

export type MemoryReferencedFilesFieldInput = {
  connect?: InputMaybe<Array<MemoryReferencedFilesConnectFieldInput>>;
  create?: InputMaybe<Array<MemoryReferencedFilesCreateFieldInput>>;
};

export type MemoryReferencedFilesNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<MemoryReferencedFilesNodeAggregationWhereInput>>;
  NOT?: InputMaybe<MemoryReferencedFilesNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<MemoryReferencedFilesNodeAggregationWhereInput>>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  hash?: InputMaybe<StringScalarAggregationFilters>;
  language?: InputMaybe<StringScalarAggregationFilters>;
  path?: InputMaybe<StringScalarAggregationFilters>;
};

export type MemoryReferencedFilesRelationship = {
  __typename?: 'MemoryReferencedFilesRelationship';
  cursor: Scalars['String']['output'];
  node: CodeFile;
};

export type MemoryReferencedFilesUpdateConnectionInput = {
  node?: InputMaybe<CodeFileUpdateInput>;
  where?: InputMaybe<MemoryReferencedFilesConnectionWhere>;
};

export type MemoryReferencedFilesUpdateFieldInput = {
  connect?: InputMaybe<Array<MemoryReferencedFilesConnectFieldInput>>;
  create?: InputMaybe<Array<MemoryReferencedFilesCreateFieldInput>>;
  delete?: InputMaybe<Array<MemoryReferencedFilesDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<MemoryReferencedFilesDisconnectFieldInput>>;
  update?: InputMaybe<MemoryReferencedFilesUpdateConnectionInput>;
};

export type MemoryReferencedFunctionsConnectFieldInput = {
  connect?: InputMaybe<Array<FunctionConnectInput>>;
  where?: InputMaybe<FunctionConnectWhere>;
};

export type MemoryReferencedFunctionsConnection = {
  __typename?: 'MemoryReferencedFunctionsConnection';
  aggregate: MemoryFunctionReferencedFunctionsAggregateSelection;
  edges: Array<MemoryReferencedFunctionsRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type MemoryReferencedFunctionsConnectionAggregateInput = {
  AND?: InputMaybe<Array<MemoryReferencedFunctionsConnectionAggregateInput>>;
  NOT?: InputMaybe<MemoryReferencedFunctionsConnectionAggregateInput>;
  OR?: InputMaybe<Array<MemoryReferencedFunctionsConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<MemoryReferencedFunctionsNodeAggregationWhereInput>;
};

export type MemoryReferencedFunctionsConnectionFilters = {
  /** Filter Memories by aggregating results on related MemoryReferencedFunctionsConnections */
  aggregate?: InputMaybe<MemoryReferencedFunctionsConnectionAggregateInput>;
  /** Return Memories where all of the related MemoryReferencedFunctionsConnections match this filter */
  all?: InputMaybe<MemoryReferencedFunctionsConnectionWhere>;
  /** Return Memories where none of the related MemoryReferencedFunctionsConnections match this filter */
  none?: InputMaybe<MemoryReferencedFunctionsConnectionWhere>;
  /** Return Memories where one of the related MemoryReferencedFunctionsConnections match this filter */
  single?: InputMaybe<MemoryReferencedFunctionsConnectionWhere>;
  /** Return Memories where some of the related MemoryReferencedFunctionsConnections match this filter */
  some?: InputMaybe<MemoryReferencedFunctionsConnectionWhere>;
};

export type MemoryReferencedFunctionsConnectionSort = {
  node?: InputMaybe<FunctionSort>;
};

export type MemoryReferencedFunctionsConnectionWhere = {
  AND?: InputMaybe<Array<MemoryReferencedFunctionsConnectionWhere>>;
  NOT?: InputMaybe<MemoryReferencedFunctionsConnectionWhere>;
  OR?: InputMaybe<Array<MemoryReferencedFunctionsConnectionWhere>>;
  node?: InputMaybe<FunctionWhere>;
};

export type MemoryReferencedFunctionsCreateFieldInput = {
  node: FunctionCreateInput;
};

export type MemoryReferencedFunctionsDeleteFieldInput = {
  delete?: InputMaybe<FunctionDeleteInput>;
  where?: InputMaybe<MemoryReferencedFunctionsConnectionWhere>;
};

export type MemoryReferencedFunctionsDisconnectFieldInput = {
  disconnect?: InputMaybe<FunctionDisconnectInput>;
  where?: InputMaybe<MemoryReferencedFunctionsConnectionWhere>;
};

export type MemoryReferencedFunctionsFieldInput = {
  connect?: InputMaybe<Array<MemoryReferencedFunctionsConnectFieldInput>>;
  create?: InputMaybe<Array<MemoryReferencedFunctionsCreateFieldInput>>;
};

export type MemoryReferencedFunctionsNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<MemoryReferencedFunctionsNodeAggregationWhereInput>>;
  NOT?: InputMaybe<MemoryReferencedFunctionsNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<MemoryReferencedFunctionsNodeAggregationWhereInput>>;
  complexity?: InputMaybe<IntScalarAggregationFilters>;
  filePath?: InputMaybe<StringScalarAggregationFilters>;
  lineEnd?: InputMaybe<IntScalarAggregationFilters>;
  lineStart?: InputMaybe<IntScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
  signature?: InputMaybe<StringScalarAggregationFilters>;
};

export type MemoryReferencedFunctionsRelationship = {
  __typename?: 'MemoryReferencedFunctionsRelationship';
  cursor: Scalars['String']['output'];
  node: Function;
};

export type MemoryReferencedFunctionsUpdateConnectionInput = {
  node?: InputMaybe<FunctionUpdateInput>;
  where?: InputMaybe<MemoryReferencedFunctionsConnectionWhere>;
};

export type MemoryReferencedFunctionsUpdateFieldInput = {
  connect?: InputMaybe<Array<MemoryReferencedFunctionsConnectFieldInput>>;
  create?: InputMaybe<Array<MemoryReferencedFunctionsCreateFieldInput>>;
  delete?: InputMaybe<Array<MemoryReferencedFunctionsDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<MemoryReferencedFunctionsDisconnectFieldInput>>;
  update?: InputMaybe<MemoryReferencedFunctionsUpdateConnectionInput>;
};

export type MemoryRelatesToConnectFieldInput = {
  connect?: InputMaybe<Array<MemoryConnectInput>>;
  where?: InputMaybe<MemoryConnectWhere>;
};

export type MemoryRelatesToConnection = {
  __typename?: 'MemoryRelatesToConnection';
  aggregate: MemoryMemoryRelatesToAggregateSelection;
  edges: Array<MemoryRelatesToRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type MemoryRelatesToConnectionAggregateInput = {
  AND?: InputMaybe<Array<MemoryRelatesToConnectionAggregateInput>>;
  NOT?: InputMaybe<MemoryRelatesToConnectionAggregateInput>;
  OR?: InputMaybe<Array<MemoryRelatesToConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<MemoryRelatesToNodeAggregationWhereInput>;
};

export type MemoryRelatesToConnectionFilters = {
  /** Filter Memories by aggregating results on related MemoryRelatesToConnections */
  aggregate?: InputMaybe<MemoryRelatesToConnectionAggregateInput>;
  /** Return Memories where all of the related MemoryRelatesToConnections match this filter */
  all?: InputMaybe<MemoryRelatesToConnectionWhere>;
  /** Return Memories where none of the related MemoryRelatesToConnections match this filter */
  none?: InputMaybe<MemoryRelatesToConnectionWhere>;
  /** Return Memories where one of the related MemoryRelatesToConnections match this filter */
  single?: InputMaybe<MemoryRelatesToConnectionWhere>;
  /** Return Memories where some of the related MemoryRelatesToConnections match this filter */
  some?: InputMaybe<MemoryRelatesToConnectionWhere>;
};

export type MemoryRelatesToConnectionSort = {
  node?: InputMaybe<MemorySort>;
};

export type MemoryRelatesToConnectionWhere = {
  AND?: InputMaybe<Array<MemoryRelatesToConnectionWhere>>;
  NOT?: InputMaybe<MemoryRelatesToConnectionWhere>;
  OR?: InputMaybe<Array<MemoryRelatesToConnectionWhere>>;
  node?: InputMaybe<MemoryWhere>;
};

export type MemoryRelatesToCreateFieldInput = {
  node: MemoryCreateInput;
};

export type MemoryRelatesToDeleteFieldInput = {
  delete?: InputMaybe<MemoryDeleteInput>;
  where?: InputMaybe<MemoryRelatesToConnectionWhere>;
};

export type MemoryRelatesToDisconnectFieldInput = {
  disconnect?: InputMaybe<MemoryDisconnectInput>;
  where?: InputMaybe<MemoryRelatesToConnectionWhere>;
};

export type MemoryRelatesToFieldInput = {
  connect?: InputMaybe<Array<MemoryRelatesToConnectFieldInput>>;
  create?: InputMaybe<Array<MemoryRelatesToCreateFieldInput>>;
};

export type MemoryRelatesToNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<MemoryRelatesToNodeAggregationWhereInput>>;
  NOT?: InputMaybe<MemoryRelatesToNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<MemoryRelatesToNodeAggregationWhereInput>>;
  accessCount?: InputMaybe<IntScalarAggregationFilters>;
  accessedAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  content?: InputMaybe<StringScalarAggregationFilters>;
  contentHash?: InputMaybe<StringScalarAggregationFilters>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  expiresAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  importance?: InputMaybe<IntScalarAggregationFilters>;
  occurredAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  occurrences?: InputMaybe<IntScalarAggregationFilters>;
  supersededAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  title?: InputMaybe<StringScalarAggregationFilters>;
  updatedAt?: InputMaybe<DateTimeScalarAggregationFilters>;
};

export type MemoryRelatesToRelationship = {
  __typename?: 'MemoryRelatesToRelationship';
  cursor: Scalars['String']['output'];
  node: Memory;
};

export type MemoryRelatesToUpdateConnectionInput = {
  node?: InputMaybe<MemoryUpdateInput>;
  where?: InputMaybe<MemoryRelatesToConnectionWhere>;
};

export type MemoryRelatesToUpdateFieldInput = {
  connect?: InputMaybe<Array<MemoryRelatesToConnectFieldInput>>;
  create?: InputMaybe<Array<MemoryRelatesToCreateFieldInput>>;
  delete?: InputMaybe<Array<MemoryRelatesToDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<MemoryRelatesToDisconnectFieldInput>>;
  update?: InputMaybe<MemoryRelatesToUpdateConnectionInput>;
};

export type MemoryRelationshipFilters = {
  /** Filter type where all of the related Memories match this filter */
  all?: InputMaybe<MemoryWhere>;
  /** Filter type where none of the related Memories match this filter */
  none?: InputMaybe<MemoryWhere>;
  /** Filter type where one of the related Memories match this filter */
  single?: InputMaybe<MemoryWhere>;
  /** Filter type where some of the related Memories match this filter */
  some?: InputMaybe<MemoryWhere>;
};

/** Earlier content of a memory, kept when remember with the same id changed it. */
export type MemoryRevision = {
  __typename?: 'MemoryRevision';
  content: Scalars['String']['output'];
  importance?: Maybe<Scalars['Int']['output']>;
  memory: Array<Memory>;
  memoryConnection: MemoryRevisionMemoryConnection;
  revisedAt: Scalars['DateTime']['output'];
  tags?: Maybe<Array<Scalars['String']['output']>>;
  title?: Maybe<Scalars['String']['output']>;
};


/** Earlier content of a memory, kept when remember with the same id changed it. */
export type MemoryRevisionMemoryArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemorySort>>;
  where?: InputMaybe<MemoryWhere>;
};


/** Earlier content of a memory, kept when remember with the same id changed it. */
export type MemoryRevisionMemoryConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemoryRevisionMemoryConnectionSort>>;
  where?: InputMaybe<MemoryRevisionMemoryConnectionWhere>;
};

export type MemoryRevisionAggregate = {
  __typename?: 'MemoryRevisionAggregate';
  count: Count;
  node: MemoryRevisionAggregateNode;
};

export type MemoryRevisionAggregateNode = {
  __typename?: 'MemoryRevisionAggregateNode';
  content: StringAggregateSelection;
  importance: IntAggregateSelection;
  revisedAt: DateTimeAggregateSelection;
  title: StringAggregateSelection;
};

export type MemoryRevisionConnectInput = {
  memory?: InputMaybe<Array<MemoryRevisionMemoryConnectFieldInput>>;
};

export type MemoryRevisionConnectWhere = {
  node: MemoryRevisionWhere;
};

export type MemoryRevisionCreateInput = {
  content: Scalars['String']['input'];
  importance?: InputMaybe<Scalars['Int']['input']>;
  memory?: InputMaybe<MemoryRevisionMemoryFieldInput>;
  revisedAt: Scalars['DateTime']['input'];
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type MemoryRevisionDeleteInput = {
  memory?: InputMaybe<Array<MemoryRevisionMemoryDeleteFieldInput>>;
};

export type MemoryRevisionDisconnectInput = {
  memory?: InputMaybe<Array<MemoryRevisionMemoryDisconnectFieldInput>>;
};

export type MemoryRevisionEdge = {
  __typename?: 'MemoryRevisionEdge';
  cursor: Scalars['String']['output'];
  node: MemoryRevision;
};

export type MemoryRevisionMemoryConnectFieldInput = {
  connect?: InputMaybe<Array<MemoryConnectInput>>;
  where?: InputMaybe<MemoryConnectWhere>;
};

export type MemoryRevisionMemoryConnection = {
  __typename?: 'MemoryRevisionMemoryConnection';
  aggregate: MemoryRevisionMemoryMemoryAggregateSelection;
  edges: Array<MemoryRevisionMemoryRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type MemoryRevisionMemoryConnectionAggregateInput = {
  AND?: InputMaybe<Array<MemoryRevisionMemoryConnectionAggregateInput>>;
  NOT?: InputMaybe<MemoryRevisionMemoryConnectionAggregateInput>;
  OR?: InputMaybe<Array<MemoryRevisionMemoryConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<MemoryRevisionMemoryNodeAggregationWhereInput>;
};

export type MemoryRevisionMemoryConnectionFilters = {
  /** Filter MemoryRevisions by aggregating results on related MemoryRevisionMemoryConnections */
  aggregate?: InputMaybe<MemoryRevisionMemoryConnectionAggregateInput>;
  /** Return MemoryRevisions where all of the related MemoryRevisionMemoryConnections match this filter */
  all?: InputMaybe<MemoryRevisionMemoryConnectionWhere>;
  /** Return MemoryRevisions where none of the related MemoryRevisionMemoryConnections match this filter */
  none?: InputMaybe<MemoryRevisionMemoryConnectionWhere>;
  /** Return MemoryRevisions where one of the related MemoryRevisionMemoryConnections match this filter */
  single?: InputMaybe<MemoryRevisionMemoryConnectionWhere>;
  /** Return MemoryRevisions where some of the related MemoryRevisionMemoryConnections match this filter */
  some?: InputMaybe<MemoryRevisionMemoryConnectionWhere>;
};

export type MemoryRevisionMemoryConnectionSort = {
  node?: InputMaybe<MemorySort>;
};

export type MemoryRevisionMemoryConnectionWhere = {
  AND?: InputMaybe<Array<MemoryRevisionMemoryConnectionWhere>>;
  NOT?: InputMaybe<MemoryRevisionMemoryConnectionWhere>;
  OR?: InputMaybe<Array<MemoryRevisionMemoryConnectionWhere>>;
  node?: InputMaybe<MemoryWhere>;
};

export type MemoryRevisionMemoryCreateFieldInput = {
  node: MemoryCreateInput;
};

export type MemoryRevisionMemoryDeleteFieldInput = {
  delete?: InputMaybe<MemoryDeleteInput>;
  where?: InputMaybe<MemoryRevisionMemoryConnectionWhere>;
};

export type MemoryRevisionMemoryDisconnectFieldInput = {
  disconnect?: InputMaybe<MemoryDisconnectInput>;
  where?: InputMaybe<MemoryRevisionMemoryConnectionWhere>;
};

export type MemoryRevisionMemoryFieldInput = {
  connect?: InputMaybe<Array<MemoryRevisionMemoryConnectFieldInput>>;
  create?: InputMaybe<Array<MemoryRevisionMemoryCreateFieldInput>>;
};

export type MemoryRevisionMemoryMemoryAggregateSelection = {
  __typename?: 'MemoryRevisionMemoryMemoryAggregateSelection';
  count: CountConnection;
  node?: Maybe<MemoryRevisionMemoryMemoryNodeAggregateSelection>;
};

export type MemoryRevisionMemoryMemoryNodeAggregateSelection = {
  __typename?: 'MemoryRevisionMemoryMemoryNodeAggregateSelection';
  accessCount: IntAggregateSelection;
  accessedAt: DateTimeAggregateSelection;
  content: StringAggregateSelection;
  contentHash: StringAggregateSelection;
  createdAt: DateTimeAggregateSelection;
  expiresAt: DateTimeAggregateSelection;
  importance: IntAggregateSelection;
  occurredAt: DateTimeAggregateSelection;
  occurrences: IntAggregateSelection;
  supersededAt: DateTimeAggregateSelection;
  title: StringAggregateSelection;
  updatedAt: DateTimeAggregateSelection;
};

export type MemoryRevisionMemoryNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<MemoryRevisionMemoryNodeAggregationWhereInput>>;
  NOT?: InputMaybe<MemoryRevisionMemoryNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<MemoryRevisionMemoryNodeAggregationWhereInput>>;
  accessCount?: InputMaybe<IntScalarAggregationFilters>;
  accessedAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  content?: InputMaybe<StringScalarAggregationFilters>;
  contentHash?: InputMaybe<StringScalarAggregationFilters>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  expiresAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  importance?: InputMaybe<IntScalarAggregationFilters>;
  occurredAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  occurrences?: InputMaybe<IntScalarAggregationFilters>;
  supersededAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  title?: InputMaybe<StringScalarAggregationFilters>;
  updatedAt?: InputMaybe<DateTimeScalarAggregationFilters>;
};

export type MemoryRevisionMemoryRelationship = {
  __typename?: 'MemoryRevisionMemoryRelationship';
  cursor: Scalars['String']['output'];
  node: Memory;
};

export type MemoryRevisionMemoryUpdateConnectionInput = {
  node?: InputMaybe<MemoryUpdateInput>;
  where?: InputMaybe<MemoryRevisionMemoryConnectionWhere>;
};

export type MemoryRevisionMemoryUpdateFieldInput = {
  connect?: InputMaybe<Array<MemoryRevisionMemoryConnectFieldInput>>;
  create?: InputMaybe<Array<MemoryRevisionMemoryCreateFieldInput>>;
  delete?: InputMaybe<Array<MemoryRevisionMemoryDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<MemoryRevisionMemoryDisconnectFieldInput>>;
  update?: InputMaybe<MemoryRevisionMemoryUpdateConnectionInput>;
};

export type MemoryRevisionRelationshipFilters = {
  /** Filter type where all of the related MemoryRevisions match this filter */
  all?: InputMaybe<MemoryRevisionWhere>;
  /** Filter type where none of the related MemoryRevisions match this filter */
  none?: InputMaybe<MemoryRevisionWhere>;
  /** Filter type where one of the related MemoryRevisions match this filter */
  single?: InputMaybe<MemoryRevisionWhere>;
  /** Filter type where some of the related MemoryRevisions match this filter */
  some?: InputMaybe<MemoryRevisionWhere>;
};

/** Fields to sort MemoryRevisions by. The order in which sorts are applied is not guaranteed when specifying many fields in one MemoryRevisionSort object. */
export type MemoryRevisionSort = {
  content?: InputMaybe<SortDirection>;
  importance?: InputMaybe<SortDirection>;
  revisedAt?: InputMaybe<SortDirection>;
  title?: InputMaybe<SortDirection>;
};

export type MemoryRevisionUpdateInput = {
  content?: InputMaybe<StringScalarMutations>;
  importance?: InputMaybe<IntScalarMutations>;
  memory?: InputMaybe<Array<MemoryRevisionMemoryUpdateFieldInput>>;
  revisedAt?: InputMaybe<DateTimeScalarMutations>;
  tags?: InputMaybe<ListStringMutations>;
  title?: InputMaybe<StringScalarMutations>;
};

export type MemoryRevisionWhere = {
  AND?: InputMaybe<Array<MemoryRevisionWhere>>;
  NOT?: InputMaybe<MemoryRevisionWhere>;
  OR?: InputMaybe<Array<MemoryRevisionWhere>>;
  content?: InputMaybe<StringScalarFilters>;
  importance?: InputMaybe<IntScalarFilters>;
  memory?: InputMaybe<MemoryRelationshipFilters>;
  memoryConnection?: InputMaybe<MemoryRevisionMemoryConnectionFilters>;
  revisedAt?: InputMaybe<DateTimeScalarFilters>;
  tags?: InputMaybe<StringListFilters>;
  title?: InputMaybe<StringScalarFilters>;
};

export type MemoryRevisionsConnectFieldInput = {
  connect?: InputMaybe<Array<MemoryRevisionConnectInput>>;
  where?: InputMaybe<MemoryRevisionConnectWhere>;
};

export type MemoryRevisionsConnection = {
  __typename?: 'MemoryRevisionsConnection';
  aggregate: MemoryMemoryRevisionRevisionsAggregateSelection;
  edges: Array<MemoryRevisionsRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type MemoryRevisionsConnectionAggregateInput = {
  AND?: InputMaybe<Array<MemoryRevisionsConnectionAggregateInput>>;
  NOT?: InputMaybe<MemoryRevisionsConnectionAggregateInput>;
  OR?: InputMaybe<Array<MemoryRevisionsConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<MemoryRevisionsNodeAggregationWhereInput>;
};

export type MemoryRevisionsConnectionFilters = {
  /** Filter Memories by aggregating results on related MemoryRevisionsConnections */
  aggregate?: InputMaybe<MemoryRevisionsConnectionAggregateInput>;
  /** Return Memories where all of the related MemoryRevisionsConnections match this filter */
  all?: InputMaybe<MemoryRevisionsConnectionWhere>;
  /** Return Memories where none of the related MemoryRevisionsConnections match this filter */
  none?: InputMaybe<MemoryRevisionsConnectionWhere>;
  /** Return Memories where one of the related MemoryRevisionsConnections match this filter */
  single?: InputMaybe<MemoryRevisionsConnectionWhere>;
  /** Return Memories where some of the related MemoryRevisionsConnections match this filter */
  some?: InputMaybe<MemoryRevisionsConnectionWhere>;
};

export type MemoryRevisionsConnectionSort = {
  node?: InputMaybe<MemoryRevisionSort>;
};

export type MemoryRevisionsConnectionWhere = {
  AND?: InputMaybe<Array<MemoryRevisionsConnectionWhere>>;
  NOT?: InputMaybe<MemoryRevisionsConnectionWhere>;
  OR?: InputMaybe<Array<MemoryRevisionsConnectionWhere>>;
  node?: InputMaybe<MemoryRevisionWhere>;
};

export type MemoryRevisionsCreateFieldInput = {
  node: MemoryRevisionCreateInput;
};

export type MemoryRevisionsDeleteFieldInput = {
  delete?: InputMaybe<MemoryRevisionDeleteInput>;
  where?: InputMaybe<MemoryRevisionsConnectionWhere>;
};

export type MemoryRevisionsDisconnectFieldInput = {
  disconnect?: InputMaybe<MemoryRevisionDisconnectInput>;
  where?: InputMaybe<MemoryRevisionsConnectionWhere>;
};

export type MemoryRevisionsFieldInput = {
  connect?: InputMaybe<Array<MemoryRevisionsConnectFieldInput>>;
  create?: InputMaybe<Array<MemoryRevisionsCreateFieldInput>>;
};

export type MemoryRevisionsNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<MemoryRevisionsNodeAggregationWhereInput>>;
  NOT?: InputMaybe<MemoryRevisionsNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<MemoryRevisionsNodeAggregationWhereInput>>;
  content?: InputMaybe<StringScalarAggregationFilters>;
  importance?: InputMaybe<IntScalarAggregationFilters>;
  revisedAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  title?: InputMaybe<StringScalarAggregationFilters>;
};

export type MemoryRevisionsRelationship = {
  __typename?: 'MemoryRevisionsRelationship';
  cursor: Scalars['String']['output'];
  node: MemoryRevision;
};

export type MemoryRevisionsUpdateConnectionInput = {
  node?: InputMaybe<MemoryRevisionUpdateInput>;
  where?: InputMaybe<MemoryRevisionsConnectionWhere>;
};

export type MemoryRevisionsUpdateFieldInput = {
  connect?: InputMaybe<Array<MemoryRevisionsConnectFieldInput>>;
  create?: InputMaybe<Array<MemoryRevisionsCreateFieldInput>>;
  delete?: InputMaybe<Array<MemoryRevisionsDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<MemoryRevisionsDisconnectFieldInput>>;
  update?: InputMaybe<MemoryRevisionsUpdateConnectionInput>;
};

export type MemoryScope =
  /** Every agent of the type, in every project. */
  | 'GLOBAL'
  /** Agents of the type, in one project. */
  | 'PROJECT'
  /** One agent instance's working memory, until it expires. */
  | 'SESSION';

/** Fields to sort Memories by. The order in which sorts are applied is not guaranteed when specifying many fields in one MemorySort object. */
export type MemorySort = {
  accessCount?: InputMaybe<SortDirection>;
  accessedAt?: InputMaybe<SortDirection>;
  content?: InputMaybe<SortDirection>;
  contentHash?: InputMaybe<SortDirection>;
  createdAt?: InputMaybe<SortDirection>;
  expiresAt?: InputMaybe<SortDirection>;
  id?: InputMaybe<SortDirection>;
  importance?: InputMaybe<SortDirection>;
  isGlobal?: InputMaybe<SortDirection>;
  memoryType?: InputMaybe<SortDirection>;
  occurredAt?: InputMaybe<SortDirection>;
  occurrences?: InputMaybe<SortDirection>;
  sessionId?: InputMaybe<SortDirection>;
  supersededAt?: InputMaybe<SortDirection>;
  title?: InputMaybe<SortDirection>;
  updatedAt?: InputMaybe<SortDirection>;
};

export type MemoryType =
  | 'ANTI_PATTERN'
  | 'CONTEXT'
  | 'CONVERSATION'
  | 'DECISION'
  | 'FEEDBACK'
  | 'PATTERN'
  | 'RELATIONSHIP'
  | 'RESOLUTION'
  | 'TASK';

/** MemoryType filters */
export type MemoryTypeEnumScalarFilters = {
  eq?: InputMaybe<MemoryType>;
  in?: InputMaybe<Array<MemoryType>>;
};

/** MemoryType mutations */
export type MemoryTypeEnumScalarMutations = {
  set?: InputMaybe<MemoryType>;
};

export type MemoryUpdateInput = {
  agentTypes?: InputMaybe<Array<MemoryAgentTypesUpdateFieldInput>>;
  content?: InputMaybe<StringScalarMutations>;
  contradicts?: InputMaybe<Array<MemoryContradictsUpdateFieldInput>>;
  derivedFrom?: InputMaybe<Array<MemoryDerivedFromUpdateFieldInput>>;
  importance?: InputMaybe<IntScalarMutations>;
  memoryType?: InputMaybe<MemoryTypeEnumScalarMutations>;
  occurredAt?: InputMaybe<DateTimeScalarMutations>;
  referencedClasses?: InputMaybe<Array<MemoryReferencedClassesUpdateFieldInput>>;
  referencedFiles?: InputMaybe<Array<MemoryReferencedFilesUpdateFieldInput>>;
  referencedFunctions?: InputMaybe<Array<MemoryReferencedFunctionsUpdateFieldInput>>;
  relatesTo?: InputMaybe<Array<MemoryRelatesToUpdateFieldInput>>;
  revisions?: InputMaybe<Array<MemoryRevisionsUpdateFieldInput>>;
  sessionId?: InputMaybe<IdScalarMutations>;
  tags?: InputMaybe<ListStringMutations>;
  title?: InputMaybe<StringScalarMutations>;
};

export type MemoryWhere = {
  AND?: InputMaybe<Array<MemoryWhere>>;
  NOT?: InputMaybe<MemoryWhere>;
  OR?: InputMaybe<Array<MemoryWhere>>;
  accessCount?: InputMaybe<IntScalarFilters>;
  accessedAt?: InputMaybe<DateTimeScalarFilters>;
  agentTypes?: InputMaybe<AgentTypeRelationshipFilters>;
  agentTypesConnection?: InputMaybe<MemoryAgentTypesConnectionFilters>;
  codeReferences?: InputMaybe<StringListFilters>;
  content?: InputMaybe<StringScalarFilters>;
  contentHash?: InputMaybe<StringScalarFilters>;
  contradicts?: InputMaybe<MemoryRelationshipFilters>;
  contradictsConnection?: InputMaybe<MemoryContradictsConnectionFilters>;
  createdAt?: InputMaybe<DateTimeScalarFilters>;
  derivedFrom?: InputMaybe<MemoryRelationshipFilters>;
  derivedFromConnection?: InputMaybe<MemoryDerivedFromConnectionFilters>;
  expiresAt?: InputMaybe<DateTimeScalarFilters>;
  id?: InputMaybe<IdScalarFilters>;
  importance?: InputMaybe<IntScalarFilters>;
  isGlobal?: InputMaybe<BooleanScalarFilters>;
  memoryType?: InputMaybe<MemoryTypeEnumScalarFilters>;
  occurredAt?: InputMaybe<DateTimeScalarFilters>;
  occurrences?: InputMaybe<IntScalarFilters>;
  projects?: InputMaybe<ProjectRelationshipFilters>;
  projectsConnection?: InputMaybe<MemoryProjectsConnectionFilters>;
  referencedClasses?: InputMaybe<ClassRelationshipFilters>;
  referencedClassesConnection?: InputMaybe<MemoryReferencedClassesConnectionFilters>;
  referencedFiles?: InputMaybe<CodeFileRelationshipFilters>;
  referencedFilesConnection?: InputMaybe<MemoryReferencedFilesConnectionFilters>;
  referencedFunctions?: InputMaybe<FunctionRelationshipFilters>;
  referencedFunctionsConnection?: InputMaybe<MemoryReferencedFunctionsConnectionFilters>;
  relatesTo?: InputMaybe<MemoryRelationshipFilters>;
  relatesToConnection?: InputMaybe<MemoryRelatesToConnectionFilters>;
  revisions?: InputMaybe<MemoryRevisionRelationshipFilters>;
  revisionsConnection?: InputMaybe<MemoryRevisionsConnectionFilters>;
  sessionId?: InputMaybe<IdScalarFilters>;
  supersededAt?: InputMaybe<DateTimeScalarFilters>;
  tags?: InputMaybe<StringListFilters>;
  title?: InputMaybe<StringScalarFilters>;
  updatedAt?: InputMaybe<DateTimeScalarFilters>;
};

export type Mutation = {
  __typename?: 'Mutation';
  createAgentTypes: CreateAgentTypesMutationResponse;
  createApiReferences: CreateApiReferencesMutationResponse;
  createBestPractices: CreateBestPracticesMutationResponse;
  createClasses: CreateClassesMutationResponse;
  createCodeExamples: CreateCodeExamplesMutationResponse;
  createCodeFiles: CreateCodeFilesMutationResponse;
  createDocumentations: CreateDocumentationsMutationResponse;
  createExternalDocs: CreateExternalDocsMutationResponse;
  createFunctions: CreateFunctionsMutationResponse;
  createKnowledgeUsages: CreateKnowledgeUsagesMutationResponse;
  createMemories: CreateMemoriesMutationResponse;
  createPatterns: CreatePatternsMutationResponse;
  createProjects: CreateProjectsMutationResponse;
  createSources: CreateSourcesMutationResponse;
  createUserFeedbacks: CreateUserFeedbacksMutationResponse;
  deleteAgentTypes: DeleteInfo;
  deleteApiReferences: DeleteInfo;
  deleteBestPractices: DeleteInfo;
  deleteClasses: DeleteInfo;
  deleteCodeExamples: DeleteInfo;
  deleteCodeFiles: DeleteInfo;
  deleteDocumentations: DeleteInfo;
  deleteExternalDocs: DeleteInfo;
  deleteFunctions: DeleteInfo;
  deleteKnowledgeUsages: DeleteInfo;
  deleteMemories: DeleteInfo;
  deletePatterns: DeleteInfo;
  deleteProjects: DeleteInfo;
  deleteSources: DeleteInfo;
  deleteUserFeedbacks: DeleteInfo;
  forget: Scalars['Boolean']['output'];
  /** Content seen in at least minProjects projects of one agent type becomes one global memory derived from the copies. */
  promoteCrossProjectPatterns: Array<Memory>;
  remember: Memory;
  /** Up to 1,000 memories, in one transaction. */
  rememberMany: Array<Memory>;
  shareMemory: Memory;
  unshareMemory: Memory;
  updateAgentTypes: UpdateAgentTypesMutationResponse;
  updateApiReferences: UpdateApiReferencesMutationResponse;
  updateBestPractices: UpdateBestPracticesMutationResponse;
  updateClasses: UpdateClassesMutationResponse;
  updateCodeExamples: UpdateCodeExamplesMutationResponse;
  updateCodeFiles: UpdateCodeFilesMutationResponse;
  updateDocumentations: UpdateDocumentationsMutationResponse;
  updateExternalDocs: UpdateExternalDocsMutationResponse;
  updateFunctions: UpdateFunctionsMutationResponse;
  updateKnowledgeUsages: UpdateKnowledgeUsagesMutationResponse;
  updateMemories: UpdateMemoriesMutationResponse;
  updatePatterns: UpdatePatternsMutationResponse;
  updateProjects: UpdateProjectsMutationResponse;
  updateSources: UpdateSourcesMutationResponse;
  updateUserFeedbacks: UpdateUserFeedbacksMutationResponse;
};


export type MutationCreateAgentTypesArgs = {
  input: Array<AgentTypeCreateInput>;
};


export type MutationCreateApiReferencesArgs = {
  input: Array<ApiReferenceCreateInput>;
};


export type MutationCreateBestPracticesArgs = {
  input: Array<BestPracticeCreateInput>;
};


export type MutationCreateClassesArgs = {
  input: Array<ClassCreateInput>;
};


export type MutationCreateCodeExamplesArgs = {
  input: Array<CodeExampleCreateInput>;
};


export type MutationCreateCodeFilesArgs = {
  input: Array<CodeFileCreateInput>;
};


export type MutationCreateDocumentationsArgs = {
  input: Array<DocumentationCreateInput>;
};


export type MutationCreateExternalDocsArgs = {
  input: Array<ExternalDocCreateInput>;
};


export type MutationCreateFunctionsArgs = {
  input: Array<FunctionCreateInput>;
};


export type MutationCreateKnowledgeUsagesArgs = {
  input: Array<KnowledgeUsageCreateInput>;
};


export type MutationCreateMemoriesArgs = {
  input: Array<MemoryCreateInput>;
};


export type MutationCreatePatternsArgs = {
  input: Array<PatternCreateInput>;
};


export type MutationCreateProjectsArgs = {
  input: Array<ProjectCreateInput>;
};


export type MutationCreateSourcesArgs = {
  input: Array<SourceCreateInput>;
};


export type MutationCreateUserFeedbacksArgs = {
  input: Array<UserFeedbackCreateInput>;
};


export type MutationDeleteAgentTypesArgs = {
  delete?: InputMaybe<AgentTypeDeleteInput>;
  where?: InputMaybe<AgentTypeWhere>;
};


export type MutationDeleteApiReferencesArgs = {
  delete?: InputMaybe<ApiReferenceDeleteInput>;
  where?: InputMaybe<ApiReferenceWhere>;
};


export type MutationDeleteBestPracticesArgs = {
  delete?: InputMaybe<BestPracticeDeleteInput>;
  where?: InputMaybe<BestPracticeWhere>;
};


export type MutationDeleteClassesArgs = {
  delete?: InputMaybe<ClassDeleteInput>;
  where?: InputMaybe<ClassWhere>;
};


export type MutationDeleteCodeExamplesArgs = {
  delete?: InputMaybe<CodeExampleDeleteInput>;
  where?: InputMaybe<CodeExampleWhere>;
};


export type MutationDeleteCodeFilesArgs = {
  delete?: InputMaybe<CodeFileDeleteInput>;
  where?: InputMaybe<CodeFileWhere>;
};


export type MutationDeleteDocumentationsArgs = {
  delete?: InputMaybe<DocumentationDeleteInput>;
  where?: InputMaybe<DocumentationWhere>;
};


export type MutationDeleteExternalDocsArgs = {
  delete?: InputMaybe<ExternalDocDeleteInput>;
  where?: InputMaybe<ExternalDocWhere>;
};


export type MutationDeleteFunctionsArgs = {
  delete?: InputMaybe<FunctionDeleteInput>;
  where?: InputMaybe<FunctionWhere>;
};


export type MutationDeleteKnowledgeUsagesArgs = {
  delete?: InputMaybe<KnowledgeUsageDeleteInput>;
  where?: InputMaybe<KnowledgeUsageWhere>;
};


export type MutationDeleteMemoriesArgs = {
  delete?: InputMaybe<MemoryDeleteInput>;
  where?: InputMaybe<MemoryWhere>;
};


export type MutationDeletePatternsArgs = {
  delete?: InputMaybe<PatternDeleteInput>;
  where?: InputMaybe<PatternWhere>;
};


export type MutationDeleteProjectsArgs = {
  delete?: InputMaybe<ProjectDeleteInput>;
  where?: InputMaybe<ProjectWhere>;
};


export type MutationDeleteSourcesArgs = {
  where?: InputMaybe<SourceWhere>;
};


export type MutationDeleteUserFeedbacksArgs = {
  delete?: InputMaybe<UserFeedbackDeleteInput>;
  where?: InputMaybe<UserFeedbackWhere>;
};


export type MutationForgetArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPromoteCrossProjectPatternsArgs = {
  agentType?: InputMaybe<Scalars['ID']['input']>;
  minProjects?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationRememberArgs = {
  input: RememberInput;
};


export type MutationRememberManyArgs = {
  input: Array<RememberInput>;
};


export type MutationShareMemoryArgs = {
  id: Scalars['ID']['input'];
  withAgentTypes: Array<Scalars['ID']['input']>;
};


export type MutationUnshareMemoryArgs = {
  fromAgentTypes: Array<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationUpdateAgentTypesArgs = {
  update?: InputMaybe<AgentTypeUpdateInput>;
  where?: InputMaybe<AgentTypeWhere>;
};


export type MutationUpdateApiReferencesArgs = {
  update?: InputMaybe<ApiReferenceUpdateInput>;
  where?: InputMaybe<ApiReferenceWhere>;
};


export type MutationUpdateBestPracticesArgs = {
  update?: InputMaybe<BestPracticeUpdateInput>;
  where?: InputMaybe<BestPracticeWhere>;
};


export type MutationUpdateClassesArgs = {
  update?: InputMaybe<ClassUpdateInput>;
  where?: InputMaybe<ClassWhere>;
};


export type MutationUpdateCodeExamplesArgs = {
  update?: InputMaybe<CodeExampleUpdateInput>;
  where?: InputMaybe<CodeExampleWhere>;
};


export type MutationUpdateCodeFilesArgs = {
  update?: InputMaybe<CodeFileUpdateInput>;
  where?: InputMaybe<CodeFileWhere>;
};


export type MutationUpdateDocumentationsArgs = {
  update?: InputMaybe<DocumentationUpdateInput>;
  where?: InputMaybe<DocumentationWhere>;
};


export type MutationUpdateExternalDocsArgs = {
  update?: InputMaybe<ExternalDocUpdateInput>;
  where?: InputMaybe<ExternalDocWhere>;
};


export type MutationUpdateFunctionsArgs = {
  update?: InputMaybe<FunctionUpdateInput>;
  where?: InputMaybe<FunctionWhere>;
};


export type MutationUpdateKnowledgeUsagesArgs = {
  update?: InputMaybe<KnowledgeUsageUpdateInput>;
  where?: InputMaybe<KnowledgeUsageWhere>;
};


export type MutationUpdateMemoriesArgs = {
  update?: InputMaybe<MemoryUpdateInput>;
  where?: InputMaybe<MemoryWhere>;
};


export type MutationUpdatePatternsArgs = {
  update?: InputMaybe<PatternUpdateInput>;
  where?: InputMaybe<PatternWhere>;
};


export type MutationUpdateProjectsArgs = {
  update?: InputMaybe<ProjectUpdateInput>;
  where?: InputMaybe<ProjectWhere>;
};


export type MutationUpdateSourcesArgs = {
  update?: InputMaybe<SourceUpdateInput>;
  where?: InputMaybe<SourceWhere>;
};


export type MutationUpdateUserFeedbacksArgs = {
  update?: InputMaybe<UserFeedbackUpdateInput>;
  where?: InputMaybe<UserFeedbackWhere>;
};

/**
 * The edge properties for the following fields:
 * * UserFeedback.unhelpfulDocs
 * * Documentation.negativeFeedback
 */
export type NegativeFeedback = {
  __typename?: 'NegativeFeedback';
  at: Scalars['DateTime']['output'];
  reason?: Maybe<Scalars['String']['output']>;
};

export type NegativeFeedbackAggregationWhereInput = {
  AND?: InputMaybe<Array<NegativeFeedbackAggregationWhereInput>>;
  NOT?: InputMaybe<NegativeFeedbackAggregationWhereInput>;
  OR?: InputMaybe<Array<NegativeFeedbackAggregationWhereInput>>;
  at?: InputMaybe<DateTimeScalarAggregationFilters>;
  reason?: InputMaybe<StringScalarAggregationFilters>;
};

export type NegativeFeedbackCreateInput = {
  at: Scalars['DateTime']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type NegativeFeedbackSort = {
  at?: InputMaybe<SortDirection>;
  reason?: InputMaybe<SortDirection>;
};

export type NegativeFeedbackUpdateInput = {
  at?: InputMaybe<DateTimeScalarMutations>;
  reason?: InputMaybe<StringScalarMutations>;
};

export type NegativeFeedbackWhere = {
  AND?: InputMaybe<Array<NegativeFeedbackWhere>>;
  NOT?: InputMaybe<NegativeFeedbackWhere>;
  OR?: InputMaybe<Array<NegativeFeedbackWhere>>;
  at?: InputMaybe<DateTimeScalarFilters>;
  reason?: InputMaybe<StringScalarFilters>;
};

export type Neo4jMode =
  /** The server named by NEO4J_URI. */
  | 'EXTERNAL'
  /** A server Engram resolved, started and manages itself. */
  | 'MANAGED';

/** Pagination information (Relay) */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A task an agent solved, with the documentation that contributed. */
export type Pattern = {
  __typename?: 'Pattern';
  createdAt: Scalars['DateTime']['output'];
  docs: Array<Documentation>;
  docsConnection: PatternDocsConnection;
  feedback: Array<UserFeedback>;
  feedbackConnection: PatternFeedbackConnection;
  /** Chosen by the client (the pattern id of the task). */
  id: Scalars['ID']['output'];
  task: Scalars['String']['output'];
  taskKeywords?: Maybe<Array<Scalars['String']['output']>>;
};


/** A task an agent solved, with the documentation that contributed. */
export type PatternDocsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<DocumentationSort>>;
  where?: InputMaybe<DocumentationWhere>;
};


/** A task an agent solved, with the documentation that contributed. */
export type PatternDocsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<PatternDocsConnectionSort>>;
  where?: InputMaybe<PatternDocsConnectionWhere>;
};


/** A task an agent solved, with the documentation that contributed. */
export type PatternFeedbackArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<UserFeedbackSort>>;
  where?: InputMaybe<UserFeedbackWhere>;
};


/** A task an agent solved, with the documentation that contributed. */
export type PatternFeedbackConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<PatternFeedbackConnectionSort>>;
  where?: InputMaybe<PatternFeedbackConnectionWhere>;
};

export type PatternAggregate = {
  __typename?: 'PatternAggregate';
  count: Count;
  node: PatternAggregateNode;
};

export type PatternAggregateNode = {
  __typename?: 'PatternAggregateNode';
  createdAt: DateTimeAggregateSelection;
  task: StringAggregateSelection;
};

export type PatternConnectInput = {
  docs?: InputMaybe<Array<PatternDocsConnectFieldInput>>;
  feedback?: InputMaybe<Array<PatternFeedbackConnectFieldInput>>;
};

export type PatternConnectWhere = {
  node: PatternWhere;
};

export type PatternCreateInput = {
  docs?: InputMaybe<PatternDocsFieldInput>;
  feedback?: InputMaybe<PatternFeedbackFieldInput>;
  id: Scalars['ID']['input'];
  task: Scalars['String']['input'];
};

export type PatternDeleteInput = {
  docs?: InputMaybe<Array<PatternDocsDeleteFieldInput>>;
  feedback?: InputMaybe<Array<PatternFeedbackDeleteFieldInput>>;
};

export type PatternDisconnectInput = {
  docs?: InputMaybe<Array<PatternDocsDisconnectFieldInput>>;
  feedback?: InputMaybe<Array<PatternFeedbackDisconnectFieldInput>>;
};

export type PatternDocsConnectFieldInput = {
  connect?: InputMaybe<Array<DocumentationConnectInput>>;
  edge: ContributedToCreateInput;
  where?: InputMaybe<DocumentationConnectWhere>;
};

export type PatternDocsConnection = {
  __typename?: 'PatternDocsConnection';
  aggregate: PatternDocumentationDocsAggregateSelection;
  edges: Array<PatternDocsRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type PatternDocsConnectionAggregateInput = {
  AND?: InputMaybe<Array<PatternDocsConnectionAggregateInput>>;
  NOT?: InputMaybe<PatternDocsConnectionAggregateInput>;
  OR?: InputMaybe<Array<PatternDocsConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  edge?: InputMaybe<ContributedToAggregationWhereInput>;
  node?: InputMaybe<PatternDocsNodeAggregationWhereInput>;
};

export type PatternDocsConnectionFilters = {
  /** Filter Patterns by aggregating results on related PatternDocsConnections */
  aggregate?: InputMaybe<PatternDocsConnectionAggregateInput>;
  /** Return Patterns where all of the related PatternDocsConnections match this filter */
  all?: InputMaybe<PatternDocsConnectionWhere>;
  /** Return Patterns where none of the related PatternDocsConnections match this filter */
  none?: InputMaybe<PatternDocsConnectionWhere>;
  /** Return Patterns where one of the related PatternDocsConnections match this filter */
  single?: InputMaybe<PatternDocsConnectionWhere>;
  /** Return Patterns where some of the related PatternDocsConnections match this filter */
  some?: InputMaybe<PatternDocsConnectionWhere>;
};

export type PatternDocsConnectionSort = {
  edge?: InputMaybe<ContributedToSort>;
  node?: InputMaybe<DocumentationSort>;
};

export type PatternDocsConnectionWhere = {
  AND?: InputMaybe<Array<PatternDocsConnectionWhere>>;
  NOT?: InputMaybe<PatternDocsConnectionWhere>;
  OR?: InputMaybe<Array<PatternDocsConnectionWhere>>;
  edge?: InputMaybe<ContributedToWhere>;
  node?: InputMaybe<DocumentationWhere>;
};

export type PatternDocsCreateFieldInput = {
  edge: ContributedToCreateInput;
  node: DocumentationCreateInput;
};

export type PatternDocsDeleteFieldInput = {
  delete?: InputMaybe<DocumentationDeleteInput>;
  where?: InputMaybe<PatternDocsConnectionWhere>;
};

export type PatternDocsDisconnectFieldInput = {
  disconnect?: InputMaybe<DocumentationDisconnectInput>;
  where?: InputMaybe<PatternDocsConnectionWhere>;
};

export type PatternDocsFieldInput = {
  connect?: InputMaybe<Array<PatternDocsConnectFieldInput>>;
  create?: InputMaybe<Array<PatternDocsCreateFieldInput>>;
};

export type PatternDocsNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<PatternDocsNodeAggregationWhereInput>>;
  NOT?: InputMaybe<PatternDocsNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<PatternDocsNodeAggregationWhereInput>>;
  domain?: InputMaybe<StringScalarAggregationFilters>;
  firstSeen?: InputMaybe<DateTimeScalarAggregationFilters>;
  lastSeen?: InputMaybe<DateTimeScalarAggregationFilters>;
  negativeFeedbackCount?: InputMaybe<IntScalarAggregationFilters>;
  negativeFeedbackRate?: InputMaybe<FloatScalarAggregationFilters>;
  title?: InputMaybe<StringScalarAggregationFilters>;
  totalUses?: InputMaybe<IntScalarAggregationFilters>;
};

export type PatternDocsRelationship = {
  __typename?: 'PatternDocsRelationship';
  cursor: Scalars['String']['output'];
  node: Documentation;
  properties: ContributedTo;
};

export type PatternDocsUpdateConnectionInput = {
  edge?: InputMaybe<ContributedToUpdateInput>;
  node?: InputMaybe<DocumentationUpdateInput>;
  where?: InputMaybe<PatternDocsConnectionWhere>;
};

export type PatternDocsUpdateFieldInput = {
  connect?: InputMaybe<Array<PatternDocsConnectFieldInput>>;
  create?: InputMaybe<Array<PatternDocsCreateFieldInput>>;
  delete?: InputMaybe<Array<PatternDocsDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<PatternDocsDisconnectFieldInput>>;
  update?: InputMaybe<PatternDocsUpdateConnectionInput>;
};

export type PatternDocumentationDocsAggregateSelection = {
  __typename?: 'PatternDocumentationDocsAggregateSelection';
  count: CountConnection;
  edge?: Maybe<PatternDocumentationDocsEdgeAggregateSelection>;
  node?: Maybe<PatternDocumentationDocsNodeAggregateSelection>;
};

export type PatternDocumentationDocsEdgeAggregateSelection = {
  __typename?: 'PatternDocumentationDocsEdgeAggregateSelection';
  agent: StringAggregateSelection;
  score: FloatAggregateSelection;
  usedAt: DateTimeAggregateSelection;
};

export type PatternDocumentationDocsNodeAggregateSelection = {
  __typename?: 'PatternDocumentationDocsNodeAggregateSelection';
  domain: StringAggregateSelection;
  firstSeen: DateTimeAggregateSelection;
  lastSeen: DateTimeAggregateSelection;
  negativeFeedbackCount: IntAggregateSelection;
  negativeFeedbackRate: FloatAggregateSelection;
  title: StringAggregateSelection;
  totalUses: IntAggregateSelection;
};

export type PatternEdge = {
  __typename?: 'PatternEdge';
  cursor: Scalars['String']['output'];
  node: Pattern;
};

export type PatternFeedbackConnectFieldInput = {
  connect?: InputMaybe<Array<UserFeedbackConnectInput>>;
  where?: InputMaybe<UserFeedbackConnectWhere>;
};

export type PatternFeedbackConnection = {
  __typename?: 'PatternFeedbackConnection';
  aggregate: PatternUserFeedbackFeedbackAggregateSelection;
  edges: Array<PatternFeedbackRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type PatternFeedbackConnectionAggregateInput = {
  AND?: InputMaybe<Array<PatternFeedbackConnectionAggregateInput>>;
  NOT?: InputMaybe<PatternFeedbackConnectionAggregateInput>;
  OR?: InputMaybe<Array<PatternFeedbackConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<PatternFeedbackNodeAggregationWhereInput>;
};

export type PatternFeedbackConnectionFilters = {
  /** Filter Patterns by aggregating results on related PatternFeedbackConnections */
  aggregate?: InputMaybe<PatternFeedbackConnectionAggregateInput>;
  /** Return Patterns where all of the related PatternFeedbackConnections match this filter */
  all?: InputMaybe<PatternFeedbackConnectionWhere>;
  /** Return Patterns where none of the related PatternFeedbackConnections match this filter */
  none?: InputMaybe<PatternFeedbackConnectionWhere>;
  /** Return Patterns where one of the related PatternFeedbackConnections match this filter */
  single?: InputMaybe<PatternFeedbackConnectionWhere>;
  /** Return Patterns where some of the related PatternFeedbackConnections match this filter */
  some?: InputMaybe<PatternFeedbackConnectionWhere>;
};

export type PatternFeedbackConnectionSort = {
  node?: InputMaybe<UserFeedbackSort>;
};

export type PatternFeedbackConnectionWhere = {
  AND?: InputMaybe<Array<PatternFeedbackConnectionWhere>>;
  NOT?: InputMaybe<PatternFeedbackConnectionWhere>;
  OR?: InputMaybe<Array<PatternFeedbackConnectionWhere>>;
  node?: InputMaybe<UserFeedbackWhere>;
};

export type PatternFeedbackCreateFieldInput = {
  node: UserFeedbackCreateInput;
};

export type PatternFeedbackDeleteFieldInput = {
  delete?: InputMaybe<UserFeedbackDeleteInput>;
  where?: InputMaybe<PatternFeedbackConnectionWhere>;
};

export type PatternFeedbackDisconnectFieldInput = {
  disconnect?: InputMaybe<UserFeedbackDisconnectInput>;
  where?: InputMaybe<PatternFeedbackConnectionWhere>;
};

export type PatternFeedbackFieldInput = {
  connect?: InputMaybe<Array<PatternFeedbackConnectFieldInput>>;
  create?: InputMaybe<Array<PatternFeedbackCreateFieldInput>>;
};

export type PatternFeedbackNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<PatternFeedbackNodeAggregationWhereInput>>;
  NOT?: InputMaybe<PatternFeedbackNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<PatternFeedbackNodeAggregationWhereInput>>;
  codeQuality?: InputMaybe<IntScalarAggregationFilters>;
  contextQuality?: InputMaybe<IntScalarAggregationFilters>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  retrySessionId?: InputMaybe<StringScalarAggregationFilters>;
  sessionId?: InputMaybe<StringScalarAggregationFilters>;
  task?: InputMaybe<StringScalarAggregationFilters>;
};

export type PatternFeedbackRelationship = {
  __typename?: 'PatternFeedbackRelationship';
  cursor: Scalars['String']['output'];
  node: UserFeedback;
};

export type PatternFeedbackUpdateConnectionInput = {
  node?: InputMaybe<UserFeedbackUpdateInput>;
  where?: InputMaybe<PatternFeedbackConnectionWhere>;
};

export type PatternFeedbackUpdateFieldInput = {
  connect?: InputMaybe<Array<PatternFeedbackConnectFieldInput>>;
  create?: InputMaybe<Array<PatternFeedbackCreateFieldInput>>;
  delete?: InputMaybe<Array<PatternFeedbackDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<PatternFeedbackDisconnectFieldInput>>;
  update?: InputMaybe<PatternFeedbackUpdateConnectionInput>;
};

export type PatternRelationshipFilters = {
  /** Filter type where all of the related Patterns match this filter */
  all?: InputMaybe<PatternWhere>;
  /** Filter type where none of the related Patterns match this filter */
  none?: InputMaybe<PatternWhere>;
  /** Filter type where one of the related Patterns match this filter */
  single?: InputMaybe<PatternWhere>;
  /** Filter type where some of the related Patterns match this filter */
  some?: InputMaybe<PatternWhere>;
};

/** Fields to sort Patterns by. The order in which sorts are applied is not guaranteed when specifying many fields in one PatternSort object. */
export type PatternSort = {
  createdAt?: InputMaybe<SortDirection>;
  id?: InputMaybe<SortDirection>;
  task?: InputMaybe<SortDirection>;
};

export type PatternUpdateInput = {
  docs?: InputMaybe<Array<PatternDocsUpdateFieldInput>>;
  feedback?: InputMaybe<Array<PatternFeedbackUpdateFieldInput>>;
  id?: InputMaybe<IdScalarMutations>;
  task?: InputMaybe<StringScalarMutations>;
};

export type PatternUserFeedbackFeedbackAggregateSelection = {
  __typename?: 'PatternUserFeedbackFeedbackAggregateSelection';
  count: CountConnection;
  node?: Maybe<PatternUserFeedbackFeedbackNodeAggregateSelection>;
};

export type PatternUserFeedbackFeedbackNodeAggregateSelection = {
  __typename?: 'PatternUserFeedbackFeedbackNodeAggregateSelection';
  codeQuality: IntAggregateSelection;
  contextQuality: IntAggregateSelection;
  createdAt: DateTimeAggregateSelection;
  retrySessionId: StringAggregateSelection;
  sessionId: StringAggregateSelection;
  task: StringAggregateSelection;
};

export type PatternWhere = {
  AND?: InputMaybe<Array<PatternWhere>>;
  NOT?: InputMaybe<PatternWhere>;
  OR?: InputMaybe<Array<PatternWhere>>;
  createdAt?: InputMaybe<DateTimeScalarFilters>;
  docs?: InputMaybe<DocumentationRelationshipFilters>;
  docsConnection?: InputMaybe<PatternDocsConnectionFilters>;
  feedback?: InputMaybe<UserFeedbackRelationshipFilters>;
  feedbackConnection?: InputMaybe<PatternFeedbackConnectionFilters>;
  id?: InputMaybe<IdScalarFilters>;
  task?: InputMaybe<StringScalarFilters>;
  taskKeywords?: InputMaybe<StringListFilters>;
};

export type PatternsConnection = {
  __typename?: 'PatternsConnection';
  aggregate: PatternAggregate;
  edges: Array<PatternEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** The isolation boundary: a project's memories are never seen from another project. */
export type Project = {
  __typename?: 'Project';
  agentTypes: Array<AgentType>;
  agentTypesConnection: ProjectAgentTypesConnection;
  createdAt: Scalars['DateTime']['output'];
  /** Chosen by the client: an explicit name or a hash of the project path. */
  id: Scalars['ID']['output'];
  /** Kept current by Engram when the project is used. */
  lastActive?: Maybe<Scalars['DateTime']['output']>;
  /** Written by remember only (see Memory.projects). */
  memories: Array<Memory>;
  memoriesConnection: ProjectMemoriesConnection;
  name?: Maybe<Scalars['String']['output']>;
  path?: Maybe<Scalars['String']['output']>;
};


/** The isolation boundary: a project's memories are never seen from another project. */
export type ProjectAgentTypesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<AgentTypeSort>>;
  where?: InputMaybe<AgentTypeWhere>;
};


/** The isolation boundary: a project's memories are never seen from another project. */
export type ProjectAgentTypesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ProjectAgentTypesConnectionSort>>;
  where?: InputMaybe<ProjectAgentTypesConnectionWhere>;
};


/** The isolation boundary: a project's memories are never seen from another project. */
export type ProjectMemoriesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemorySort>>;
  where?: InputMaybe<MemoryWhere>;
};


/** The isolation boundary: a project's memories are never seen from another project. */
export type ProjectMemoriesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ProjectMemoriesConnectionSort>>;
  where?: InputMaybe<ProjectMemoriesConnectionWhere>;
};

export type ProjectAgentTypeAgentTypesAggregateSelection = {
  __typename?: 'ProjectAgentTypeAgentTypesAggregateSelection';
  count: CountConnection;
  node?: Maybe<ProjectAgentTypeAgentTypesNodeAggregateSelection>;
};

export type ProjectAgentTypeAgentTypesNodeAggregateSelection = {
  __typename?: 'ProjectAgentTypeAgentTypesNodeAggregateSelection';
  createdAt: DateTimeAggregateSelection;
  description: StringAggregateSelection;
  name: StringAggregateSelection;
};

export type ProjectAgentTypesConnectFieldInput = {
  connect?: InputMaybe<Array<AgentTypeConnectInput>>;
  where?: InputMaybe<AgentTypeConnectWhere>;
};

export type ProjectAgentTypesConnection = {
  __typename?: 'ProjectAgentTypesConnection';
  aggregate: ProjectAgentTypeAgentTypesAggregateSelection;
  edges: Array<ProjectAgentTypesRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ProjectAgentTypesConnectionAggregateInput = {
  AND?: InputMaybe<Array<ProjectAgentTypesConnectionAggregateInput>>;
  NOT?: InputMaybe<ProjectAgentTypesConnectionAggregateInput>;
  OR?: InputMaybe<Array<ProjectAgentTypesConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<ProjectAgentTypesNodeAggregationWhereInput>;
};

export type ProjectAgentTypesConnectionFilters = {
  /** Filter Projects by aggregating results on related ProjectAgentTypesConnections */
  aggregate?: InputMaybe<ProjectAgentTypesConnectionAggregateInput>;
  /** Return Projects where all of the related ProjectAgentTypesConnections match this filter */
  all?: InputMaybe<ProjectAgentTypesConnectionWhere>;
  /** Return Projects where none of the related ProjectAgentTypesConnections match this filter */
  none?: InputMaybe<ProjectAgentTypesConnectionWhere>;
  /** Return Projects where one of the related ProjectAgentTypesConnections match this filter */
  single?: InputMaybe<ProjectAgentTypesConnectionWhere>;
  /** Return Projects where some of the related ProjectAgentTypesConnections match this filter */
  some?: InputMaybe<ProjectAgentTypesConnectionWhere>;
};

export type ProjectAgentTypesConnectionSort = {
  node?: InputMaybe<AgentTypeSort>;
};

export type ProjectAgentTypesConnectionWhere = {
  AND?: InputMaybe<Array<ProjectAgentTypesConnectionWhere>>;
  NOT?: InputMaybe<ProjectAgentTypesConnectionWhere>;
  OR?: InputMaybe<Array<ProjectAgentTypesConnectionWhere>>;
  node?: InputMaybe<AgentTypeWhere>;
};

export type ProjectAgentTypesCreateFieldInput = {
  node: AgentTypeCreateInput;
};

export type ProjectAgentTypesDeleteFieldInput = {
  delete?: InputMaybe<AgentTypeDeleteInput>;
  where?: InputMaybe<ProjectAgentTypesConnectionWhere>;
};

export type ProjectAgentTypesDisconnectFieldInput = {
  disconnect?: InputMaybe<AgentTypeDisconnectInput>;
  where?: InputMaybe<ProjectAgentTypesConnectionWhere>;
};

export type ProjectAgentTypesFieldInput = {
  connect?: InputMaybe<Array<ProjectAgentTypesConnectFieldInput>>;
  create?: InputMaybe<Array<ProjectAgentTypesCreateFieldInput>>;
};

export type ProjectAgentTypesNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<ProjectAgentTypesNodeAggregationWhereInput>>;
  NOT?: InputMaybe<ProjectAgentTypesNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<ProjectAgentTypesNodeAggregationWhereInput>>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  description?: InputMaybe<StringScalarAggregationFilters>;
  name?: InputMaybe<StringScalarAggregationFilters>;
};

export type ProjectAgentTypesRelationship = {
  __typename?: 'ProjectAgentTypesRelationship';
  cursor: Scalars['String']['output'];
  node: AgentType;
};

export type ProjectAgentTypesUpdateConnectionInput = {
  node?: InputMaybe<AgentTypeUpdateInput>;
  where?: InputMaybe<ProjectAgentTypesConnectionWhere>;
};

export type ProjectAgentTypesUpdateFieldInput = {
  connect?: InputMaybe<Array<ProjectAgentTypesConnectFieldInput>>;
  create?: InputMaybe<Array<ProjectAgentTypesCreateFieldInput>>;
  delete?: InputMaybe<Array<ProjectAgentTypesDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<ProjectAgentTypesDisconnectFieldInput>>;
  update?: InputMaybe<ProjectAgentTypesUpdateConnectionInput>;
};

export type ProjectAggregate = {
  __typename?: 'ProjectAggregate';
  count: Count;
  node: ProjectAggregateNode;
};

export type ProjectAggregateNode = {
  __typename?: 'ProjectAggregateNode';
  createdAt: DateTimeAggregateSelection;
  lastActive: DateTimeAggregateSelection;
  name: StringAggregateSelection;
  path: StringAggregateSelection;
};

export type ProjectConnectInput = {
  agentTypes?: InputMaybe<Array<ProjectAgentTypesConnectFieldInput>>;
};

export type ProjectConnectWhere = {
  node: ProjectWhere;
};

export type ProjectCreateInput = {
  agentTypes?: InputMaybe<ProjectAgentTypesFieldInput>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  path?: InputMaybe<Scalars['String']['input']>;
};

export type ProjectDeleteInput = {
  agentTypes?: InputMaybe<Array<ProjectAgentTypesDeleteFieldInput>>;
};

export type ProjectDisconnectInput = {
  agentTypes?: InputMaybe<Array<ProjectAgentTypesDisconnectFieldInput>>;
};

export type ProjectEdge = {
  __typename?: 'ProjectEdge';
  cursor: Scalars['String']['output'];
  node: Project;
};

export type ProjectMemoriesConnection = {
  __typename?: 'ProjectMemoriesConnection';
  aggregate: ProjectMemoryMemoriesAggregateSelection;
  edges: Array<ProjectMemoriesRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ProjectMemoriesConnectionAggregateInput = {
  AND?: InputMaybe<Array<ProjectMemoriesConnectionAggregateInput>>;
  NOT?: InputMaybe<ProjectMemoriesConnectionAggregateInput>;
  OR?: InputMaybe<Array<ProjectMemoriesConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<ProjectMemoriesNodeAggregationWhereInput>;
};

export type ProjectMemoriesConnectionFilters = {
  /** Filter Projects by aggregating results on related ProjectMemoriesConnections */
  aggregate?: InputMaybe<ProjectMemoriesConnectionAggregateInput>;
  /** Return Projects where all of the related ProjectMemoriesConnections match this filter */
  all?: InputMaybe<ProjectMemoriesConnectionWhere>;
  /** Return Projects where none of the related ProjectMemoriesConnections match this filter */
  none?: InputMaybe<ProjectMemoriesConnectionWhere>;
  /** Return Projects where one of the related ProjectMemoriesConnections match this filter */
  single?: InputMaybe<ProjectMemoriesConnectionWhere>;
  /** Return Projects where some of the related ProjectMemoriesConnections match this filter */
  some?: InputMaybe<ProjectMemoriesConnectionWhere>;
};

export type ProjectMemoriesConnectionSort = {
  node?: InputMaybe<MemorySort>;
};

export type ProjectMemoriesConnectionWhere = {
  AND?: InputMaybe<Array<ProjectMemoriesConnectionWhere>>;
  NOT?: InputMaybe<ProjectMemoriesConnectionWhere>;
  OR?: InputMaybe<Array<ProjectMemoriesConnectionWhere>>;
  node?: InputMaybe<MemoryWhere>;
};

export type ProjectMemoriesNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<ProjectMemoriesNodeAggregationWhereInput>>;
  NOT?: InputMaybe<ProjectMemoriesNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<ProjectMemoriesNodeAggregationWhereInput>>;
  accessCount?: InputMaybe<IntScalarAggregationFilters>;
  accessedAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  content?: InputMaybe<StringScalarAggregationFilters>;
  contentHash?: InputMaybe<StringScalarAggregationFilters>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  expiresAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  importance?: InputMaybe<IntScalarAggregationFilters>;
  occurredAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  occurrences?: InputMaybe<IntScalarAggregationFilters>;
  supersededAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  title?: InputMaybe<StringScalarAggregationFilters>;
  updatedAt?: InputMaybe<DateTimeScalarAggregationFilters>;
};

export type ProjectMemoriesRelationship = {
  __typename?: 'ProjectMemoriesRelationship';
  cursor: Scalars['String']['output'];
  node: Memory;
};

export type ProjectMemoryMemoriesAggregateSelection = {
  __typename?: 'ProjectMemoryMemoriesAggregateSelection';
  count: CountConnection;
  node?: Maybe<ProjectMemoryMemoriesNodeAggregateSelection>;
};

export type ProjectMemoryMemoriesNodeAggregateSelection = {
  __typename?: 'ProjectMemoryMemoriesNodeAggregateSelection';
  accessCount: IntAggregateSelection;
  accessedAt: DateTimeAggregateSelection;
  content: StringAggregateSelection;
  contentHash: StringAggregateSelection;
  createdAt: DateTimeAggregateSelection;
  expiresAt: DateTimeAggregateSelection;
  importance: IntAggregateSelection;
  occurredAt: DateTimeAggregateSelection;
  occurrences: IntAggregateSelection;
  supersededAt: DateTimeAggregateSelection;
  title: StringAggregateSelection;
  updatedAt: DateTimeAggregateSelection;
};

export type ProjectRelationshipFilters = {
  /** Filter type where all of the related Projects match this filter */
  all?: InputMaybe<ProjectWhere>;
  /** Filter type where none of the related Projects match this filter */
  none?: InputMaybe<ProjectWhere>;
  /** Filter type where one of the related Projects match this filter */
  single?: InputMaybe<ProjectWhere>;
  /** Filter type where some of the related Projects match this filter */
  some?: InputMaybe<ProjectWhere>;
};

/** Fields to sort Projects by. The order in which sorts are applied is not guaranteed when specifying many fields in one ProjectSort object. */
export type ProjectSort = {
  createdAt?: InputMaybe<SortDirection>;
  id?: InputMaybe<SortDirection>;
  lastActive?: InputMaybe<SortDirection>;
  name?: InputMaybe<SortDirection>;
  path?: InputMaybe<SortDirection>;
};

export type ProjectUpdateInput = {
  agentTypes?: InputMaybe<Array<ProjectAgentTypesUpdateFieldInput>>;
  id?: InputMaybe<IdScalarMutations>;
  name?: InputMaybe<StringScalarMutations>;
  path?: InputMaybe<StringScalarMutations>;
};

export type ProjectWhere = {
  AND?: InputMaybe<Array<ProjectWhere>>;
  NOT?: InputMaybe<ProjectWhere>;
  OR?: InputMaybe<Array<ProjectWhere>>;
  agentTypes?: InputMaybe<AgentTypeRelationshipFilters>;
  agentTypesConnection?: InputMaybe<ProjectAgentTypesConnectionFilters>;
  createdAt?: InputMaybe<DateTimeScalarFilters>;
  id?: InputMaybe<IdScalarFilters>;
  lastActive?: InputMaybe<DateTimeScalarFilters>;
  memories?: InputMaybe<MemoryRelationshipFilters>;
  memoriesConnection?: InputMaybe<ProjectMemoriesConnectionFilters>;
  name?: InputMaybe<StringScalarFilters>;
  path?: InputMaybe<StringScalarFilters>;
};

export type ProjectsConnection = {
  __typename?: 'ProjectsConnection';
  aggregate: ProjectAggregate;
  edges: Array<ProjectEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  agentTypes: Array<AgentType>;
  agentTypesConnection: AgentTypesConnection;
  apiReferences: Array<ApiReference>;
  apiReferencesConnection: ApiReferencesConnection;
  apiReferencesFulltext: ApiReferencesIndexConnection;
  bestPractices: Array<BestPractice>;
  bestPracticesConnection: BestPracticesConnection;
  bestPracticesFulltext: BestPracticesIndexConnection;
  classes: Array<Class>;
  classesConnection: ClassesConnection;
  codeExamples: Array<CodeExample>;
  codeExamplesConnection: CodeExamplesConnection;
  codeExamplesFulltext: CodeExamplesIndexConnection;
  codeFiles: Array<CodeFile>;
  codeFilesConnection: CodeFilesConnection;
  documentations: Array<Documentation>;
  documentationsConnection: DocumentationsConnection;
  externalDocs: Array<ExternalDoc>;
  externalDocsConnection: ExternalDocsConnection;
  externalDocsFulltext: ExternalDocsIndexConnection;
  functions: Array<Function>;
  functionsConnection: FunctionsConnection;
  knowledgeUsages: Array<KnowledgeUsage>;
  knowledgeUsagesConnection: KnowledgeUsagesConnection;
  memories: Array<Memory>;
  memoriesConnection: MemoriesConnection;
  memoriesFulltext: MemoriesIndexConnection;
  memoryRevisions: Array<MemoryRevision>;
  memoryRevisionsConnection: MemoryRevisionsConnection;
  patterns: Array<Pattern>;
  patternsConnection: PatternsConnection;
  projects: Array<Project>;
  projectsConnection: ProjectsConnection;
  recall: Array<MemoryHit>;
  relatedMemories: Array<RelatedMemory>;
  serverInfo: ServerInfo;
  sources: Array<Source>;
  sourcesConnection: SourcesConnection;
  tavilyCaches: Array<TavilyCache>;
  tavilyCachesConnection: TavilyCachesConnection;
  userFeedbacks: Array<UserFeedback>;
  userFeedbacksConnection: UserFeedbacksConnection;
};


export type QueryAgentTypesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<AgentTypeSort>>;
  where?: InputMaybe<AgentTypeWhere>;
};


export type QueryAgentTypesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<AgentTypeSort>>;
  where?: InputMaybe<AgentTypeWhere>;
};


export type QueryApiReferencesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ApiReferenceSort>>;
  where?: InputMaybe<ApiReferenceWhere>;
};


export type QueryApiReferencesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ApiReferenceSort>>;
  where?: InputMaybe<ApiReferenceWhere>;
};


export type QueryApiReferencesFulltextArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  phrase: Scalars['String']['input'];
  sort?: InputMaybe<Array<ApiReferenceIndexSort>>;
  where?: InputMaybe<ApiReferenceIndexWhere>;
};


export type QueryBestPracticesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<BestPracticeSort>>;
  where?: InputMaybe<BestPracticeWhere>;
};


export type QueryBestPracticesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<BestPracticeSort>>;
  where?: InputMaybe<BestPracticeWhere>;
};


export type QueryBestPracticesFulltextArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  phrase: Scalars['String']['input'];
  sort?: InputMaybe<Array<BestPracticeIndexSort>>;
  where?: InputMaybe<BestPracticeIndexWhere>;
};


export type QueryClassesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ClassSort>>;
  where?: InputMaybe<ClassWhere>;
};


export type QueryClassesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ClassSort>>;
  where?: InputMaybe<ClassWhere>;
};


export type QueryCodeExamplesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<CodeExampleSort>>;
  where?: InputMaybe<CodeExampleWhere>;
};


export type QueryCodeExamplesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<CodeExampleSort>>;
  where?: InputMaybe<CodeExampleWhere>;
};


export type QueryCodeExamplesFulltextArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  phrase: Scalars['String']['input'];
  sort?: InputMaybe<Array<CodeExampleIndexSort>>;
  where?: InputMaybe<CodeExampleIndexWhere>;
};


export type QueryCodeFilesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<CodeFileSort>>;
  where?: InputMaybe<CodeFileWhere>;
};


export type QueryCodeFilesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<CodeFileSort>>;
  where?: InputMaybe<CodeFileWhere>;
};


export type QueryDocumentationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<DocumentationSort>>;
  where?: InputMaybe<DocumentationWhere>;
};


export type QueryDocumentationsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<DocumentationSort>>;
  where?: InputMaybe<DocumentationWhere>;
};


export type QueryExternalDocsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ExternalDocSort>>;
  where?: InputMaybe<ExternalDocWhere>;
};


export type QueryExternalDocsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ExternalDocSort>>;
  where?: InputMaybe<ExternalDocWhere>;
};


export type QueryExternalDocsFulltextArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  phrase: Scalars['String']['input'];
  sort?: InputMaybe<Array<ExternalDocIndexSort>>;
  where?: InputMaybe<ExternalDocIndexWhere>;
};


export type QueryFunctionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<FunctionSort>>;
  where?: InputMaybe<FunctionWhere>;
};


export type QueryFunctionsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<FunctionSort>>;
  where?: InputMaybe<FunctionWhere>;
};


export type QueryKnowledgeUsagesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<KnowledgeUsageSort>>;
  where?: InputMaybe<KnowledgeUsageWhere>;
};


export type QueryKnowledgeUsagesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<KnowledgeUsageSort>>;
  where?: InputMaybe<KnowledgeUsageWhere>;
};


export type QueryMemoriesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemorySort>>;
  where?: InputMaybe<MemoryWhere>;
};


export type QueryMemoriesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemorySort>>;
  where?: InputMaybe<MemoryWhere>;
};


export type QueryMemoriesFulltextArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  phrase: Scalars['String']['input'];
  sort?: InputMaybe<Array<MemoryIndexSort>>;
  where?: InputMaybe<MemoryIndexWhere>;
};


export type QueryMemoryRevisionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemoryRevisionSort>>;
  where?: InputMaybe<MemoryRevisionWhere>;
};


export type QueryMemoryRevisionsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<MemoryRevisionSort>>;
  where?: InputMaybe<MemoryRevisionWhere>;
};


export type QueryPatternsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<PatternSort>>;
  where?: InputMaybe<PatternWhere>;
};


export type QueryPatternsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<PatternSort>>;
  where?: InputMaybe<PatternWhere>;
};


export type QueryProjectsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ProjectSort>>;
  where?: InputMaybe<ProjectWhere>;
};


export type QueryProjectsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ProjectSort>>;
  where?: InputMaybe<ProjectWhere>;
};


export type QueryRecallArgs = {
  agentType: Scalars['ID']['input'];
  includeSuperseded?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  memoryTypes?: InputMaybe<Array<MemoryType>>;
  project?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sessionId?: InputMaybe<Scalars['ID']['input']>;
  since?: InputMaybe<Scalars['DateTime']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryRelatedMemoriesArgs = {
  depth?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
};


export type QuerySourcesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SourceSort>>;
  where?: InputMaybe<SourceWhere>;
};


export type QuerySourcesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SourceSort>>;
  where?: InputMaybe<SourceWhere>;
};


export type QueryTavilyCachesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<TavilyCacheSort>>;
  where?: InputMaybe<TavilyCacheWhere>;
};


export type QueryTavilyCachesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<TavilyCacheSort>>;
  where?: InputMaybe<TavilyCacheWhere>;
};


export type QueryUserFeedbacksArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<UserFeedbackSort>>;
  where?: InputMaybe<UserFeedbackWhere>;
};


export type QueryUserFeedbacksConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<UserFeedbackSort>>;
  where?: InputMaybe<UserFeedbackWhere>;
};

export type RelatedMemory = {
  __typename?: 'RelatedMemory';
  /** Hops from the starting memory. */
  distance: Scalars['Int']['output'];
  memory: Memory;
  /** How it was reached: RELATES_TO, DERIVED_FROM, CONTRADICTS, SHARED_TAG or SAME_CODE. */
  relation: Scalars['String']['output'];
};

export type RememberInput = {
  agentType: Scalars['ID']['input'];
  content: Scalars['String']['input'];
  /** Marks these memories superseded. */
  contradicts?: InputMaybe<Array<Scalars['ID']['input']>>;
  derivedFrom?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Idempotency key chosen by the client: remembering the same id again updates that memory. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** 1 to 10. */
  importance?: InputMaybe<Scalars['Int']['input']>;
  memoryType: MemoryType;
  occurredAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Without a project the memory is global to the agent type. */
  project?: InputMaybe<Scalars['ID']['input']>;
  references?: InputMaybe<Array<CodeRefInput>>;
  relatesTo?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Makes it session memory: seen only with this session id, until ENGRAM_SESSION_TTL passes. */
  sessionId?: InputMaybe<Scalars['ID']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The edge properties for the following fields:
 * * APIReference.replacedBy
 */
export type ReplacedBy = {
  __typename?: 'ReplacedBy';
  inVersion?: Maybe<Scalars['String']['output']>;
};

export type ReplacedByAggregationWhereInput = {
  AND?: InputMaybe<Array<ReplacedByAggregationWhereInput>>;
  NOT?: InputMaybe<ReplacedByAggregationWhereInput>;
  OR?: InputMaybe<Array<ReplacedByAggregationWhereInput>>;
  inVersion?: InputMaybe<StringScalarAggregationFilters>;
};

export type ReplacedByCreateInput = {
  inVersion?: InputMaybe<Scalars['String']['input']>;
};

export type ReplacedBySort = {
  inVersion?: InputMaybe<SortDirection>;
};

export type ReplacedByUpdateInput = {
  inVersion?: InputMaybe<StringScalarMutations>;
};

export type ReplacedByWhere = {
  AND?: InputMaybe<Array<ReplacedByWhere>>;
  NOT?: InputMaybe<ReplacedByWhere>;
  OR?: InputMaybe<Array<ReplacedByWhere>>;
  inVersion?: InputMaybe<StringScalarFilters>;
};

/** Each part of a recall score; score = the weighted sum of the parts (weights in configuration). */
export type ScoreBreakdown = {
  __typename?: 'ScoreBreakdown';
  /** max(0.3, 1 - 0.01 x age in days); 1 for evergreen tags. */
  decay: Scalars['Float']['output'];
  /** importance / 10 (5 when unset). */
  importance: Scalars['Float']['output'];
  /** Set when this memory was not matched itself but is the conversational turn after this hit; it scores 0.9 of that hit. */
  nextTurnOf?: Maybe<Scalars['ID']['output']>;
  /** min(1, occurrences / 10) for patterns and anti-patterns, else 0.5. */
  occurrence: Scalars['Float']['output'];
  /** 1 for project and session memory, 0.5 for global. */
  scopeMatch: Scalars['Float']['output'];
  /** Lucene BM25 over title, content and tags, divided by the best candidate's: 0 to 1 (0 without a query). */
  similarity: Scalars['Float']['output'];
  weights: ScoreWeights;
};

export type ScoreWeights = {
  __typename?: 'ScoreWeights';
  decay: Scalars['Float']['output'];
  importance: Scalars['Float']['output'];
  occurrence: Scalars['Float']['output'];
  scopeMatch: Scalars['Float']['output'];
  similarity: Scalars['Float']['output'];
};

export type ServerInfo = {
  __typename?: 'ServerInfo';
  apocVersion?: Maybe<Scalars['String']['output']>;
  engramVersion: Scalars['String']['output'];
  neo4jEdition: Scalars['String']['output'];
  neo4jMode: Neo4jMode;
  neo4jVersion: Scalars['String']['output'];
};

/** An enum for sorting in either ascending or descending order. */
export type SortDirection =
  /** Sort by field values in ascending order. */
  | 'ASC'
  /** Sort by field values in descending order. */
  | 'DESC';

/** Where knowledge comes from, and how far it is trusted (0 to 1). */
export type Source = {
  __typename?: 'Source';
  answerAccepted?: Maybe<Scalars['Boolean']['output']>;
  /** Chosen by the client, e.g. python_docs. */
  id: Scalars['ID']['output'];
  kind?: Maybe<Scalars['String']['output']>;
  lastVerified?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  trustScore: Scalars['Float']['output'];
  upvotes?: Maybe<Scalars['Int']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

export type SourceAggregate = {
  __typename?: 'SourceAggregate';
  count: Count;
  node: SourceAggregateNode;
};

export type SourceAggregateNode = {
  __typename?: 'SourceAggregateNode';
  kind: StringAggregateSelection;
  lastVerified: DateTimeAggregateSelection;
  name: StringAggregateSelection;
  trustScore: FloatAggregateSelection;
  upvotes: IntAggregateSelection;
  url: StringAggregateSelection;
};

export type SourceConnectWhere = {
  node: SourceWhere;
};

export type SourceCreateInput = {
  answerAccepted?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  kind?: InputMaybe<Scalars['String']['input']>;
  lastVerified?: InputMaybe<Scalars['DateTime']['input']>;
  name: Scalars['String']['input'];
  trustScore: Scalars['Float']['input'];
  upvotes?: InputMaybe<Scalars['Int']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type SourceEdge = {
  __typename?: 'SourceEdge';
  cursor: Scalars['String']['output'];
  node: Source;
};

export type SourceRelationshipFilters = {
  /** Filter type where all of the related Sources match this filter */
  all?: InputMaybe<SourceWhere>;
  /** Filter type where none of the related Sources match this filter */
  none?: InputMaybe<SourceWhere>;
  /** Filter type where one of the related Sources match this filter */
  single?: InputMaybe<SourceWhere>;
  /** Filter type where some of the related Sources match this filter */
  some?: InputMaybe<SourceWhere>;
};

/** Fields to sort Sources by. The order in which sorts are applied is not guaranteed when specifying many fields in one SourceSort object. */
export type SourceSort = {
  answerAccepted?: InputMaybe<SortDirection>;
  id?: InputMaybe<SortDirection>;
  kind?: InputMaybe<SortDirection>;
  lastVerified?: InputMaybe<SortDirection>;
  name?: InputMaybe<SortDirection>;
  trustScore?: InputMaybe<SortDirection>;
  upvotes?: InputMaybe<SortDirection>;
  url?: InputMaybe<SortDirection>;
};

export type SourceUpdateInput = {
  answerAccepted?: InputMaybe<BooleanScalarMutations>;
  id?: InputMaybe<IdScalarMutations>;
  kind?: InputMaybe<StringScalarMutations>;
  lastVerified?: InputMaybe<DateTimeScalarMutations>;
  name?: InputMaybe<StringScalarMutations>;
  trustScore?: InputMaybe<FloatScalarMutations>;
  upvotes?: InputMaybe<IntScalarMutations>;
  url?: InputMaybe<StringScalarMutations>;
};

export type SourceWhere = {
  AND?: InputMaybe<Array<SourceWhere>>;
  NOT?: InputMaybe<SourceWhere>;
  OR?: InputMaybe<Array<SourceWhere>>;
  answerAccepted?: InputMaybe<BooleanScalarFilters>;
  id?: InputMaybe<IdScalarFilters>;
  kind?: InputMaybe<StringScalarFilters>;
  lastVerified?: InputMaybe<DateTimeScalarFilters>;
  name?: InputMaybe<StringScalarFilters>;
  trustScore?: InputMaybe<FloatScalarFilters>;
  upvotes?: InputMaybe<IntScalarFilters>;
  url?: InputMaybe<StringScalarFilters>;
};

export type SourcesConnection = {
  __typename?: 'SourcesConnection';
  aggregate: SourceAggregate;
  edges: Array<SourceEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type StringAggregateSelection = {
  __typename?: 'StringAggregateSelection';
  longest?: Maybe<Scalars['String']['output']>;
  shortest?: Maybe<Scalars['String']['output']>;
};

/** String list filters */
export type StringListFilters = {
  eq?: InputMaybe<Array<Scalars['String']['input']>>;
  includes?: InputMaybe<Scalars['String']['input']>;
};

/** Filters for an aggregation of a string field */
export type StringScalarAggregationFilters = {
  averageLength?: InputMaybe<FloatScalarFilters>;
  longestLength?: InputMaybe<IntScalarFilters>;
  shortestLength?: InputMaybe<IntScalarFilters>;
};

/** String filters */
export type StringScalarFilters = {
  contains?: InputMaybe<Scalars['String']['input']>;
  endsWith?: InputMaybe<Scalars['String']['input']>;
  eq?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<Scalars['String']['input']>>;
  startsWith?: InputMaybe<Scalars['String']['input']>;
};

/** String mutations */
export type StringScalarMutations = {
  set?: InputMaybe<Scalars['String']['input']>;
};

/** A cached Tavily answer, keyed by the hash of the normalised query. Written only by webSearch. */
export type TavilyCache = {
  __typename?: 'TavilyCache';
  category?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  expiresAt: Scalars['DateTime']['output'];
  originalQuery: Scalars['String']['output'];
  queryHash: Scalars['ID']['output'];
  resultsCount: Scalars['Int']['output'];
  resultsJson: Scalars['String']['output'];
};

export type TavilyCacheAggregate = {
  __typename?: 'TavilyCacheAggregate';
  count: Count;
  node: TavilyCacheAggregateNode;
};

export type TavilyCacheAggregateNode = {
  __typename?: 'TavilyCacheAggregateNode';
  category: StringAggregateSelection;
  createdAt: DateTimeAggregateSelection;
  expiresAt: DateTimeAggregateSelection;
  originalQuery: StringAggregateSelection;
  resultsCount: IntAggregateSelection;
  resultsJson: StringAggregateSelection;
};

export type TavilyCacheEdge = {
  __typename?: 'TavilyCacheEdge';
  cursor: Scalars['String']['output'];
  node: TavilyCache;
};

/** Fields to sort TavilyCaches by. The order in which sorts are applied is not guaranteed when specifying many fields in one TavilyCacheSort object. */
export type TavilyCacheSort = {
  category?: InputMaybe<SortDirection>;
  createdAt?: InputMaybe<SortDirection>;
  expiresAt?: InputMaybe<SortDirection>;
  originalQuery?: InputMaybe<SortDirection>;
  queryHash?: InputMaybe<SortDirection>;
  resultsCount?: InputMaybe<SortDirection>;
  resultsJson?: InputMaybe<SortDirection>;
};

export type TavilyCacheWhere = {
  AND?: InputMaybe<Array<TavilyCacheWhere>>;
  NOT?: InputMaybe<TavilyCacheWhere>;
  OR?: InputMaybe<Array<TavilyCacheWhere>>;
  category?: InputMaybe<StringScalarFilters>;
  createdAt?: InputMaybe<DateTimeScalarFilters>;
  expiresAt?: InputMaybe<DateTimeScalarFilters>;
  originalQuery?: InputMaybe<StringScalarFilters>;
  queryHash?: InputMaybe<IdScalarFilters>;
  resultsCount?: InputMaybe<IntScalarFilters>;
  resultsJson?: InputMaybe<StringScalarFilters>;
};

export type TavilyCachesConnection = {
  __typename?: 'TavilyCachesConnection';
  aggregate: TavilyCacheAggregate;
  edges: Array<TavilyCacheEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type UpdateAgentTypesMutationResponse = {
  __typename?: 'UpdateAgentTypesMutationResponse';
  agentTypes: Array<AgentType>;
  info: UpdateInfo;
};

export type UpdateApiReferencesMutationResponse = {
  __typename?: 'UpdateApiReferencesMutationResponse';
  apiReferences: Array<ApiReference>;
  info: UpdateInfo;
};

export type UpdateBestPracticesMutationResponse = {
  __typename?: 'UpdateBestPracticesMutationResponse';
  bestPractices: Array<BestPractice>;
  info: UpdateInfo;
};

export type UpdateClassesMutationResponse = {
  __typename?: 'UpdateClassesMutationResponse';
  classes: Array<Class>;
  info: UpdateInfo;
};

export type UpdateCodeExamplesMutationResponse = {
  __typename?: 'UpdateCodeExamplesMutationResponse';
  codeExamples: Array<CodeExample>;
  info: UpdateInfo;
};

export type UpdateCodeFilesMutationResponse = {
  __typename?: 'UpdateCodeFilesMutationResponse';
  codeFiles: Array<CodeFile>;
  info: UpdateInfo;
};

export type UpdateDocumentationsMutationResponse = {
  __typename?: 'UpdateDocumentationsMutationResponse';
  documentations: Array<Documentation>;
  info: UpdateInfo;
};

export type UpdateExternalDocsMutationResponse = {
  __typename?: 'UpdateExternalDocsMutationResponse';
  externalDocs: Array<ExternalDoc>;
  info: UpdateInfo;
};

export type UpdateFunctionsMutationResponse = {
  __typename?: 'UpdateFunctionsMutationResponse';
  functions: Array<Function>;
  info: UpdateInfo;
};

/** Information about the number of nodes and relationships created and deleted during an update mutation */
export type UpdateInfo = {
  __typename?: 'UpdateInfo';
  nodesCreated: Scalars['Int']['output'];
  nodesDeleted: Scalars['Int']['output'];
  relationshipsCreated: Scalars['Int']['output'];
  relationshipsDeleted: Scalars['Int']['output'];
};

export type UpdateKnowledgeUsagesMutationResponse = {
  __typename?: 'UpdateKnowledgeUsagesMutationResponse';
  info: UpdateInfo;
  knowledgeUsages: Array<KnowledgeUsage>;
};

export type UpdateMemoriesMutationResponse = {
  __typename?: 'UpdateMemoriesMutationResponse';
  info: UpdateInfo;
  memories: Array<Memory>;
};

export type UpdatePatternsMutationResponse = {
  __typename?: 'UpdatePatternsMutationResponse';
  info: UpdateInfo;
  patterns: Array<Pattern>;
};

export type UpdateProjectsMutationResponse = {
  __typename?: 'UpdateProjectsMutationResponse';
  info: UpdateInfo;
  projects: Array<Project>;
};

export type UpdateSourcesMutationResponse = {
  __typename?: 'UpdateSourcesMutationResponse';
  info: UpdateInfo;
  sources: Array<Source>;
};

export type UpdateUserFeedbacksMutationResponse = {
  __typename?: 'UpdateUserFeedbacksMutationResponse';
  info: UpdateInfo;
  userFeedbacks: Array<UserFeedback>;
};

export type UsageOutcome =
  | 'FAILURE'
  | 'PARTIAL'
  | 'SUCCESS';

/** UsageOutcome filters */
export type UsageOutcomeEnumScalarFilters = {
  eq?: InputMaybe<UsageOutcome>;
  in?: InputMaybe<Array<UsageOutcome>>;
};

/** UsageOutcome mutations */
export type UsageOutcomeEnumScalarMutations = {
  set?: InputMaybe<UsageOutcome>;
};

/**
 * The edge properties for the following fields:
 * * CodeFile.usesApis
 * * Function.usesApis
 * * APIReference.usedInFunctions
 * * APIReference.usedInFiles
 */
export type UsedIn = {
  __typename?: 'UsedIn';
  line?: Maybe<Scalars['Int']['output']>;
};

export type UsedInAggregationWhereInput = {
  AND?: InputMaybe<Array<UsedInAggregationWhereInput>>;
  NOT?: InputMaybe<UsedInAggregationWhereInput>;
  OR?: InputMaybe<Array<UsedInAggregationWhereInput>>;
  line?: InputMaybe<IntScalarAggregationFilters>;
};

export type UsedInCreateInput = {
  line?: InputMaybe<Scalars['Int']['input']>;
};

export type UsedInSort = {
  line?: InputMaybe<SortDirection>;
};

export type UsedInUpdateInput = {
  line?: InputMaybe<IntScalarMutations>;
};

export type UsedInWhere = {
  AND?: InputMaybe<Array<UsedInWhere>>;
  NOT?: InputMaybe<UsedInWhere>;
  OR?: InputMaybe<Array<UsedInWhere>>;
  line?: InputMaybe<IntScalarFilters>;
};

export type UserFeedback = {
  __typename?: 'UserFeedback';
  /** 1 to 5. */
  codeQuality?: Maybe<Scalars['Int']['output']>;
  /** 1 to 5. */
  contextQuality?: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  pattern: Array<Pattern>;
  patternConnection: UserFeedbackPatternConnection;
  retryOf: Array<UserFeedback>;
  retryOfConnection: UserFeedbackRetryOfConnection;
  retrySessionId?: Maybe<Scalars['String']['output']>;
  sessionId: Scalars['String']['output'];
  task?: Maybe<Scalars['String']['output']>;
  triggeredRetries: Array<UserFeedback>;
  triggeredRetriesConnection: UserFeedbackTriggeredRetriesConnection;
  unhelpfulDocs: Array<Documentation>;
  unhelpfulDocsConnection: UserFeedbackUnhelpfulDocsConnection;
  wouldRetry?: Maybe<Scalars['Boolean']['output']>;
};


export type UserFeedbackPatternArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<PatternSort>>;
  where?: InputMaybe<PatternWhere>;
};


export type UserFeedbackPatternConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<UserFeedbackPatternConnectionSort>>;
  where?: InputMaybe<UserFeedbackPatternConnectionWhere>;
};


export type UserFeedbackRetryOfArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<UserFeedbackSort>>;
  where?: InputMaybe<UserFeedbackWhere>;
};


export type UserFeedbackRetryOfConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<UserFeedbackRetryOfConnectionSort>>;
  where?: InputMaybe<UserFeedbackRetryOfConnectionWhere>;
};


export type UserFeedbackTriggeredRetriesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<UserFeedbackSort>>;
  where?: InputMaybe<UserFeedbackWhere>;
};


export type UserFeedbackTriggeredRetriesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<UserFeedbackTriggeredRetriesConnectionSort>>;
  where?: InputMaybe<UserFeedbackTriggeredRetriesConnectionWhere>;
};


export type UserFeedbackUnhelpfulDocsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<DocumentationSort>>;
  where?: InputMaybe<DocumentationWhere>;
};


export type UserFeedbackUnhelpfulDocsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<UserFeedbackUnhelpfulDocsConnectionSort>>;
  where?: InputMaybe<UserFeedbackUnhelpfulDocsConnectionWhere>;
};

export type UserFeedbackAggregate = {
  __typename?: 'UserFeedbackAggregate';
  count: Count;
  node: UserFeedbackAggregateNode;
};

export type UserFeedbackAggregateNode = {
  __typename?: 'UserFeedbackAggregateNode';
  codeQuality: IntAggregateSelection;
  contextQuality: IntAggregateSelection;
  createdAt: DateTimeAggregateSelection;
  retrySessionId: StringAggregateSelection;
  sessionId: StringAggregateSelection;
  task: StringAggregateSelection;
};

export type UserFeedbackConnectInput = {
  pattern?: InputMaybe<Array<UserFeedbackPatternConnectFieldInput>>;
  retryOf?: InputMaybe<Array<UserFeedbackRetryOfConnectFieldInput>>;
  triggeredRetries?: InputMaybe<Array<UserFeedbackTriggeredRetriesConnectFieldInput>>;
  unhelpfulDocs?: InputMaybe<Array<UserFeedbackUnhelpfulDocsConnectFieldInput>>;
};

export type UserFeedbackConnectWhere = {
  node: UserFeedbackWhere;
};

export type UserFeedbackCreateInput = {
  codeQuality?: InputMaybe<Scalars['Int']['input']>;
  contextQuality?: InputMaybe<Scalars['Int']['input']>;
  pattern?: InputMaybe<UserFeedbackPatternFieldInput>;
  retryOf?: InputMaybe<UserFeedbackRetryOfFieldInput>;
  retrySessionId?: InputMaybe<Scalars['String']['input']>;
  sessionId: Scalars['String']['input'];
  task?: InputMaybe<Scalars['String']['input']>;
  triggeredRetries?: InputMaybe<UserFeedbackTriggeredRetriesFieldInput>;
  unhelpfulDocs?: InputMaybe<UserFeedbackUnhelpfulDocsFieldInput>;
  wouldRetry?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UserFeedbackDeleteInput = {
  pattern?: InputMaybe<Array<UserFeedbackPatternDeleteFieldInput>>;
  retryOf?: InputMaybe<Array<UserFeedbackRetryOfDeleteFieldInput>>;
  triggeredRetries?: InputMaybe<Array<UserFeedbackTriggeredRetriesDeleteFieldInput>>;
  unhelpfulDocs?: InputMaybe<Array<UserFeedbackUnhelpfulDocsDeleteFieldInput>>;
};

export type UserFeedbackDisconnectInput = {
  pattern?: InputMaybe<Array<UserFeedbackPatternDisconnectFieldInput>>;
  retryOf?: InputMaybe<Array<UserFeedbackRetryOfDisconnectFieldInput>>;
  triggeredRetries?: InputMaybe<Array<UserFeedbackTriggeredRetriesDisconnectFieldInput>>;
  unhelpfulDocs?: InputMaybe<Array<UserFeedbackUnhelpfulDocsDisconnectFieldInput>>;
};

export type UserFeedbackDocumentationUnhelpfulDocsAggregateSelection = {
  __typename?: 'UserFeedbackDocumentationUnhelpfulDocsAggregateSelection';
  count: CountConnection;
  edge?: Maybe<UserFeedbackDocumentationUnhelpfulDocsEdgeAggregateSelection>;
  node?: Maybe<UserFeedbackDocumentationUnhelpfulDocsNodeAggregateSelection>;
};

export type UserFeedbackDocumentationUnhelpfulDocsEdgeAggregateSelection = {
  __typename?: 'UserFeedbackDocumentationUnhelpfulDocsEdgeAggregateSelection';
  at: DateTimeAggregateSelection;
  reason: StringAggregateSelection;
};

export type UserFeedbackDocumentationUnhelpfulDocsNodeAggregateSelection = {
  __typename?: 'UserFeedbackDocumentationUnhelpfulDocsNodeAggregateSelection';
  domain: StringAggregateSelection;
  firstSeen: DateTimeAggregateSelection;
  lastSeen: DateTimeAggregateSelection;
  negativeFeedbackCount: IntAggregateSelection;
  negativeFeedbackRate: FloatAggregateSelection;
  title: StringAggregateSelection;
  totalUses: IntAggregateSelection;
};

export type UserFeedbackEdge = {
  __typename?: 'UserFeedbackEdge';
  cursor: Scalars['String']['output'];
  node: UserFeedback;
};

export type UserFeedbackPatternConnectFieldInput = {
  connect?: InputMaybe<Array<PatternConnectInput>>;
  where?: InputMaybe<PatternConnectWhere>;
};

export type UserFeedbackPatternConnection = {
  __typename?: 'UserFeedbackPatternConnection';
  aggregate: UserFeedbackPatternPatternAggregateSelection;
  edges: Array<UserFeedbackPatternRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type UserFeedbackPatternConnectionAggregateInput = {
  AND?: InputMaybe<Array<UserFeedbackPatternConnectionAggregateInput>>;
  NOT?: InputMaybe<UserFeedbackPatternConnectionAggregateInput>;
  OR?: InputMaybe<Array<UserFeedbackPatternConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<UserFeedbackPatternNodeAggregationWhereInput>;
};

export type UserFeedbackPatternConnectionFilters = {
  /** Filter UserFeedbacks by aggregating results on related UserFeedbackPatternConnections */
  aggregate?: InputMaybe<UserFeedbackPatternConnectionAggregateInput>;
  /** Return UserFeedbacks where all of the related UserFeedbackPatternConnections match this filter */
  all?: InputMaybe<UserFeedbackPatternConnectionWhere>;
  /** Return UserFeedbacks where none of the related UserFeedbackPatternConnections match this filter */
  none?: InputMaybe<UserFeedbackPatternConnectionWhere>;
  /** Return UserFeedbacks where one of the related UserFeedbackPatternConnections match this filter */
  single?: InputMaybe<UserFeedbackPatternConnectionWhere>;
  /** Return UserFeedbacks where some of the related UserFeedbackPatternConnections match this filter */
  some?: InputMaybe<UserFeedbackPatternConnectionWhere>;
};

export type UserFeedbackPatternConnectionSort = {
  node?: InputMaybe<PatternSort>;
};

export type UserFeedbackPatternConnectionWhere = {
  AND?: InputMaybe<Array<UserFeedbackPatternConnectionWhere>>;
  NOT?: InputMaybe<UserFeedbackPatternConnectionWhere>;
  OR?: InputMaybe<Array<UserFeedbackPatternConnectionWhere>>;
  node?: InputMaybe<PatternWhere>;
};

export type UserFeedbackPatternCreateFieldInput = {
  node: PatternCreateInput;
};

export type UserFeedbackPatternDeleteFieldInput = {
  delete?: InputMaybe<PatternDeleteInput>;
  where?: InputMaybe<UserFeedbackPatternConnectionWhere>;
};

export type UserFeedbackPatternDisconnectFieldInput = {
  disconnect?: InputMaybe<PatternDisconnectInput>;
  where?: InputMaybe<UserFeedbackPatternConnectionWhere>;
};

export type UserFeedbackPatternFieldInput = {
  connect?: InputMaybe<Array<UserFeedbackPatternConnectFieldInput>>;
  create?: InputMaybe<Array<UserFeedbackPatternCreateFieldInput>>;
};

export type UserFeedbackPatternNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<UserFeedbackPatternNodeAggregationWhereInput>>;
  NOT?: InputMaybe<UserFeedbackPatternNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<UserFeedbackPatternNodeAggregationWhereInput>>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  task?: InputMaybe<StringScalarAggregationFilters>;
};

export type UserFeedbackPatternPatternAggregateSelection = {
  __typename?: 'UserFeedbackPatternPatternAggregateSelection';
  count: CountConnection;
  node?: Maybe<UserFeedbackPatternPatternNodeAggregateSelection>;
};

export type UserFeedbackPatternPatternNodeAggregateSelection = {
  __typename?: 'UserFeedbackPatternPatternNodeAggregateSelection';
  createdAt: DateTimeAggregateSelection;
  task: StringAggregateSelection;
};

export type UserFeedbackPatternRelationship = {
  __typename?: 'UserFeedbackPatternRelationship';
  cursor: Scalars['String']['output'];
  node: Pattern;
};

export type UserFeedbackPatternUpdateConnectionInput = {
  node?: InputMaybe<PatternUpdateInput>;
  where?: InputMaybe<UserFeedbackPatternConnectionWhere>;
};

export type UserFeedbackPatternUpdateFieldInput = {
  connect?: InputMaybe<Array<UserFeedbackPatternConnectFieldInput>>;
  create?: InputMaybe<Array<UserFeedbackPatternCreateFieldInput>>;
  delete?: InputMaybe<Array<UserFeedbackPatternDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<UserFeedbackPatternDisconnectFieldInput>>;
  update?: InputMaybe<UserFeedbackPatternUpdateConnectionInput>;
};

export type UserFeedbackRelationshipFilters = {
  /** Filter type where all of the related UserFeedbacks match this filter */
  all?: InputMaybe<UserFeedbackWhere>;
  /** Filter type where none of the related UserFeedbacks match this filter */
  none?: InputMaybe<UserFeedbackWhere>;
  /** Filter type where one of the related UserFeedbacks match this filter */
  single?: InputMaybe<UserFeedbackWhere>;
  /** Filter type where some of the related UserFeedbacks match this filter */
  some?: InputMaybe<UserFeedbackWhere>;
};

export type UserFeedbackRetryOfConnectFieldInput = {
  connect?: InputMaybe<Array<UserFeedbackConnectInput>>;
  where?: InputMaybe<UserFeedbackConnectWhere>;
};

export type UserFeedbackRetryOfConnection = {
  __typename?: 'UserFeedbackRetryOfConnection';
  aggregate: UserFeedbackUserFeedbackRetryOfAggregateSelection;
  edges: Array<UserFeedbackRetryOfRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type UserFeedbackRetryOfConnectionAggregateInput = {
  AND?: InputMaybe<Array<UserFeedbackRetryOfConnectionAggregateInput>>;
  NOT?: InputMaybe<UserFeedbackRetryOfConnectionAggregateInput>;
  OR?: InputMaybe<Array<UserFeedbackRetryOfConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<UserFeedbackRetryOfNodeAggregationWhereInput>;
};

export type UserFeedbackRetryOfConnectionFilters = {
  /** Filter UserFeedbacks by aggregating results on related UserFeedbackRetryOfConnections */
  aggregate?: InputMaybe<UserFeedbackRetryOfConnectionAggregateInput>;
  /** Return UserFeedbacks where all of the related UserFeedbackRetryOfConnections match this filter */
  all?: InputMaybe<UserFeedbackRetryOfConnectionWhere>;
  /** Return UserFeedbacks where none of the related UserFeedbackRetryOfConnections match this filter */
  none?: InputMaybe<UserFeedbackRetryOfConnectionWhere>;
  /** Return UserFeedbacks where one of the related UserFeedbackRetryOfConnections match this filter */
  single?: InputMaybe<UserFeedbackRetryOfConnectionWhere>;
  /** Return UserFeedbacks where some of the related UserFeedbackRetryOfConnections match this filter */
  some?: InputMaybe<UserFeedbackRetryOfConnectionWhere>;
};

export type UserFeedbackRetryOfConnectionSort = {
  node?: InputMaybe<UserFeedbackSort>;
};

export type UserFeedbackRetryOfConnectionWhere = {
  AND?: InputMaybe<Array<UserFeedbackRetryOfConnectionWhere>>;
  NOT?: InputMaybe<UserFeedbackRetryOfConnectionWhere>;
  OR?: InputMaybe<Array<UserFeedbackRetryOfConnectionWhere>>;
  node?: InputMaybe<UserFeedbackWhere>;
};

export type UserFeedbackRetryOfCreateFieldInput = {
  node: UserFeedbackCreateInput;
};

export type UserFeedbackRetryOfDeleteFieldInput = {
  delete?: InputMaybe<UserFeedbackDeleteInput>;
  where?: InputMaybe<UserFeedbackRetryOfConnectionWhere>;
};

export type UserFeedbackRetryOfDisconnectFieldInput = {
  disconnect?: InputMaybe<UserFeedbackDisconnectInput>;
  where?: InputMaybe<UserFeedbackRetryOfConnectionWhere>;
};

export type UserFeedbackRetryOfFieldInput = {
  connect?: InputMaybe<Array<UserFeedbackRetryOfConnectFieldInput>>;
  create?: InputMaybe<Array<UserFeedbackRetryOfCreateFieldInput>>;
};

export type UserFeedbackRetryOfNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<UserFeedbackRetryOfNodeAggregationWhereInput>>;
  NOT?: InputMaybe<UserFeedbackRetryOfNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<UserFeedbackRetryOfNodeAggregationWhereInput>>;
  codeQuality?: InputMaybe<IntScalarAggregationFilters>;
  contextQuality?: InputMaybe<IntScalarAggregationFilters>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  retrySessionId?: InputMaybe<StringScalarAggregationFilters>;
  sessionId?: InputMaybe<StringScalarAggregationFilters>;
  task?: InputMaybe<StringScalarAggregationFilters>;
};

export type UserFeedbackRetryOfRelationship = {
  __typename?: 'UserFeedbackRetryOfRelationship';
  cursor: Scalars['String']['output'];
  node: UserFeedback;
};

export type UserFeedbackRetryOfUpdateConnectionInput = {
  node?: InputMaybe<UserFeedbackUpdateInput>;
  where?: InputMaybe<UserFeedbackRetryOfConnectionWhere>;
};

export type UserFeedbackRetryOfUpdateFieldInput = {
  connect?: InputMaybe<Array<UserFeedbackRetryOfConnectFieldInput>>;
  create?: InputMaybe<Array<UserFeedbackRetryOfCreateFieldInput>>;
  delete?: InputMaybe<Array<UserFeedbackRetryOfDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<UserFeedbackRetryOfDisconnectFieldInput>>;
  update?: InputMaybe<UserFeedbackRetryOfUpdateConnectionInput>;
};

/** Fields to sort UserFeedbacks by. The order in which sorts are applied is not guaranteed when specifying many fields in one UserFeedbackSort object. */
export type UserFeedbackSort = {
  codeQuality?: InputMaybe<SortDirection>;
  contextQuality?: InputMaybe<SortDirection>;
  createdAt?: InputMaybe<SortDirection>;
  id?: InputMaybe<SortDirection>;
  retrySessionId?: InputMaybe<SortDirection>;
  sessionId?: InputMaybe<SortDirection>;
  task?: InputMaybe<SortDirection>;
  wouldRetry?: InputMaybe<SortDirection>;
};

export type UserFeedbackTriggeredRetriesConnectFieldInput = {
  connect?: InputMaybe<Array<UserFeedbackConnectInput>>;
  where?: InputMaybe<UserFeedbackConnectWhere>;
};

export type UserFeedbackTriggeredRetriesConnection = {
  __typename?: 'UserFeedbackTriggeredRetriesConnection';
  aggregate: UserFeedbackUserFeedbackTriggeredRetriesAggregateSelection;
  edges: Array<UserFeedbackTriggeredRetriesRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type UserFeedbackTriggeredRetriesConnectionAggregateInput = {
  AND?: InputMaybe<Array<UserFeedbackTriggeredRetriesConnectionAggregateInput>>;
  NOT?: InputMaybe<UserFeedbackTriggeredRetriesConnectionAggregateInput>;
  OR?: InputMaybe<Array<UserFeedbackTriggeredRetriesConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  node?: InputMaybe<UserFeedbackTriggeredRetriesNodeAggregationWhereInput>;
};

export type UserFeedbackTriggeredRetriesConnectionFilters = {
  /** Filter UserFeedbacks by aggregating results on related UserFeedbackTriggeredRetriesConnections */
  aggregate?: InputMaybe<UserFeedbackTriggeredRetriesConnectionAggregateInput>;
  /** Return UserFeedbacks where all of the related UserFeedbackTriggeredRetriesConnections match this filter */
  all?: InputMaybe<UserFeedbackTriggeredRetriesConnectionWhere>;
  /** Return UserFeedbacks where none of the related UserFeedbackTriggeredRetriesConnections match this filter */
  none?: InputMaybe<UserFeedbackTriggeredRetriesConnectionWhere>;
  /** Return UserFeedbacks where one of the related UserFeedbackTriggeredRetriesConnections match this filter */
  single?: InputMaybe<UserFeedbackTriggeredRetriesConnectionWhere>;
  /** Return UserFeedbacks where some of the related UserFeedbackTriggeredRetriesConnections match this filter */
  some?: InputMaybe<UserFeedbackTriggeredRetriesConnectionWhere>;
};

export type UserFeedbackTriggeredRetriesConnectionSort = {
  node?: InputMaybe<UserFeedbackSort>;
};

export type UserFeedbackTriggeredRetriesConnectionWhere = {
  AND?: InputMaybe<Array<UserFeedbackTriggeredRetriesConnectionWhere>>;
  NOT?: InputMaybe<UserFeedbackTriggeredRetriesConnectionWhere>;
  OR?: InputMaybe<Array<UserFeedbackTriggeredRetriesConnectionWhere>>;
  node?: InputMaybe<UserFeedbackWhere>;
};

export type UserFeedbackTriggeredRetriesCreateFieldInput = {
  node: UserFeedbackCreateInput;
};

export type UserFeedbackTriggeredRetriesDeleteFieldInput = {
  delete?: InputMaybe<UserFeedbackDeleteInput>;
  where?: InputMaybe<UserFeedbackTriggeredRetriesConnectionWhere>;
};

export type UserFeedbackTriggeredRetriesDisconnectFieldInput = {
  disconnect?: InputMaybe<UserFeedbackDisconnectInput>;
  where?: InputMaybe<UserFeedbackTriggeredRetriesConnectionWhere>;
};

export type UserFeedbackTriggeredRetriesFieldInput = {
  connect?: InputMaybe<Array<UserFeedbackTriggeredRetriesConnectFieldInput>>;
  create?: InputMaybe<Array<UserFeedbackTriggeredRetriesCreateFieldInput>>;
};

export type UserFeedbackTriggeredRetriesNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<UserFeedbackTriggeredRetriesNodeAggregationWhereInput>>;
  NOT?: InputMaybe<UserFeedbackTriggeredRetriesNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<UserFeedbackTriggeredRetriesNodeAggregationWhereInput>>;
  codeQuality?: InputMaybe<IntScalarAggregationFilters>;
  contextQuality?: InputMaybe<IntScalarAggregationFilters>;
  createdAt?: InputMaybe<DateTimeScalarAggregationFilters>;
  retrySessionId?: InputMaybe<StringScalarAggregationFilters>;
  sessionId?: InputMaybe<StringScalarAggregationFilters>;
  task?: InputMaybe<StringScalarAggregationFilters>;
};

export type UserFeedbackTriggeredRetriesRelationship = {
  __typename?: 'UserFeedbackTriggeredRetriesRelationship';
  cursor: Scalars['String']['output'];
  node: UserFeedback;
};

export type UserFeedbackTriggeredRetriesUpdateConnectionInput = {
  node?: InputMaybe<UserFeedbackUpdateInput>;
  where?: InputMaybe<UserFeedbackTriggeredRetriesConnectionWhere>;
};

export type UserFeedbackTriggeredRetriesUpdateFieldInput = {
  connect?: InputMaybe<Array<UserFeedbackTriggeredRetriesConnectFieldInput>>;
  create?: InputMaybe<Array<UserFeedbackTriggeredRetriesCreateFieldInput>>;
  delete?: InputMaybe<Array<UserFeedbackTriggeredRetriesDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<UserFeedbackTriggeredRetriesDisconnectFieldInput>>;
  update?: InputMaybe<UserFeedbackTriggeredRetriesUpdateConnectionInput>;
};

export type UserFeedbackUnhelpfulDocsConnectFieldInput = {
  connect?: InputMaybe<Array<DocumentationConnectInput>>;
  edge: NegativeFeedbackCreateInput;
  where?: InputMaybe<DocumentationConnectWhere>;
};

export type UserFeedbackUnhelpfulDocsConnection = {
  __typename?: 'UserFeedbackUnhelpfulDocsConnection';
  aggregate: UserFeedbackDocumentationUnhelpfulDocsAggregateSelection;
  edges: Array<UserFeedbackUnhelpfulDocsRelationship>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type UserFeedbackUnhelpfulDocsConnectionAggregateInput = {
  AND?: InputMaybe<Array<UserFeedbackUnhelpfulDocsConnectionAggregateInput>>;
  NOT?: InputMaybe<UserFeedbackUnhelpfulDocsConnectionAggregateInput>;
  OR?: InputMaybe<Array<UserFeedbackUnhelpfulDocsConnectionAggregateInput>>;
  count?: InputMaybe<ConnectionAggregationCountFilterInput>;
  edge?: InputMaybe<NegativeFeedbackAggregationWhereInput>;
  node?: InputMaybe<UserFeedbackUnhelpfulDocsNodeAggregationWhereInput>;
};

export type UserFeedbackUnhelpfulDocsConnectionFilters = {
  /** Filter UserFeedbacks by aggregating results on related UserFeedbackUnhelpfulDocsConnections */
  aggregate?: InputMaybe<UserFeedbackUnhelpfulDocsConnectionAggregateInput>;
  /** Return UserFeedbacks where all of the related UserFeedbackUnhelpfulDocsConnections match this filter */
  all?: InputMaybe<UserFeedbackUnhelpfulDocsConnectionWhere>;
  /** Return UserFeedbacks where none of the related UserFeedbackUnhelpfulDocsConnections match this filter */
  none?: InputMaybe<UserFeedbackUnhelpfulDocsConnectionWhere>;
  /** Return UserFeedbacks where one of the related UserFeedbackUnhelpfulDocsConnections match this filter */
  single?: InputMaybe<UserFeedbackUnhelpfulDocsConnectionWhere>;
  /** Return UserFeedbacks where some of the related UserFeedbackUnhelpfulDocsConnections match this filter */
  some?: InputMaybe<UserFeedbackUnhelpfulDocsConnectionWhere>;
};

export type UserFeedbackUnhelpfulDocsConnectionSort = {
  edge?: InputMaybe<NegativeFeedbackSort>;
  node?: InputMaybe<DocumentationSort>;
};

export type UserFeedbackUnhelpfulDocsConnectionWhere = {
  AND?: InputMaybe<Array<UserFeedbackUnhelpfulDocsConnectionWhere>>;
  NOT?: InputMaybe<UserFeedbackUnhelpfulDocsConnectionWhere>;
  OR?: InputMaybe<Array<UserFeedbackUnhelpfulDocsConnectionWhere>>;
  edge?: InputMaybe<NegativeFeedbackWhere>;
  node?: InputMaybe<DocumentationWhere>;
};

export type UserFeedbackUnhelpfulDocsCreateFieldInput = {
  edge: NegativeFeedbackCreateInput;
  node: DocumentationCreateInput;
};

export type UserFeedbackUnhelpfulDocsDeleteFieldInput = {
  delete?: InputMaybe<DocumentationDeleteInput>;
  where?: InputMaybe<UserFeedbackUnhelpfulDocsConnectionWhere>;
};

export type UserFeedbackUnhelpfulDocsDisconnectFieldInput = {
  disconnect?: InputMaybe<DocumentationDisconnectInput>;
  where?: InputMaybe<UserFeedbackUnhelpfulDocsConnectionWhere>;
};

export type UserFeedbackUnhelpfulDocsFieldInput = {
  connect?: InputMaybe<Array<UserFeedbackUnhelpfulDocsConnectFieldInput>>;
  create?: InputMaybe<Array<UserFeedbackUnhelpfulDocsCreateFieldInput>>;
};

export type UserFeedbackUnhelpfulDocsNodeAggregationWhereInput = {
  AND?: InputMaybe<Array<UserFeedbackUnhelpfulDocsNodeAggregationWhereInput>>;
  NOT?: InputMaybe<UserFeedbackUnhelpfulDocsNodeAggregationWhereInput>;
  OR?: InputMaybe<Array<UserFeedbackUnhelpfulDocsNodeAggregationWhereInput>>;
  domain?: InputMaybe<StringScalarAggregationFilters>;
  firstSeen?: InputMaybe<DateTimeScalarAggregationFilters>;
  lastSeen?: InputMaybe<DateTimeScalarAggregationFilters>;
  negativeFeedbackCount?: InputMaybe<IntScalarAggregationFilters>;
  negativeFeedbackRate?: InputMaybe<FloatScalarAggregationFilters>;
  title?: InputMaybe<StringScalarAggregationFilters>;
  totalUses?: InputMaybe<IntScalarAggregationFilters>;
};

export type UserFeedbackUnhelpfulDocsRelationship = {
  __typename?: 'UserFeedbackUnhelpfulDocsRelationship';
  cursor: Scalars['String']['output'];
  node: Documentation;
  properties: NegativeFeedback;
};

export type UserFeedbackUnhelpfulDocsUpdateConnectionInput = {
  edge?: InputMaybe<NegativeFeedbackUpdateInput>;
  node?: InputMaybe<DocumentationUpdateInput>;
  where?: InputMaybe<UserFeedbackUnhelpfulDocsConnectionWhere>;
};

export type UserFeedbackUnhelpfulDocsUpdateFieldInput = {
  connect?: InputMaybe<Array<UserFeedbackUnhelpfulDocsConnectFieldInput>>;
  create?: InputMaybe<Array<UserFeedbackUnhelpfulDocsCreateFieldInput>>;
  delete?: InputMaybe<Array<UserFeedbackUnhelpfulDocsDeleteFieldInput>>;
  disconnect?: InputMaybe<Array<UserFeedbackUnhelpfulDocsDisconnectFieldInput>>;
  update?: InputMaybe<UserFeedbackUnhelpfulDocsUpdateConnectionInput>;
};

export type UserFeedbackUpdateInput = {
  codeQuality?: InputMaybe<IntScalarMutations>;
  contextQuality?: InputMaybe<IntScalarMutations>;
  pattern?: InputMaybe<Array<UserFeedbackPatternUpdateFieldInput>>;
  retryOf?: InputMaybe<Array<UserFeedbackRetryOfUpdateFieldInput>>;
  retrySessionId?: InputMaybe<StringScalarMutations>;
  sessionId?: InputMaybe<StringScalarMutations>;
  task?: InputMaybe<StringScalarMutations>;
  triggeredRetries?: InputMaybe<Array<UserFeedbackTriggeredRetriesUpdateFieldInput>>;
  unhelpfulDocs?: InputMaybe<Array<UserFeedbackUnhelpfulDocsUpdateFieldInput>>;
  wouldRetry?: InputMaybe<BooleanScalarMutations>;
};

export type UserFeedbackUserFeedbackRetryOfAggregateSelection = {
  __typename?: 'UserFeedbackUserFeedbackRetryOfAggregateSelection';
  count: CountConnection;
  node?: Maybe<UserFeedbackUserFeedbackRetryOfNodeAggregateSelection>;
};

export type UserFeedbackUserFeedbackRetryOfNodeAggregateSelection = {
  __typename?: 'UserFeedbackUserFeedbackRetryOfNodeAggregateSelection';
  codeQuality: IntAggregateSelection;
  contextQuality: IntAggregateSelection;
  createdAt: DateTimeAggregateSelection;
  retrySessionId: StringAggregateSelection;
  sessionId: StringAggregateSelection;
  task: StringAggregateSelection;
};

export type UserFeedbackUserFeedbackTriggeredRetriesAggregateSelection = {
  __typename?: 'UserFeedbackUserFeedbackTriggeredRetriesAggregateSelection';
  count: CountConnection;
  node?: Maybe<UserFeedbackUserFeedbackTriggeredRetriesNodeAggregateSelection>;
};

export type UserFeedbackUserFeedbackTriggeredRetriesNodeAggregateSelection = {
  __typename?: 'UserFeedbackUserFeedbackTriggeredRetriesNodeAggregateSelection';
  codeQuality: IntAggregateSelection;
  contextQuality: IntAggregateSelection;
  createdAt: DateTimeAggregateSelection;
  retrySessionId: StringAggregateSelection;
  sessionId: StringAggregateSelection;
  task: StringAggregateSelection;
};

export type UserFeedbackWhere = {
  AND?: InputMaybe<Array<UserFeedbackWhere>>;
  NOT?: InputMaybe<UserFeedbackWhere>;
  OR?: InputMaybe<Array<UserFeedbackWhere>>;
  codeQuality?: InputMaybe<IntScalarFilters>;
  contextQuality?: InputMaybe<IntScalarFilters>;
  createdAt?: InputMaybe<DateTimeScalarFilters>;
  id?: InputMaybe<IdScalarFilters>;
  pattern?: InputMaybe<PatternRelationshipFilters>;
  patternConnection?: InputMaybe<UserFeedbackPatternConnectionFilters>;
  retryOf?: InputMaybe<UserFeedbackRelationshipFilters>;
  retryOfConnection?: InputMaybe<UserFeedbackRetryOfConnectionFilters>;
  retrySessionId?: InputMaybe<StringScalarFilters>;
  sessionId?: InputMaybe<StringScalarFilters>;
  task?: InputMaybe<StringScalarFilters>;
  triggeredRetries?: InputMaybe<UserFeedbackRelationshipFilters>;
  triggeredRetriesConnection?: InputMaybe<UserFeedbackTriggeredRetriesConnectionFilters>;
  unhelpfulDocs?: InputMaybe<DocumentationRelationshipFilters>;
  unhelpfulDocsConnection?: InputMaybe<UserFeedbackUnhelpfulDocsConnectionFilters>;
  wouldRetry?: InputMaybe<BooleanScalarFilters>;
};

export type UserFeedbacksConnection = {
  __typename?: 'UserFeedbacksConnection';
  aggregate: UserFeedbackAggregate;
  edges: Array<UserFeedbackEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  APIReference: ResolverTypeWrapper<ApiReference>;
  APIReferenceAPIReferenceAlternativeToAggregateSelection: ResolverTypeWrapper<ApiReferenceApiReferenceAlternativeToAggregateSelection>;
  APIReferenceAPIReferenceAlternativeToNodeAggregateSelection: ResolverTypeWrapper<ApiReferenceApiReferenceAlternativeToNodeAggregateSelection>;
  APIReferenceAPIReferenceReplacedByAggregateSelection: ResolverTypeWrapper<ApiReferenceApiReferenceReplacedByAggregateSelection>;
  APIReferenceAPIReferenceReplacedByEdgeAggregateSelection: ResolverTypeWrapper<ApiReferenceApiReferenceReplacedByEdgeAggregateSelection>;
  APIReferenceAPIReferenceReplacedByNodeAggregateSelection: ResolverTypeWrapper<ApiReferenceApiReferenceReplacedByNodeAggregateSelection>;
  APIReferenceAggregate: ResolverTypeWrapper<ApiReferenceAggregate>;
  APIReferenceAggregateNode: ResolverTypeWrapper<ApiReferenceAggregateNode>;
  APIReferenceAlternativeToConnectFieldInput: ApiReferenceAlternativeToConnectFieldInput;
  APIReferenceAlternativeToConnection: ResolverTypeWrapper<ApiReferenceAlternativeToConnection>;
  APIReferenceAlternativeToConnectionAggregateInput: ApiReferenceAlternativeToConnectionAggregateInput;
  APIReferenceAlternativeToConnectionFilters: ApiReferenceAlternativeToConnectionFilters;
  APIReferenceAlternativeToConnectionSort: ApiReferenceAlternativeToConnectionSort;
  APIReferenceAlternativeToConnectionWhere: ApiReferenceAlternativeToConnectionWhere;
  APIReferenceAlternativeToCreateFieldInput: ApiReferenceAlternativeToCreateFieldInput;
  APIReferenceAlternativeToDeleteFieldInput: ApiReferenceAlternativeToDeleteFieldInput;
  APIReferenceAlternativeToDisconnectFieldInput: ApiReferenceAlternativeToDisconnectFieldInput;
  APIReferenceAlternativeToFieldInput: ApiReferenceAlternativeToFieldInput;
  APIReferenceAlternativeToNodeAggregationWhereInput: ApiReferenceAlternativeToNodeAggregationWhereInput;
  APIReferenceAlternativeToRelationship: ResolverTypeWrapper<ApiReferenceAlternativeToRelationship>;
  APIReferenceAlternativeToUpdateConnectionInput: ApiReferenceAlternativeToUpdateConnectionInput;
  APIReferenceAlternativeToUpdateFieldInput: ApiReferenceAlternativeToUpdateFieldInput;
  APIReferenceBestPracticeReferencedByAggregateSelection: ResolverTypeWrapper<ApiReferenceBestPracticeReferencedByAggregateSelection>;
  APIReferenceBestPracticeReferencedByNodeAggregateSelection: ResolverTypeWrapper<ApiReferenceBestPracticeReferencedByNodeAggregateSelection>;
  APIReferenceCodeExampleDemonstratedByAggregateSelection: ResolverTypeWrapper<ApiReferenceCodeExampleDemonstratedByAggregateSelection>;
  APIReferenceCodeExampleDemonstratedByNodeAggregateSelection: ResolverTypeWrapper<ApiReferenceCodeExampleDemonstratedByNodeAggregateSelection>;
  APIReferenceCodeFileUsedInFilesAggregateSelection: ResolverTypeWrapper<ApiReferenceCodeFileUsedInFilesAggregateSelection>;
  APIReferenceCodeFileUsedInFilesEdgeAggregateSelection: ResolverTypeWrapper<ApiReferenceCodeFileUsedInFilesEdgeAggregateSelection>;
  APIReferenceCodeFileUsedInFilesNodeAggregateSelection: ResolverTypeWrapper<ApiReferenceCodeFileUsedInFilesNodeAggregateSelection>;
  APIReferenceConnectInput: ApiReferenceConnectInput;
  APIReferenceConnectWhere: ApiReferenceConnectWhere;
  APIReferenceCreateInput: ApiReferenceCreateInput;
  APIReferenceDeleteInput: ApiReferenceDeleteInput;
  APIReferenceDemonstratedByConnectFieldInput: ApiReferenceDemonstratedByConnectFieldInput;
  APIReferenceDemonstratedByConnection: ResolverTypeWrapper<ApiReferenceDemonstratedByConnection>;
  APIReferenceDemonstratedByConnectionAggregateInput: ApiReferenceDemonstratedByConnectionAggregateInput;
  APIReferenceDemonstratedByConnectionFilters: ApiReferenceDemonstratedByConnectionFilters;
  APIReferenceDemonstratedByConnectionSort: ApiReferenceDemonstratedByConnectionSort;
  APIReferenceDemonstratedByConnectionWhere: ApiReferenceDemonstratedByConnectionWhere;
  APIReferenceDemonstratedByCreateFieldInput: ApiReferenceDemonstratedByCreateFieldInput;
  APIReferenceDemonstratedByDeleteFieldInput: ApiReferenceDemonstratedByDeleteFieldInput;
  APIReferenceDemonstratedByDisconnectFieldInput: ApiReferenceDemonstratedByDisconnectFieldInput;
  APIReferenceDemonstratedByFieldInput: ApiReferenceDemonstratedByFieldInput;
  APIReferenceDemonstratedByNodeAggregationWhereInput: ApiReferenceDemonstratedByNodeAggregationWhereInput;
  APIReferenceDemonstratedByRelationship: ResolverTypeWrapper<ApiReferenceDemonstratedByRelationship>;
  APIReferenceDemonstratedByUpdateConnectionInput: ApiReferenceDemonstratedByUpdateConnectionInput;
  APIReferenceDemonstratedByUpdateFieldInput: ApiReferenceDemonstratedByUpdateFieldInput;
  APIReferenceDisconnectInput: ApiReferenceDisconnectInput;
  APIReferenceDocumentedInConnectFieldInput: ApiReferenceDocumentedInConnectFieldInput;
  APIReferenceDocumentedInConnection: ResolverTypeWrapper<ApiReferenceDocumentedInConnection>;
  APIReferenceDocumentedInConnectionAggregateInput: ApiReferenceDocumentedInConnectionAggregateInput;
  APIReferenceDocumentedInConnectionFilters: ApiReferenceDocumentedInConnectionFilters;
  APIReferenceDocumentedInConnectionSort: ApiReferenceDocumentedInConnectionSort;
  APIReferenceDocumentedInConnectionWhere: ApiReferenceDocumentedInConnectionWhere;
  APIReferenceDocumentedInCreateFieldInput: ApiReferenceDocumentedInCreateFieldInput;
  APIReferenceDocumentedInDeleteFieldInput: ApiReferenceDocumentedInDeleteFieldInput;
  APIReferenceDocumentedInDisconnectFieldInput: ApiReferenceDocumentedInDisconnectFieldInput;
  APIReferenceDocumentedInFieldInput: ApiReferenceDocumentedInFieldInput;
  APIReferenceDocumentedInNodeAggregationWhereInput: ApiReferenceDocumentedInNodeAggregationWhereInput;
  APIReferenceDocumentedInRelationship: ResolverTypeWrapper<ApiReferenceDocumentedInRelationship>;
  APIReferenceDocumentedInUpdateConnectionInput: ApiReferenceDocumentedInUpdateConnectionInput;
  APIReferenceDocumentedInUpdateFieldInput: ApiReferenceDocumentedInUpdateFieldInput;
  APIReferenceEdge: ResolverTypeWrapper<ApiReferenceEdge>;
  APIReferenceExternalDocDocumentedInAggregateSelection: ResolverTypeWrapper<ApiReferenceExternalDocDocumentedInAggregateSelection>;
  APIReferenceExternalDocDocumentedInNodeAggregateSelection: ResolverTypeWrapper<ApiReferenceExternalDocDocumentedInNodeAggregateSelection>;
  APIReferenceFunctionUsedInFunctionsAggregateSelection: ResolverTypeWrapper<ApiReferenceFunctionUsedInFunctionsAggregateSelection>;
  APIReferenceFunctionUsedInFunctionsEdgeAggregateSelection: ResolverTypeWrapper<ApiReferenceFunctionUsedInFunctionsEdgeAggregateSelection>;
  APIReferenceFunctionUsedInFunctionsNodeAggregateSelection: ResolverTypeWrapper<ApiReferenceFunctionUsedInFunctionsNodeAggregateSelection>;
  APIReferenceReferencedByConnectFieldInput: ApiReferenceReferencedByConnectFieldInput;
  APIReferenceReferencedByConnection: ResolverTypeWrapper<ApiReferenceReferencedByConnection>;
  APIReferenceReferencedByConnectionAggregateInput: ApiReferenceReferencedByConnectionAggregateInput;
  APIReferenceReferencedByConnectionFilters: ApiReferenceReferencedByConnectionFilters;
  APIReferenceReferencedByConnectionSort: ApiReferenceReferencedByConnectionSort;
  APIReferenceReferencedByConnectionWhere: ApiReferenceReferencedByConnectionWhere;
  APIReferenceReferencedByCreateFieldInput: ApiReferenceReferencedByCreateFieldInput;
  APIReferenceReferencedByDeleteFieldInput: ApiReferenceReferencedByDeleteFieldInput;
  APIReferenceReferencedByDisconnectFieldInput: ApiReferenceReferencedByDisconnectFieldInput;
  APIReferenceReferencedByFieldInput: ApiReferenceReferencedByFieldInput;
  APIReferenceReferencedByNodeAggregationWhereInput: ApiReferenceReferencedByNodeAggregationWhereInput;
  APIReferenceReferencedByRelationship: ResolverTypeWrapper<ApiReferenceReferencedByRelationship>;
  APIReferenceReferencedByUpdateConnectionInput: ApiReferenceReferencedByUpdateConnectionInput;
  APIReferenceReferencedByUpdateFieldInput: ApiReferenceReferencedByUpdateFieldInput;
  APIReferenceRelationshipFilters: ApiReferenceRelationshipFilters;
  APIReferenceReplacedByConnectFieldInput: ApiReferenceReplacedByConnectFieldInput;
  APIReferenceReplacedByConnection: ResolverTypeWrapper<ApiReferenceReplacedByConnection>;
  APIReferenceReplacedByConnectionAggregateInput: ApiReferenceReplacedByConnectionAggregateInput;
  APIReferenceReplacedByConnectionFilters: ApiReferenceReplacedByConnectionFilters;
  APIReferenceReplacedByConnectionSort: ApiReferenceReplacedByConnectionSort;
  APIReferenceReplacedByConnectionWhere: ApiReferenceReplacedByConnectionWhere;
  APIReferenceReplacedByCreateFieldInput: ApiReferenceReplacedByCreateFieldInput;
  APIReferenceReplacedByDeleteFieldInput: ApiReferenceReplacedByDeleteFieldInput;
  APIReferenceReplacedByDisconnectFieldInput: ApiReferenceReplacedByDisconnectFieldInput;
  APIReferenceReplacedByFieldInput: ApiReferenceReplacedByFieldInput;
  APIReferenceReplacedByNodeAggregationWhereInput: ApiReferenceReplacedByNodeAggregationWhereInput;
  APIReferenceReplacedByRelationship: ResolverTypeWrapper<ApiReferenceReplacedByRelationship>;
  APIReferenceReplacedByUpdateConnectionInput: ApiReferenceReplacedByUpdateConnectionInput;
  APIReferenceReplacedByUpdateFieldInput: ApiReferenceReplacedByUpdateFieldInput;
  APIReferenceSort: ApiReferenceSort;
  APIReferenceSourceSourcedFromAggregateSelection: ResolverTypeWrapper<ApiReferenceSourceSourcedFromAggregateSelection>;
  APIReferenceSourceSourcedFromNodeAggregateSelection: ResolverTypeWrapper<ApiReferenceSourceSourcedFromNodeAggregateSelection>;
  APIReferenceSourcedFromConnectFieldInput: ApiReferenceSourcedFromConnectFieldInput;
  APIReferenceSourcedFromConnection: ResolverTypeWrapper<ApiReferenceSourcedFromConnection>;
  APIReferenceSourcedFromConnectionAggregateInput: ApiReferenceSourcedFromConnectionAggregateInput;
  APIReferenceSourcedFromConnectionFilters: ApiReferenceSourcedFromConnectionFilters;
  APIReferenceSourcedFromConnectionSort: ApiReferenceSourcedFromConnectionSort;
  APIReferenceSourcedFromConnectionWhere: ApiReferenceSourcedFromConnectionWhere;
  APIReferenceSourcedFromCreateFieldInput: ApiReferenceSourcedFromCreateFieldInput;
  APIReferenceSourcedFromDeleteFieldInput: ApiReferenceSourcedFromDeleteFieldInput;
  APIReferenceSourcedFromDisconnectFieldInput: ApiReferenceSourcedFromDisconnectFieldInput;
  APIReferenceSourcedFromFieldInput: ApiReferenceSourcedFromFieldInput;
  APIReferenceSourcedFromNodeAggregationWhereInput: ApiReferenceSourcedFromNodeAggregationWhereInput;
  APIReferenceSourcedFromRelationship: ResolverTypeWrapper<ApiReferenceSourcedFromRelationship>;
  APIReferenceSourcedFromUpdateConnectionInput: ApiReferenceSourcedFromUpdateConnectionInput;
  APIReferenceSourcedFromUpdateFieldInput: ApiReferenceSourcedFromUpdateFieldInput;
  APIReferenceUpdateInput: ApiReferenceUpdateInput;
  APIReferenceUsedInFilesConnectFieldInput: ApiReferenceUsedInFilesConnectFieldInput;
  APIReferenceUsedInFilesConnection: ResolverTypeWrapper<ApiReferenceUsedInFilesConnection>;
  APIReferenceUsedInFilesConnectionAggregateInput: ApiReferenceUsedInFilesConnectionAggregateInput;
  APIReferenceUsedInFilesConnectionFilters: ApiReferenceUsedInFilesConnectionFilters;
  APIReferenceUsedInFilesConnectionSort: ApiReferenceUsedInFilesConnectionSort;
  APIReferenceUsedInFilesConnectionWhere: ApiReferenceUsedInFilesConnectionWhere;
  APIReferenceUsedInFilesCreateFieldInput: ApiReferenceUsedInFilesCreateFieldInput;
  APIReferenceUsedInFilesDeleteFieldInput: ApiReferenceUsedInFilesDeleteFieldInput;
  APIReferenceUsedInFilesDisconnectFieldInput: ApiReferenceUsedInFilesDisconnectFieldInput;
  APIReferenceUsedInFilesFieldInput: ApiReferenceUsedInFilesFieldInput;
  APIReferenceUsedInFilesNodeAggregationWhereInput: ApiReferenceUsedInFilesNodeAggregationWhereInput;
  APIReferenceUsedInFilesRelationship: ResolverTypeWrapper<ApiReferenceUsedInFilesRelationship>;
  APIReferenceUsedInFilesUpdateConnectionInput: ApiReferenceUsedInFilesUpdateConnectionInput;
  APIReferenceUsedInFilesUpdateFieldInput: ApiReferenceUsedInFilesUpdateFieldInput;
  APIReferenceUsedInFunctionsConnectFieldInput: ApiReferenceUsedInFunctionsConnectFieldInput;
  APIReferenceUsedInFunctionsConnection: ResolverTypeWrapper<ApiReferenceUsedInFunctionsConnection>;
  APIReferenceUsedInFunctionsConnectionAggregateInput: ApiReferenceUsedInFunctionsConnectionAggregateInput;
  APIReferenceUsedInFunctionsConnectionFilters: ApiReferenceUsedInFunctionsConnectionFilters;
  APIReferenceUsedInFunctionsConnectionSort: ApiReferenceUsedInFunctionsConnectionSort;
  APIReferenceUsedInFunctionsConnectionWhere: ApiReferenceUsedInFunctionsConnectionWhere;
  APIReferenceUsedInFunctionsCreateFieldInput: ApiReferenceUsedInFunctionsCreateFieldInput;
  APIReferenceUsedInFunctionsDeleteFieldInput: ApiReferenceUsedInFunctionsDeleteFieldInput;
  APIReferenceUsedInFunctionsDisconnectFieldInput: ApiReferenceUsedInFunctionsDisconnectFieldInput;
  APIReferenceUsedInFunctionsFieldInput: ApiReferenceUsedInFunctionsFieldInput;
  APIReferenceUsedInFunctionsNodeAggregationWhereInput: ApiReferenceUsedInFunctionsNodeAggregationWhereInput;
  APIReferenceUsedInFunctionsRelationship: ResolverTypeWrapper<ApiReferenceUsedInFunctionsRelationship>;
  APIReferenceUsedInFunctionsUpdateConnectionInput: ApiReferenceUsedInFunctionsUpdateConnectionInput;
  APIReferenceUsedInFunctionsUpdateFieldInput: ApiReferenceUsedInFunctionsUpdateFieldInput;
  APIReferenceWhere: ApiReferenceWhere;
  AgentType: ResolverTypeWrapper<AgentType>;
  AgentTypeAggregate: ResolverTypeWrapper<AgentTypeAggregate>;
  AgentTypeAggregateNode: ResolverTypeWrapper<AgentTypeAggregateNode>;
  AgentTypeConnectInput: AgentTypeConnectInput;
  AgentTypeConnectWhere: AgentTypeConnectWhere;
  AgentTypeCreateInput: AgentTypeCreateInput;
  AgentTypeDeleteInput: AgentTypeDeleteInput;
  AgentTypeDisconnectInput: AgentTypeDisconnectInput;
  AgentTypeEdge: ResolverTypeWrapper<AgentTypeEdge>;
  AgentTypeMemoriesConnectFieldInput: AgentTypeMemoriesConnectFieldInput;
  AgentTypeMemoriesConnection: ResolverTypeWrapper<AgentTypeMemoriesConnection>;
  AgentTypeMemoriesConnectionAggregateInput: AgentTypeMemoriesConnectionAggregateInput;
  AgentTypeMemoriesConnectionFilters: AgentTypeMemoriesConnectionFilters;
  AgentTypeMemoriesConnectionSort: AgentTypeMemoriesConnectionSort;
  AgentTypeMemoriesConnectionWhere: AgentTypeMemoriesConnectionWhere;
  AgentTypeMemoriesCreateFieldInput: AgentTypeMemoriesCreateFieldInput;
  AgentTypeMemoriesDeleteFieldInput: AgentTypeMemoriesDeleteFieldInput;
  AgentTypeMemoriesDisconnectFieldInput: AgentTypeMemoriesDisconnectFieldInput;
  AgentTypeMemoriesFieldInput: AgentTypeMemoriesFieldInput;
  AgentTypeMemoriesNodeAggregationWhereInput: AgentTypeMemoriesNodeAggregationWhereInput;
  AgentTypeMemoriesRelationship: ResolverTypeWrapper<AgentTypeMemoriesRelationship>;
  AgentTypeMemoriesUpdateConnectionInput: AgentTypeMemoriesUpdateConnectionInput;
  AgentTypeMemoriesUpdateFieldInput: AgentTypeMemoriesUpdateFieldInput;
  AgentTypeMemoryMemoriesAggregateSelection: ResolverTypeWrapper<AgentTypeMemoryMemoriesAggregateSelection>;
  AgentTypeMemoryMemoriesNodeAggregateSelection: ResolverTypeWrapper<AgentTypeMemoryMemoriesNodeAggregateSelection>;
  AgentTypeProjectProjectsAggregateSelection: ResolverTypeWrapper<AgentTypeProjectProjectsAggregateSelection>;
  AgentTypeProjectProjectsNodeAggregateSelection: ResolverTypeWrapper<AgentTypeProjectProjectsNodeAggregateSelection>;
  AgentTypeProjectsConnectFieldInput: AgentTypeProjectsConnectFieldInput;
  AgentTypeProjectsConnection: ResolverTypeWrapper<AgentTypeProjectsConnection>;
  AgentTypeProjectsConnectionAggregateInput: AgentTypeProjectsConnectionAggregateInput;
  AgentTypeProjectsConnectionFilters: AgentTypeProjectsConnectionFilters;
  AgentTypeProjectsConnectionSort: AgentTypeProjectsConnectionSort;
  AgentTypeProjectsConnectionWhere: AgentTypeProjectsConnectionWhere;
  AgentTypeProjectsCreateFieldInput: AgentTypeProjectsCreateFieldInput;
  AgentTypeProjectsDeleteFieldInput: AgentTypeProjectsDeleteFieldInput;
  AgentTypeProjectsDisconnectFieldInput: AgentTypeProjectsDisconnectFieldInput;
  AgentTypeProjectsFieldInput: AgentTypeProjectsFieldInput;
  AgentTypeProjectsNodeAggregationWhereInput: AgentTypeProjectsNodeAggregationWhereInput;
  AgentTypeProjectsRelationship: ResolverTypeWrapper<AgentTypeProjectsRelationship>;
  AgentTypeProjectsUpdateConnectionInput: AgentTypeProjectsUpdateConnectionInput;
  AgentTypeProjectsUpdateFieldInput: AgentTypeProjectsUpdateFieldInput;
  AgentTypeRelationshipFilters: AgentTypeRelationshipFilters;
  AgentTypeSort: AgentTypeSort;
  AgentTypeUpdateInput: AgentTypeUpdateInput;
  AgentTypeWhere: AgentTypeWhere;
  AgentTypesConnection: ResolverTypeWrapper<AgentTypesConnection>;
  ApiReferenceIndexEdge: ResolverTypeWrapper<ApiReferenceIndexEdge>;
  ApiReferenceIndexSort: ApiReferenceIndexSort;
  ApiReferenceIndexWhere: ApiReferenceIndexWhere;
  ApiReferencesConnection: ResolverTypeWrapper<ApiReferencesConnection>;
  ApiReferencesIndexConnection: ResolverTypeWrapper<ApiReferencesIndexConnection>;
  BestPractice: ResolverTypeWrapper<BestPractice>;
  BestPracticeAPIReferenceReferencesAggregateSelection: ResolverTypeWrapper<BestPracticeApiReferenceReferencesAggregateSelection>;
  BestPracticeAPIReferenceReferencesNodeAggregateSelection: ResolverTypeWrapper<BestPracticeApiReferenceReferencesNodeAggregateSelection>;
  BestPracticeAggregate: ResolverTypeWrapper<BestPracticeAggregate>;
  BestPracticeAggregateNode: ResolverTypeWrapper<BestPracticeAggregateNode>;
  BestPracticeBestPracticeConflictsWithAggregateSelection: ResolverTypeWrapper<BestPracticeBestPracticeConflictsWithAggregateSelection>;
  BestPracticeBestPracticeConflictsWithNodeAggregateSelection: ResolverTypeWrapper<BestPracticeBestPracticeConflictsWithNodeAggregateSelection>;
  BestPracticeCodeExampleImplementedByAggregateSelection: ResolverTypeWrapper<BestPracticeCodeExampleImplementedByAggregateSelection>;
  BestPracticeCodeExampleImplementedByNodeAggregateSelection: ResolverTypeWrapper<BestPracticeCodeExampleImplementedByNodeAggregateSelection>;
  BestPracticeConflictsWithConnectFieldInput: BestPracticeConflictsWithConnectFieldInput;
  BestPracticeConflictsWithConnection: ResolverTypeWrapper<BestPracticeConflictsWithConnection>;
  BestPracticeConflictsWithConnectionAggregateInput: BestPracticeConflictsWithConnectionAggregateInput;
  BestPracticeConflictsWithConnectionFilters: BestPracticeConflictsWithConnectionFilters;
  BestPracticeConflictsWithConnectionSort: BestPracticeConflictsWithConnectionSort;
  BestPracticeConflictsWithConnectionWhere: BestPracticeConflictsWithConnectionWhere;
  BestPracticeConflictsWithCreateFieldInput: BestPracticeConflictsWithCreateFieldInput;
  BestPracticeConflictsWithDeleteFieldInput: BestPracticeConflictsWithDeleteFieldInput;
  BestPracticeConflictsWithDisconnectFieldInput: BestPracticeConflictsWithDisconnectFieldInput;
  BestPracticeConflictsWithFieldInput: BestPracticeConflictsWithFieldInput;
  BestPracticeConflictsWithNodeAggregationWhereInput: BestPracticeConflictsWithNodeAggregationWhereInput;
  BestPracticeConflictsWithRelationship: ResolverTypeWrapper<BestPracticeConflictsWithRelationship>;
  BestPracticeConflictsWithUpdateConnectionInput: BestPracticeConflictsWithUpdateConnectionInput;
  BestPracticeConflictsWithUpdateFieldInput: BestPracticeConflictsWithUpdateFieldInput;
  BestPracticeConnectInput: BestPracticeConnectInput;
  BestPracticeConnectWhere: BestPracticeConnectWhere;
  BestPracticeCreateInput: BestPracticeCreateInput;
  BestPracticeDeleteInput: BestPracticeDeleteInput;
  BestPracticeDisconnectInput: BestPracticeDisconnectInput;
  BestPracticeEdge: ResolverTypeWrapper<BestPracticeEdge>;
  BestPracticeImplementedByConnectFieldInput: BestPracticeImplementedByConnectFieldInput;
  BestPracticeImplementedByConnection: ResolverTypeWrapper<BestPracticeImplementedByConnection>;
  BestPracticeImplementedByConnectionAggregateInput: BestPracticeImplementedByConnectionAggregateInput;
  BestPracticeImplementedByConnectionFilters: BestPracticeImplementedByConnectionFilters;
  BestPracticeImplementedByConnectionSort: BestPracticeImplementedByConnectionSort;
  BestPracticeImplementedByConnectionWhere: BestPracticeImplementedByConnectionWhere;
  BestPracticeImplementedByCreateFieldInput: BestPracticeImplementedByCreateFieldInput;
  BestPracticeImplementedByDeleteFieldInput: BestPracticeImplementedByDeleteFieldInput;
  BestPracticeImplementedByDisconnectFieldInput: BestPracticeImplementedByDisconnectFieldInput;
  BestPracticeImplementedByFieldInput: BestPracticeImplementedByFieldInput;
  BestPracticeImplementedByNodeAggregationWhereInput: BestPracticeImplementedByNodeAggregationWhereInput;
  BestPracticeImplementedByRelationship: ResolverTypeWrapper<BestPracticeImplementedByRelationship>;
  BestPracticeImplementedByUpdateConnectionInput: BestPracticeImplementedByUpdateConnectionInput;
  BestPracticeImplementedByUpdateFieldInput: BestPracticeImplementedByUpdateFieldInput;
  BestPracticeIndexEdge: ResolverTypeWrapper<BestPracticeIndexEdge>;
  BestPracticeIndexSort: BestPracticeIndexSort;
  BestPracticeIndexWhere: BestPracticeIndexWhere;
  BestPracticeReferencesConnectFieldInput: BestPracticeReferencesConnectFieldInput;
  BestPracticeReferencesConnection: ResolverTypeWrapper<BestPracticeReferencesConnection>;
  BestPracticeReferencesConnectionAggregateInput: BestPracticeReferencesConnectionAggregateInput;
  BestPracticeReferencesConnectionFilters: BestPracticeReferencesConnectionFilters;
  BestPracticeReferencesConnectionSort: BestPracticeReferencesConnectionSort;
  BestPracticeReferencesConnectionWhere: BestPracticeReferencesConnectionWhere;
  BestPracticeReferencesCreateFieldInput: BestPracticeReferencesCreateFieldInput;
  BestPracticeReferencesDeleteFieldInput: BestPracticeReferencesDeleteFieldInput;
  BestPracticeReferencesDisconnectFieldInput: BestPracticeReferencesDisconnectFieldInput;
  BestPracticeReferencesFieldInput: BestPracticeReferencesFieldInput;
  BestPracticeReferencesNodeAggregationWhereInput: BestPracticeReferencesNodeAggregationWhereInput;
  BestPracticeReferencesRelationship: ResolverTypeWrapper<BestPracticeReferencesRelationship>;
  BestPracticeReferencesUpdateConnectionInput: BestPracticeReferencesUpdateConnectionInput;
  BestPracticeReferencesUpdateFieldInput: BestPracticeReferencesUpdateFieldInput;
  BestPracticeRelationshipFilters: BestPracticeRelationshipFilters;
  BestPracticeSort: BestPracticeSort;
  BestPracticeSourceSourcedFromAggregateSelection: ResolverTypeWrapper<BestPracticeSourceSourcedFromAggregateSelection>;
  BestPracticeSourceSourcedFromNodeAggregateSelection: ResolverTypeWrapper<BestPracticeSourceSourcedFromNodeAggregateSelection>;
  BestPracticeSourcedFromConnectFieldInput: BestPracticeSourcedFromConnectFieldInput;
  BestPracticeSourcedFromConnection: ResolverTypeWrapper<BestPracticeSourcedFromConnection>;
  BestPracticeSourcedFromConnectionAggregateInput: BestPracticeSourcedFromConnectionAggregateInput;
  BestPracticeSourcedFromConnectionFilters: BestPracticeSourcedFromConnectionFilters;
  BestPracticeSourcedFromConnectionSort: BestPracticeSourcedFromConnectionSort;
  BestPracticeSourcedFromConnectionWhere: BestPracticeSourcedFromConnectionWhere;
  BestPracticeSourcedFromCreateFieldInput: BestPracticeSourcedFromCreateFieldInput;
  BestPracticeSourcedFromDeleteFieldInput: BestPracticeSourcedFromDeleteFieldInput;
  BestPracticeSourcedFromDisconnectFieldInput: BestPracticeSourcedFromDisconnectFieldInput;
  BestPracticeSourcedFromFieldInput: BestPracticeSourcedFromFieldInput;
  BestPracticeSourcedFromNodeAggregationWhereInput: BestPracticeSourcedFromNodeAggregationWhereInput;
  BestPracticeSourcedFromRelationship: ResolverTypeWrapper<BestPracticeSourcedFromRelationship>;
  BestPracticeSourcedFromUpdateConnectionInput: BestPracticeSourcedFromUpdateConnectionInput;
  BestPracticeSourcedFromUpdateFieldInput: BestPracticeSourcedFromUpdateFieldInput;
  BestPracticeUpdateInput: BestPracticeUpdateInput;
  BestPracticeWhere: BestPracticeWhere;
  BestPracticesConnection: ResolverTypeWrapper<BestPracticesConnection>;
  BestPracticesIndexConnection: ResolverTypeWrapper<BestPracticesIndexConnection>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BooleanScalarFilters: BooleanScalarFilters;
  BooleanScalarMutations: BooleanScalarMutations;
  Class: ResolverTypeWrapper<Class>;
  ClassAggregate: ResolverTypeWrapper<ClassAggregate>;
  ClassAggregateNode: ResolverTypeWrapper<ClassAggregateNode>;
  ClassClassInheritsFromAggregateSelection: ResolverTypeWrapper<ClassClassInheritsFromAggregateSelection>;
  ClassClassInheritsFromNodeAggregateSelection: ResolverTypeWrapper<ClassClassInheritsFromNodeAggregateSelection>;
  ClassClassSubclassesAggregateSelection: ResolverTypeWrapper<ClassClassSubclassesAggregateSelection>;
  ClassClassSubclassesNodeAggregateSelection: ResolverTypeWrapper<ClassClassSubclassesNodeAggregateSelection>;
  ClassCodeFileFileAggregateSelection: ResolverTypeWrapper<ClassCodeFileFileAggregateSelection>;
  ClassCodeFileFileNodeAggregateSelection: ResolverTypeWrapper<ClassCodeFileFileNodeAggregateSelection>;
  ClassConnectInput: ClassConnectInput;
  ClassConnectWhere: ClassConnectWhere;
  ClassCreateInput: ClassCreateInput;
  ClassDeleteInput: ClassDeleteInput;
  ClassDisconnectInput: ClassDisconnectInput;
  ClassEdge: ResolverTypeWrapper<ClassEdge>;
  ClassFileConnectFieldInput: ClassFileConnectFieldInput;
  ClassFileConnection: ResolverTypeWrapper<ClassFileConnection>;
  ClassFileConnectionAggregateInput: ClassFileConnectionAggregateInput;
  ClassFileConnectionFilters: ClassFileConnectionFilters;
  ClassFileConnectionSort: ClassFileConnectionSort;
  ClassFileConnectionWhere: ClassFileConnectionWhere;
  ClassFileCreateFieldInput: ClassFileCreateFieldInput;
  ClassFileDeleteFieldInput: ClassFileDeleteFieldInput;
  ClassFileDisconnectFieldInput: ClassFileDisconnectFieldInput;
  ClassFileFieldInput: ClassFileFieldInput;
  ClassFileNodeAggregationWhereInput: ClassFileNodeAggregationWhereInput;
  ClassFileRelationship: ResolverTypeWrapper<ClassFileRelationship>;
  ClassFileUpdateConnectionInput: ClassFileUpdateConnectionInput;
  ClassFileUpdateFieldInput: ClassFileUpdateFieldInput;
  ClassInheritsFromConnectFieldInput: ClassInheritsFromConnectFieldInput;
  ClassInheritsFromConnection: ResolverTypeWrapper<ClassInheritsFromConnection>;
  ClassInheritsFromConnectionAggregateInput: ClassInheritsFromConnectionAggregateInput;
  ClassInheritsFromConnectionFilters: ClassInheritsFromConnectionFilters;
  ClassInheritsFromConnectionSort: ClassInheritsFromConnectionSort;
  ClassInheritsFromConnectionWhere: ClassInheritsFromConnectionWhere;
  ClassInheritsFromCreateFieldInput: ClassInheritsFromCreateFieldInput;
  ClassInheritsFromDeleteFieldInput: ClassInheritsFromDeleteFieldInput;
  ClassInheritsFromDisconnectFieldInput: ClassInheritsFromDisconnectFieldInput;
  ClassInheritsFromFieldInput: ClassInheritsFromFieldInput;
  ClassInheritsFromNodeAggregationWhereInput: ClassInheritsFromNodeAggregationWhereInput;
  ClassInheritsFromRelationship: ResolverTypeWrapper<ClassInheritsFromRelationship>;
  ClassInheritsFromUpdateConnectionInput: ClassInheritsFromUpdateConnectionInput;
  ClassInheritsFromUpdateFieldInput: ClassInheritsFromUpdateFieldInput;
  ClassMemoryReferencedByAggregateSelection: ResolverTypeWrapper<ClassMemoryReferencedByAggregateSelection>;
  ClassMemoryReferencedByNodeAggregateSelection: ResolverTypeWrapper<ClassMemoryReferencedByNodeAggregateSelection>;
  ClassReferencedByConnectFieldInput: ClassReferencedByConnectFieldInput;
  ClassReferencedByConnection: ResolverTypeWrapper<ClassReferencedByConnection>;
  ClassReferencedByConnectionAggregateInput: ClassReferencedByConnectionAggregateInput;
  ClassReferencedByConnectionFilters: ClassReferencedByConnectionFilters;
  ClassReferencedByConnectionSort: ClassReferencedByConnectionSort;
  ClassReferencedByConnectionWhere: ClassReferencedByConnectionWhere;
  ClassReferencedByCreateFieldInput: ClassReferencedByCreateFieldInput;
  ClassReferencedByDeleteFieldInput: ClassReferencedByDeleteFieldInput;
  ClassReferencedByDisconnectFieldInput: ClassReferencedByDisconnectFieldInput;
  ClassReferencedByFieldInput: ClassReferencedByFieldInput;
  ClassReferencedByNodeAggregationWhereInput: ClassReferencedByNodeAggregationWhereInput;
  ClassReferencedByRelationship: ResolverTypeWrapper<ClassReferencedByRelationship>;
  ClassReferencedByUpdateConnectionInput: ClassReferencedByUpdateConnectionInput;
  ClassReferencedByUpdateFieldInput: ClassReferencedByUpdateFieldInput;
  ClassRelationshipFilters: ClassRelationshipFilters;
  ClassSort: ClassSort;
  ClassSubclassesConnectFieldInput: ClassSubclassesConnectFieldInput;
  ClassSubclassesConnection: ResolverTypeWrapper<ClassSubclassesConnection>;
  ClassSubclassesConnectionAggregateInput: ClassSubclassesConnectionAggregateInput;
  ClassSubclassesConnectionFilters: ClassSubclassesConnectionFilters;
  ClassSubclassesConnectionSort: ClassSubclassesConnectionSort;
  ClassSubclassesConnectionWhere: ClassSubclassesConnectionWhere;
  ClassSubclassesCreateFieldInput: ClassSubclassesCreateFieldInput;
  ClassSubclassesDeleteFieldInput: ClassSubclassesDeleteFieldInput;
  ClassSubclassesDisconnectFieldInput: ClassSubclassesDisconnectFieldInput;
  ClassSubclassesFieldInput: ClassSubclassesFieldInput;
  ClassSubclassesNodeAggregationWhereInput: ClassSubclassesNodeAggregationWhereInput;
  ClassSubclassesRelationship: ResolverTypeWrapper<ClassSubclassesRelationship>;
  ClassSubclassesUpdateConnectionInput: ClassSubclassesUpdateConnectionInput;
  ClassSubclassesUpdateFieldInput: ClassSubclassesUpdateFieldInput;
  ClassUpdateInput: ClassUpdateInput;
  ClassWhere: ClassWhere;
  ClassesConnection: ResolverTypeWrapper<ClassesConnection>;
  CodeExample: ResolverTypeWrapper<CodeExample>;
  CodeExampleAPIReferenceDemonstratesAggregateSelection: ResolverTypeWrapper<CodeExampleApiReferenceDemonstratesAggregateSelection>;
  CodeExampleAPIReferenceDemonstratesNodeAggregateSelection: ResolverTypeWrapper<CodeExampleApiReferenceDemonstratesNodeAggregateSelection>;
  CodeExampleAggregate: ResolverTypeWrapper<CodeExampleAggregate>;
  CodeExampleAggregateNode: ResolverTypeWrapper<CodeExampleAggregateNode>;
  CodeExampleBestPracticeImplementsAggregateSelection: ResolverTypeWrapper<CodeExampleBestPracticeImplementsAggregateSelection>;
  CodeExampleBestPracticeImplementsNodeAggregateSelection: ResolverTypeWrapper<CodeExampleBestPracticeImplementsNodeAggregateSelection>;
  CodeExampleConnectInput: CodeExampleConnectInput;
  CodeExampleConnectWhere: CodeExampleConnectWhere;
  CodeExampleCreateInput: CodeExampleCreateInput;
  CodeExampleDeleteInput: CodeExampleDeleteInput;
  CodeExampleDemonstratesConnectFieldInput: CodeExampleDemonstratesConnectFieldInput;
  CodeExampleDemonstratesConnection: ResolverTypeWrapper<CodeExampleDemonstratesConnection>;
  CodeExampleDemonstratesConnectionAggregateInput: CodeExampleDemonstratesConnectionAggregateInput;
  CodeExampleDemonstratesConnectionFilters: CodeExampleDemonstratesConnectionFilters;
  CodeExampleDemonstratesConnectionSort: CodeExampleDemonstratesConnectionSort;
  CodeExampleDemonstratesConnectionWhere: CodeExampleDemonstratesConnectionWhere;
  CodeExampleDemonstratesCreateFieldInput: CodeExampleDemonstratesCreateFieldInput;
  CodeExampleDemonstratesDeleteFieldInput: CodeExampleDemonstratesDeleteFieldInput;
  CodeExampleDemonstratesDisconnectFieldInput: CodeExampleDemonstratesDisconnectFieldInput;
  CodeExampleDemonstratesFieldInput: CodeExampleDemonstratesFieldInput;
  CodeExampleDemonstratesNodeAggregationWhereInput: CodeExampleDemonstratesNodeAggregationWhereInput;
  CodeExampleDemonstratesRelationship: ResolverTypeWrapper<CodeExampleDemonstratesRelationship>;
  CodeExampleDemonstratesUpdateConnectionInput: CodeExampleDemonstratesUpdateConnectionInput;
  CodeExampleDemonstratesUpdateFieldInput: CodeExampleDemonstratesUpdateFieldInput;
  CodeExampleDisconnectInput: CodeExampleDisconnectInput;
  CodeExampleEdge: ResolverTypeWrapper<CodeExampleEdge>;
  CodeExampleImplementsConnectFieldInput: CodeExampleImplementsConnectFieldInput;
  CodeExampleImplementsConnection: ResolverTypeWrapper<CodeExampleImplementsConnection>;
  CodeExampleImplementsConnectionAggregateInput: CodeExampleImplementsConnectionAggregateInput;
  CodeExampleImplementsConnectionFilters: CodeExampleImplementsConnectionFilters;
  CodeExampleImplementsConnectionSort: CodeExampleImplementsConnectionSort;
  CodeExampleImplementsConnectionWhere: CodeExampleImplementsConnectionWhere;
  CodeExampleImplementsCreateFieldInput: CodeExampleImplementsCreateFieldInput;
  CodeExampleImplementsDeleteFieldInput: CodeExampleImplementsDeleteFieldInput;
  CodeExampleImplementsDisconnectFieldInput: CodeExampleImplementsDisconnectFieldInput;
  CodeExampleImplementsFieldInput: CodeExampleImplementsFieldInput;
  CodeExampleImplementsNodeAggregationWhereInput: CodeExampleImplementsNodeAggregationWhereInput;
  CodeExampleImplementsRelationship: ResolverTypeWrapper<CodeExampleImplementsRelationship>;
  CodeExampleImplementsUpdateConnectionInput: CodeExampleImplementsUpdateConnectionInput;
  CodeExampleImplementsUpdateFieldInput: CodeExampleImplementsUpdateFieldInput;
  CodeExampleIndexEdge: ResolverTypeWrapper<CodeExampleIndexEdge>;
  CodeExampleIndexSort: CodeExampleIndexSort;
  CodeExampleIndexWhere: CodeExampleIndexWhere;
  CodeExampleRelationshipFilters: CodeExampleRelationshipFilters;
  CodeExampleSort: CodeExampleSort;
  CodeExampleSourceSourcedFromAggregateSelection: ResolverTypeWrapper<CodeExampleSourceSourcedFromAggregateSelection>;
  CodeExampleSourceSourcedFromNodeAggregateSelection: ResolverTypeWrapper<CodeExampleSourceSourcedFromNodeAggregateSelection>;
  CodeExampleSourcedFromConnectFieldInput: CodeExampleSourcedFromConnectFieldInput;
  CodeExampleSourcedFromConnection: ResolverTypeWrapper<CodeExampleSourcedFromConnection>;
  CodeExampleSourcedFromConnectionAggregateInput: CodeExampleSourcedFromConnectionAggregateInput;
  CodeExampleSourcedFromConnectionFilters: CodeExampleSourcedFromConnectionFilters;
  CodeExampleSourcedFromConnectionSort: CodeExampleSourcedFromConnectionSort;
  CodeExampleSourcedFromConnectionWhere: CodeExampleSourcedFromConnectionWhere;
  CodeExampleSourcedFromCreateFieldInput: CodeExampleSourcedFromCreateFieldInput;
  CodeExampleSourcedFromDeleteFieldInput: CodeExampleSourcedFromDeleteFieldInput;
  CodeExampleSourcedFromDisconnectFieldInput: CodeExampleSourcedFromDisconnectFieldInput;
  CodeExampleSourcedFromFieldInput: CodeExampleSourcedFromFieldInput;
  CodeExampleSourcedFromNodeAggregationWhereInput: CodeExampleSourcedFromNodeAggregationWhereInput;
  CodeExampleSourcedFromRelationship: ResolverTypeWrapper<CodeExampleSourcedFromRelationship>;
  CodeExampleSourcedFromUpdateConnectionInput: CodeExampleSourcedFromUpdateConnectionInput;
  CodeExampleSourcedFromUpdateFieldInput: CodeExampleSourcedFromUpdateFieldInput;
  CodeExampleUpdateInput: CodeExampleUpdateInput;
  CodeExampleWhere: CodeExampleWhere;
  CodeExamplesConnection: ResolverTypeWrapper<CodeExamplesConnection>;
  CodeExamplesIndexConnection: ResolverTypeWrapper<CodeExamplesIndexConnection>;
  CodeFile: ResolverTypeWrapper<CodeFile>;
  CodeFileAPIReferenceUsesApisAggregateSelection: ResolverTypeWrapper<CodeFileApiReferenceUsesApisAggregateSelection>;
  CodeFileAPIReferenceUsesApisEdgeAggregateSelection: ResolverTypeWrapper<CodeFileApiReferenceUsesApisEdgeAggregateSelection>;
  CodeFileAPIReferenceUsesApisNodeAggregateSelection: ResolverTypeWrapper<CodeFileApiReferenceUsesApisNodeAggregateSelection>;
  CodeFileAggregate: ResolverTypeWrapper<CodeFileAggregate>;
  CodeFileAggregateNode: ResolverTypeWrapper<CodeFileAggregateNode>;
  CodeFileClassClassesAggregateSelection: ResolverTypeWrapper<CodeFileClassClassesAggregateSelection>;
  CodeFileClassClassesNodeAggregateSelection: ResolverTypeWrapper<CodeFileClassClassesNodeAggregateSelection>;
  CodeFileClassesConnectFieldInput: CodeFileClassesConnectFieldInput;
  CodeFileClassesConnection: ResolverTypeWrapper<CodeFileClassesConnection>;
  CodeFileClassesConnectionAggregateInput: CodeFileClassesConnectionAggregateInput;
  CodeFileClassesConnectionFilters: CodeFileClassesConnectionFilters;
  CodeFileClassesConnectionSort: CodeFileClassesConnectionSort;
  CodeFileClassesConnectionWhere: CodeFileClassesConnectionWhere;
  CodeFileClassesCreateFieldInput: CodeFileClassesCreateFieldInput;
  CodeFileClassesDeleteFieldInput: CodeFileClassesDeleteFieldInput;
  CodeFileClassesDisconnectFieldInput: CodeFileClassesDisconnectFieldInput;
  CodeFileClassesFieldInput: CodeFileClassesFieldInput;
  CodeFileClassesNodeAggregationWhereInput: CodeFileClassesNodeAggregationWhereInput;
  CodeFileClassesRelationship: ResolverTypeWrapper<CodeFileClassesRelationship>;
  CodeFileClassesUpdateConnectionInput: CodeFileClassesUpdateConnectionInput;
  CodeFileClassesUpdateFieldInput: CodeFileClassesUpdateFieldInput;
  CodeFileConnectInput: CodeFileConnectInput;
  CodeFileConnectWhere: CodeFileConnectWhere;
  CodeFileCreateInput: CodeFileCreateInput;
  CodeFileDeleteInput: CodeFileDeleteInput;
  CodeFileDisconnectInput: CodeFileDisconnectInput;
  CodeFileEdge: ResolverTypeWrapper<CodeFileEdge>;
  CodeFileExplainedByConnectFieldInput: CodeFileExplainedByConnectFieldInput;
  CodeFileExplainedByConnection: ResolverTypeWrapper<CodeFileExplainedByConnection>;
  CodeFileExplainedByConnectionAggregateInput: CodeFileExplainedByConnectionAggregateInput;
  CodeFileExplainedByConnectionFilters: CodeFileExplainedByConnectionFilters;
  CodeFileExplainedByConnectionSort: CodeFileExplainedByConnectionSort;
  CodeFileExplainedByConnectionWhere: CodeFileExplainedByConnectionWhere;
  CodeFileExplainedByCreateFieldInput: CodeFileExplainedByCreateFieldInput;
  CodeFileExplainedByDeleteFieldInput: CodeFileExplainedByDeleteFieldInput;
  CodeFileExplainedByDisconnectFieldInput: CodeFileExplainedByDisconnectFieldInput;
  CodeFileExplainedByFieldInput: CodeFileExplainedByFieldInput;
  CodeFileExplainedByNodeAggregationWhereInput: CodeFileExplainedByNodeAggregationWhereInput;
  CodeFileExplainedByRelationship: ResolverTypeWrapper<CodeFileExplainedByRelationship>;
  CodeFileExplainedByUpdateConnectionInput: CodeFileExplainedByUpdateConnectionInput;
  CodeFileExplainedByUpdateFieldInput: CodeFileExplainedByUpdateFieldInput;
  CodeFileExternalDocExplainedByAggregateSelection: ResolverTypeWrapper<CodeFileExternalDocExplainedByAggregateSelection>;
  CodeFileExternalDocExplainedByNodeAggregateSelection: ResolverTypeWrapper<CodeFileExternalDocExplainedByNodeAggregateSelection>;
  CodeFileFunctionFunctionsAggregateSelection: ResolverTypeWrapper<CodeFileFunctionFunctionsAggregateSelection>;
  CodeFileFunctionFunctionsNodeAggregateSelection: ResolverTypeWrapper<CodeFileFunctionFunctionsNodeAggregateSelection>;
  CodeFileFunctionsConnectFieldInput: CodeFileFunctionsConnectFieldInput;
  CodeFileFunctionsConnection: ResolverTypeWrapper<CodeFileFunctionsConnection>;
  CodeFileFunctionsConnectionAggregateInput: CodeFileFunctionsConnectionAggregateInput;
  CodeFileFunctionsConnectionFilters: CodeFileFunctionsConnectionFilters;
  CodeFileFunctionsConnectionSort: CodeFileFunctionsConnectionSort;
  CodeFileFunctionsConnectionWhere: CodeFileFunctionsConnectionWhere;
  CodeFileFunctionsCreateFieldInput: CodeFileFunctionsCreateFieldInput;
  CodeFileFunctionsDeleteFieldInput: CodeFileFunctionsDeleteFieldInput;
  CodeFileFunctionsDisconnectFieldInput: CodeFileFunctionsDisconnectFieldInput;
  CodeFileFunctionsFieldInput: CodeFileFunctionsFieldInput;
  CodeFileFunctionsNodeAggregationWhereInput: CodeFileFunctionsNodeAggregationWhereInput;
  CodeFileFunctionsRelationship: ResolverTypeWrapper<CodeFileFunctionsRelationship>;
  CodeFileFunctionsUpdateConnectionInput: CodeFileFunctionsUpdateConnectionInput;
  CodeFileFunctionsUpdateFieldInput: CodeFileFunctionsUpdateFieldInput;
  CodeFileMemoryReferencedByAggregateSelection: ResolverTypeWrapper<CodeFileMemoryReferencedByAggregateSelection>;
  CodeFileMemoryReferencedByNodeAggregateSelection: ResolverTypeWrapper<CodeFileMemoryReferencedByNodeAggregateSelection>;
  CodeFileReferencedByConnectFieldInput: CodeFileReferencedByConnectFieldInput;
  CodeFileReferencedByConnection: ResolverTypeWrapper<CodeFileReferencedByConnection>;
  CodeFileReferencedByConnectionAggregateInput: CodeFileReferencedByConnectionAggregateInput;
  CodeFileReferencedByConnectionFilters: CodeFileReferencedByConnectionFilters;
  CodeFileReferencedByConnectionSort: CodeFileReferencedByConnectionSort;
  CodeFileReferencedByConnectionWhere: CodeFileReferencedByConnectionWhere;
  CodeFileReferencedByCreateFieldInput: CodeFileReferencedByCreateFieldInput;
  CodeFileReferencedByDeleteFieldInput: CodeFileReferencedByDeleteFieldInput;
  CodeFileReferencedByDisconnectFieldInput: CodeFileReferencedByDisconnectFieldInput;
  CodeFileReferencedByFieldInput: CodeFileReferencedByFieldInput;
  CodeFileReferencedByNodeAggregationWhereInput: CodeFileReferencedByNodeAggregationWhereInput;
  CodeFileReferencedByRelationship: ResolverTypeWrapper<CodeFileReferencedByRelationship>;
  CodeFileReferencedByUpdateConnectionInput: CodeFileReferencedByUpdateConnectionInput;
  CodeFileReferencedByUpdateFieldInput: CodeFileReferencedByUpdateFieldInput;
  CodeFileRelationshipFilters: CodeFileRelationshipFilters;
  CodeFileSort: CodeFileSort;
  CodeFileUpdateInput: CodeFileUpdateInput;
  CodeFileUsesApisConnectFieldInput: CodeFileUsesApisConnectFieldInput;
  CodeFileUsesApisConnection: ResolverTypeWrapper<CodeFileUsesApisConnection>;
  CodeFileUsesApisConnectionAggregateInput: CodeFileUsesApisConnectionAggregateInput;
  CodeFileUsesApisConnectionFilters: CodeFileUsesApisConnectionFilters;
  CodeFileUsesApisConnectionSort: CodeFileUsesApisConnectionSort;
  CodeFileUsesApisConnectionWhere: CodeFileUsesApisConnectionWhere;
  CodeFileUsesApisCreateFieldInput: CodeFileUsesApisCreateFieldInput;
  CodeFileUsesApisDeleteFieldInput: CodeFileUsesApisDeleteFieldInput;
  CodeFileUsesApisDisconnectFieldInput: CodeFileUsesApisDisconnectFieldInput;
  CodeFileUsesApisFieldInput: CodeFileUsesApisFieldInput;
  CodeFileUsesApisNodeAggregationWhereInput: CodeFileUsesApisNodeAggregationWhereInput;
  CodeFileUsesApisRelationship: ResolverTypeWrapper<CodeFileUsesApisRelationship>;
  CodeFileUsesApisUpdateConnectionInput: CodeFileUsesApisUpdateConnectionInput;
  CodeFileUsesApisUpdateFieldInput: CodeFileUsesApisUpdateFieldInput;
  CodeFileWhere: CodeFileWhere;
  CodeFilesConnection: ResolverTypeWrapper<CodeFilesConnection>;
  CodeRefInput: CodeRefInput;
  ConnectionAggregationCountFilterInput: ConnectionAggregationCountFilterInput;
  ContributedTo: ResolverTypeWrapper<ContributedTo>;
  ContributedToAggregationWhereInput: ContributedToAggregationWhereInput;
  ContributedToCreateInput: ContributedToCreateInput;
  ContributedToSort: ContributedToSort;
  ContributedToUpdateInput: ContributedToUpdateInput;
  ContributedToWhere: ContributedToWhere;
  Count: ResolverTypeWrapper<Count>;
  CountConnection: ResolverTypeWrapper<CountConnection>;
  CreateAgentTypesMutationResponse: ResolverTypeWrapper<CreateAgentTypesMutationResponse>;
  CreateApiReferencesMutationResponse: ResolverTypeWrapper<CreateApiReferencesMutationResponse>;
  CreateBestPracticesMutationResponse: ResolverTypeWrapper<CreateBestPracticesMutationResponse>;
  CreateClassesMutationResponse: ResolverTypeWrapper<CreateClassesMutationResponse>;
  CreateCodeExamplesMutationResponse: ResolverTypeWrapper<CreateCodeExamplesMutationResponse>;
  CreateCodeFilesMutationResponse: ResolverTypeWrapper<CreateCodeFilesMutationResponse>;
  CreateDocumentationsMutationResponse: ResolverTypeWrapper<CreateDocumentationsMutationResponse>;
  CreateExternalDocsMutationResponse: ResolverTypeWrapper<CreateExternalDocsMutationResponse>;
  CreateFunctionsMutationResponse: ResolverTypeWrapper<CreateFunctionsMutationResponse>;
  CreateInfo: ResolverTypeWrapper<CreateInfo>;
  CreateKnowledgeUsagesMutationResponse: ResolverTypeWrapper<CreateKnowledgeUsagesMutationResponse>;
  CreateMemoriesMutationResponse: ResolverTypeWrapper<CreateMemoriesMutationResponse>;
  CreatePatternsMutationResponse: ResolverTypeWrapper<CreatePatternsMutationResponse>;
  CreateProjectsMutationResponse: ResolverTypeWrapper<CreateProjectsMutationResponse>;
  CreateSourcesMutationResponse: ResolverTypeWrapper<CreateSourcesMutationResponse>;
  CreateUserFeedbacksMutationResponse: ResolverTypeWrapper<CreateUserFeedbacksMutationResponse>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DateTimeAggregateSelection: ResolverTypeWrapper<DateTimeAggregateSelection>;
  DateTimeScalarAggregationFilters: DateTimeScalarAggregationFilters;
  DateTimeScalarFilters: DateTimeScalarFilters;
  DateTimeScalarMutations: DateTimeScalarMutations;
  DeleteInfo: ResolverTypeWrapper<DeleteInfo>;
  Documentation: ResolverTypeWrapper<Documentation>;
  DocumentationAggregate: ResolverTypeWrapper<DocumentationAggregate>;
  DocumentationAggregateNode: ResolverTypeWrapper<DocumentationAggregateNode>;
  DocumentationConnectInput: DocumentationConnectInput;
  DocumentationConnectWhere: DocumentationConnectWhere;
  DocumentationContributedToConnectFieldInput: DocumentationContributedToConnectFieldInput;
  DocumentationContributedToConnection: ResolverTypeWrapper<DocumentationContributedToConnection>;
  DocumentationContributedToConnectionAggregateInput: DocumentationContributedToConnectionAggregateInput;
  DocumentationContributedToConnectionFilters: DocumentationContributedToConnectionFilters;
  DocumentationContributedToConnectionSort: DocumentationContributedToConnectionSort;
  DocumentationContributedToConnectionWhere: DocumentationContributedToConnectionWhere;
  DocumentationContributedToCreateFieldInput: DocumentationContributedToCreateFieldInput;
  DocumentationContributedToDeleteFieldInput: DocumentationContributedToDeleteFieldInput;
  DocumentationContributedToDisconnectFieldInput: DocumentationContributedToDisconnectFieldInput;
  DocumentationContributedToFieldInput: DocumentationContributedToFieldInput;
  DocumentationContributedToNodeAggregationWhereInput: DocumentationContributedToNodeAggregationWhereInput;
  DocumentationContributedToRelationship: ResolverTypeWrapper<DocumentationContributedToRelationship>;
  DocumentationContributedToUpdateConnectionInput: DocumentationContributedToUpdateConnectionInput;
  DocumentationContributedToUpdateFieldInput: DocumentationContributedToUpdateFieldInput;
  DocumentationCreateInput: DocumentationCreateInput;
  DocumentationDeleteInput: DocumentationDeleteInput;
  DocumentationDisconnectInput: DocumentationDisconnectInput;
  DocumentationEdge: ResolverTypeWrapper<DocumentationEdge>;
  DocumentationNegativeFeedbackConnectFieldInput: DocumentationNegativeFeedbackConnectFieldInput;
  DocumentationNegativeFeedbackConnection: ResolverTypeWrapper<DocumentationNegativeFeedbackConnection>;
  DocumentationNegativeFeedbackConnectionAggregateInput: DocumentationNegativeFeedbackConnectionAggregateInput;
  DocumentationNegativeFeedbackConnectionFilters: DocumentationNegativeFeedbackConnectionFilters;
  DocumentationNegativeFeedbackConnectionSort: DocumentationNegativeFeedbackConnectionSort;
  DocumentationNegativeFeedbackConnectionWhere: DocumentationNegativeFeedbackConnectionWhere;
  DocumentationNegativeFeedbackCreateFieldInput: DocumentationNegativeFeedbackCreateFieldInput;
  DocumentationNegativeFeedbackDeleteFieldInput: DocumentationNegativeFeedbackDeleteFieldInput;
  DocumentationNegativeFeedbackDisconnectFieldInput: DocumentationNegativeFeedbackDisconnectFieldInput;
  DocumentationNegativeFeedbackFieldInput: DocumentationNegativeFeedbackFieldInput;
  DocumentationNegativeFeedbackNodeAggregationWhereInput: DocumentationNegativeFeedbackNodeAggregationWhereInput;
  DocumentationNegativeFeedbackRelationship: ResolverTypeWrapper<DocumentationNegativeFeedbackRelationship>;
  DocumentationNegativeFeedbackUpdateConnectionInput: DocumentationNegativeFeedbackUpdateConnectionInput;
  DocumentationNegativeFeedbackUpdateFieldInput: DocumentationNegativeFeedbackUpdateFieldInput;
  DocumentationPatternContributedToAggregateSelection: ResolverTypeWrapper<DocumentationPatternContributedToAggregateSelection>;
  DocumentationPatternContributedToEdgeAggregateSelection: ResolverTypeWrapper<DocumentationPatternContributedToEdgeAggregateSelection>;
  DocumentationPatternContributedToNodeAggregateSelection: ResolverTypeWrapper<DocumentationPatternContributedToNodeAggregateSelection>;
  DocumentationRelationshipFilters: DocumentationRelationshipFilters;
  DocumentationSort: DocumentationSort;
  DocumentationUpdateInput: DocumentationUpdateInput;
  DocumentationUserFeedbackNegativeFeedbackAggregateSelection: ResolverTypeWrapper<DocumentationUserFeedbackNegativeFeedbackAggregateSelection>;
  DocumentationUserFeedbackNegativeFeedbackEdgeAggregateSelection: ResolverTypeWrapper<DocumentationUserFeedbackNegativeFeedbackEdgeAggregateSelection>;
  DocumentationUserFeedbackNegativeFeedbackNodeAggregateSelection: ResolverTypeWrapper<DocumentationUserFeedbackNegativeFeedbackNodeAggregateSelection>;
  DocumentationWhere: DocumentationWhere;
  DocumentationsConnection: ResolverTypeWrapper<DocumentationsConnection>;
  ExternalDoc: ResolverTypeWrapper<ExternalDoc>;
  ExternalDocAPIReferenceApiReferencesAggregateSelection: ResolverTypeWrapper<ExternalDocApiReferenceApiReferencesAggregateSelection>;
  ExternalDocAPIReferenceApiReferencesNodeAggregateSelection: ResolverTypeWrapper<ExternalDocApiReferenceApiReferencesNodeAggregateSelection>;
  ExternalDocAggregate: ResolverTypeWrapper<ExternalDocAggregate>;
  ExternalDocAggregateNode: ResolverTypeWrapper<ExternalDocAggregateNode>;
  ExternalDocApiReferencesConnectFieldInput: ExternalDocApiReferencesConnectFieldInput;
  ExternalDocApiReferencesConnection: ResolverTypeWrapper<ExternalDocApiReferencesConnection>;
  ExternalDocApiReferencesConnectionAggregateInput: ExternalDocApiReferencesConnectionAggregateInput;
  ExternalDocApiReferencesConnectionFilters: ExternalDocApiReferencesConnectionFilters;
  ExternalDocApiReferencesConnectionSort: ExternalDocApiReferencesConnectionSort;
  ExternalDocApiReferencesConnectionWhere: ExternalDocApiReferencesConnectionWhere;
  ExternalDocApiReferencesCreateFieldInput: ExternalDocApiReferencesCreateFieldInput;
  ExternalDocApiReferencesDeleteFieldInput: ExternalDocApiReferencesDeleteFieldInput;
  ExternalDocApiReferencesDisconnectFieldInput: ExternalDocApiReferencesDisconnectFieldInput;
  ExternalDocApiReferencesFieldInput: ExternalDocApiReferencesFieldInput;
  ExternalDocApiReferencesNodeAggregationWhereInput: ExternalDocApiReferencesNodeAggregationWhereInput;
  ExternalDocApiReferencesRelationship: ResolverTypeWrapper<ExternalDocApiReferencesRelationship>;
  ExternalDocApiReferencesUpdateConnectionInput: ExternalDocApiReferencesUpdateConnectionInput;
  ExternalDocApiReferencesUpdateFieldInput: ExternalDocApiReferencesUpdateFieldInput;
  ExternalDocCodeFileExplainsAggregateSelection: ResolverTypeWrapper<ExternalDocCodeFileExplainsAggregateSelection>;
  ExternalDocCodeFileExplainsNodeAggregateSelection: ResolverTypeWrapper<ExternalDocCodeFileExplainsNodeAggregateSelection>;
  ExternalDocConnectInput: ExternalDocConnectInput;
  ExternalDocConnectWhere: ExternalDocConnectWhere;
  ExternalDocCreateInput: ExternalDocCreateInput;
  ExternalDocDeleteInput: ExternalDocDeleteInput;
  ExternalDocDisconnectInput: ExternalDocDisconnectInput;
  ExternalDocEdge: ResolverTypeWrapper<ExternalDocEdge>;
  ExternalDocExplainsConnectFieldInput: ExternalDocExplainsConnectFieldInput;
  ExternalDocExplainsConnection: ResolverTypeWrapper<ExternalDocExplainsConnection>;
  ExternalDocExplainsConnectionAggregateInput: ExternalDocExplainsConnectionAggregateInput;
  ExternalDocExplainsConnectionFilters: ExternalDocExplainsConnectionFilters;
  ExternalDocExplainsConnectionSort: ExternalDocExplainsConnectionSort;
  ExternalDocExplainsConnectionWhere: ExternalDocExplainsConnectionWhere;
  ExternalDocExplainsCreateFieldInput: ExternalDocExplainsCreateFieldInput;
  ExternalDocExplainsDeleteFieldInput: ExternalDocExplainsDeleteFieldInput;
  ExternalDocExplainsDisconnectFieldInput: ExternalDocExplainsDisconnectFieldInput;
  ExternalDocExplainsFieldInput: ExternalDocExplainsFieldInput;
  ExternalDocExplainsNodeAggregationWhereInput: ExternalDocExplainsNodeAggregationWhereInput;
  ExternalDocExplainsRelationship: ResolverTypeWrapper<ExternalDocExplainsRelationship>;
  ExternalDocExplainsUpdateConnectionInput: ExternalDocExplainsUpdateConnectionInput;
  ExternalDocExplainsUpdateFieldInput: ExternalDocExplainsUpdateFieldInput;
  ExternalDocExternalDocSupersedesAggregateSelection: ResolverTypeWrapper<ExternalDocExternalDocSupersedesAggregateSelection>;
  ExternalDocExternalDocSupersedesNodeAggregateSelection: ResolverTypeWrapper<ExternalDocExternalDocSupersedesNodeAggregateSelection>;
  ExternalDocIndexEdge: ResolverTypeWrapper<ExternalDocIndexEdge>;
  ExternalDocIndexSort: ExternalDocIndexSort;
  ExternalDocIndexWhere: ExternalDocIndexWhere;
  ExternalDocKnowledgeUsageUsagesAggregateSelection: ResolverTypeWrapper<ExternalDocKnowledgeUsageUsagesAggregateSelection>;
  ExternalDocKnowledgeUsageUsagesNodeAggregateSelection: ResolverTypeWrapper<ExternalDocKnowledgeUsageUsagesNodeAggregateSelection>;
  ExternalDocRelationshipFilters: ExternalDocRelationshipFilters;
  ExternalDocSort: ExternalDocSort;
  ExternalDocSourceSourcedFromAggregateSelection: ResolverTypeWrapper<ExternalDocSourceSourcedFromAggregateSelection>;
  ExternalDocSourceSourcedFromNodeAggregateSelection: ResolverTypeWrapper<ExternalDocSourceSourcedFromNodeAggregateSelection>;
  ExternalDocSourcedFromConnectFieldInput: ExternalDocSourcedFromConnectFieldInput;
  ExternalDocSourcedFromConnection: ResolverTypeWrapper<ExternalDocSourcedFromConnection>;
  ExternalDocSourcedFromConnectionAggregateInput: ExternalDocSourcedFromConnectionAggregateInput;
  ExternalDocSourcedFromConnectionFilters: ExternalDocSourcedFromConnectionFilters;
  ExternalDocSourcedFromConnectionSort: ExternalDocSourcedFromConnectionSort;
  ExternalDocSourcedFromConnectionWhere: ExternalDocSourcedFromConnectionWhere;
  ExternalDocSourcedFromCreateFieldInput: ExternalDocSourcedFromCreateFieldInput;
  ExternalDocSourcedFromDeleteFieldInput: ExternalDocSourcedFromDeleteFieldInput;
  ExternalDocSourcedFromDisconnectFieldInput: ExternalDocSourcedFromDisconnectFieldInput;
  ExternalDocSourcedFromFieldInput: ExternalDocSourcedFromFieldInput;
  ExternalDocSourcedFromNodeAggregationWhereInput: ExternalDocSourcedFromNodeAggregationWhereInput;
  ExternalDocSourcedFromRelationship: ResolverTypeWrapper<ExternalDocSourcedFromRelationship>;
  ExternalDocSourcedFromUpdateConnectionInput: ExternalDocSourcedFromUpdateConnectionInput;
  ExternalDocSourcedFromUpdateFieldInput: ExternalDocSourcedFromUpdateFieldInput;
  ExternalDocSupersedesConnectFieldInput: ExternalDocSupersedesConnectFieldInput;
  ExternalDocSupersedesConnection: ResolverTypeWrapper<ExternalDocSupersedesConnection>;
  ExternalDocSupersedesConnectionAggregateInput: ExternalDocSupersedesConnectionAggregateInput;
  ExternalDocSupersedesConnectionFilters: ExternalDocSupersedesConnectionFilters;
  ExternalDocSupersedesConnectionSort: ExternalDocSupersedesConnectionSort;
  ExternalDocSupersedesConnectionWhere: ExternalDocSupersedesConnectionWhere;
  ExternalDocSupersedesCreateFieldInput: ExternalDocSupersedesCreateFieldInput;
  ExternalDocSupersedesDeleteFieldInput: ExternalDocSupersedesDeleteFieldInput;
  ExternalDocSupersedesDisconnectFieldInput: ExternalDocSupersedesDisconnectFieldInput;
  ExternalDocSupersedesFieldInput: ExternalDocSupersedesFieldInput;
  ExternalDocSupersedesNodeAggregationWhereInput: ExternalDocSupersedesNodeAggregationWhereInput;
  ExternalDocSupersedesRelationship: ResolverTypeWrapper<ExternalDocSupersedesRelationship>;
  ExternalDocSupersedesUpdateConnectionInput: ExternalDocSupersedesUpdateConnectionInput;
  ExternalDocSupersedesUpdateFieldInput: ExternalDocSupersedesUpdateFieldInput;
  ExternalDocUpdateInput: ExternalDocUpdateInput;
  ExternalDocUsagesConnectFieldInput: ExternalDocUsagesConnectFieldInput;
  ExternalDocUsagesConnection: ResolverTypeWrapper<ExternalDocUsagesConnection>;
  ExternalDocUsagesConnectionAggregateInput: ExternalDocUsagesConnectionAggregateInput;
  ExternalDocUsagesConnectionFilters: ExternalDocUsagesConnectionFilters;
  ExternalDocUsagesConnectionSort: ExternalDocUsagesConnectionSort;
  ExternalDocUsagesConnectionWhere: ExternalDocUsagesConnectionWhere;
  ExternalDocUsagesCreateFieldInput: ExternalDocUsagesCreateFieldInput;
  ExternalDocUsagesDeleteFieldInput: ExternalDocUsagesDeleteFieldInput;
  ExternalDocUsagesDisconnectFieldInput: ExternalDocUsagesDisconnectFieldInput;
  ExternalDocUsagesFieldInput: ExternalDocUsagesFieldInput;
  ExternalDocUsagesNodeAggregationWhereInput: ExternalDocUsagesNodeAggregationWhereInput;
  ExternalDocUsagesRelationship: ResolverTypeWrapper<ExternalDocUsagesRelationship>;
  ExternalDocUsagesUpdateConnectionInput: ExternalDocUsagesUpdateConnectionInput;
  ExternalDocUsagesUpdateFieldInput: ExternalDocUsagesUpdateFieldInput;
  ExternalDocWhere: ExternalDocWhere;
  ExternalDocsConnection: ResolverTypeWrapper<ExternalDocsConnection>;
  ExternalDocsIndexConnection: ResolverTypeWrapper<ExternalDocsIndexConnection>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FloatAggregateSelection: ResolverTypeWrapper<FloatAggregateSelection>;
  FloatScalarAggregationFilters: FloatScalarAggregationFilters;
  FloatScalarFilters: FloatScalarFilters;
  FloatScalarMutations: FloatScalarMutations;
  FloatWhere: FloatWhere;
  Function: ResolverTypeWrapper<Function>;
  FunctionAPIReferenceUsesApisAggregateSelection: ResolverTypeWrapper<FunctionApiReferenceUsesApisAggregateSelection>;
  FunctionAPIReferenceUsesApisEdgeAggregateSelection: ResolverTypeWrapper<FunctionApiReferenceUsesApisEdgeAggregateSelection>;
  FunctionAPIReferenceUsesApisNodeAggregateSelection: ResolverTypeWrapper<FunctionApiReferenceUsesApisNodeAggregateSelection>;
  FunctionAggregate: ResolverTypeWrapper<FunctionAggregate>;
  FunctionAggregateNode: ResolverTypeWrapper<FunctionAggregateNode>;
  FunctionCalledByConnectFieldInput: FunctionCalledByConnectFieldInput;
  FunctionCalledByConnection: ResolverTypeWrapper<FunctionCalledByConnection>;
  FunctionCalledByConnectionAggregateInput: FunctionCalledByConnectionAggregateInput;
  FunctionCalledByConnectionFilters: FunctionCalledByConnectionFilters;
  FunctionCalledByConnectionSort: FunctionCalledByConnectionSort;
  FunctionCalledByConnectionWhere: FunctionCalledByConnectionWhere;
  FunctionCalledByCreateFieldInput: FunctionCalledByCreateFieldInput;
  FunctionCalledByDeleteFieldInput: FunctionCalledByDeleteFieldInput;
  FunctionCalledByDisconnectFieldInput: FunctionCalledByDisconnectFieldInput;
  FunctionCalledByFieldInput: FunctionCalledByFieldInput;
  FunctionCalledByNodeAggregationWhereInput: FunctionCalledByNodeAggregationWhereInput;
  FunctionCalledByRelationship: ResolverTypeWrapper<FunctionCalledByRelationship>;
  FunctionCalledByUpdateConnectionInput: FunctionCalledByUpdateConnectionInput;
  FunctionCalledByUpdateFieldInput: FunctionCalledByUpdateFieldInput;
  FunctionCallsConnectFieldInput: FunctionCallsConnectFieldInput;
  FunctionCallsConnection: ResolverTypeWrapper<FunctionCallsConnection>;
  FunctionCallsConnectionAggregateInput: FunctionCallsConnectionAggregateInput;
  FunctionCallsConnectionFilters: FunctionCallsConnectionFilters;
  FunctionCallsConnectionSort: FunctionCallsConnectionSort;
  FunctionCallsConnectionWhere: FunctionCallsConnectionWhere;
  FunctionCallsCreateFieldInput: FunctionCallsCreateFieldInput;
  FunctionCallsDeleteFieldInput: FunctionCallsDeleteFieldInput;
  FunctionCallsDisconnectFieldInput: FunctionCallsDisconnectFieldInput;
  FunctionCallsFieldInput: FunctionCallsFieldInput;
  FunctionCallsNodeAggregationWhereInput: FunctionCallsNodeAggregationWhereInput;
  FunctionCallsRelationship: ResolverTypeWrapper<FunctionCallsRelationship>;
  FunctionCallsUpdateConnectionInput: FunctionCallsUpdateConnectionInput;
  FunctionCallsUpdateFieldInput: FunctionCallsUpdateFieldInput;
  FunctionCodeFileFileAggregateSelection: ResolverTypeWrapper<FunctionCodeFileFileAggregateSelection>;
  FunctionCodeFileFileNodeAggregateSelection: ResolverTypeWrapper<FunctionCodeFileFileNodeAggregateSelection>;
  FunctionConnectInput: FunctionConnectInput;
  FunctionConnectWhere: FunctionConnectWhere;
  FunctionCreateInput: FunctionCreateInput;
  FunctionDeleteInput: FunctionDeleteInput;
  FunctionDisconnectInput: FunctionDisconnectInput;
  FunctionEdge: ResolverTypeWrapper<FunctionEdge>;
  FunctionFileConnectFieldInput: FunctionFileConnectFieldInput;
  FunctionFileConnection: ResolverTypeWrapper<FunctionFileConnection>;
  FunctionFileConnectionAggregateInput: FunctionFileConnectionAggregateInput;
  FunctionFileConnectionFilters: FunctionFileConnectionFilters;
  FunctionFileConnectionSort: FunctionFileConnectionSort;
  FunctionFileConnectionWhere: FunctionFileConnectionWhere;
  FunctionFileCreateFieldInput: FunctionFileCreateFieldInput;
  FunctionFileDeleteFieldInput: FunctionFileDeleteFieldInput;
  FunctionFileDisconnectFieldInput: FunctionFileDisconnectFieldInput;
  FunctionFileFieldInput: FunctionFileFieldInput;
  FunctionFileNodeAggregationWhereInput: FunctionFileNodeAggregationWhereInput;
  FunctionFileRelationship: ResolverTypeWrapper<FunctionFileRelationship>;
  FunctionFileUpdateConnectionInput: FunctionFileUpdateConnectionInput;
  FunctionFileUpdateFieldInput: FunctionFileUpdateFieldInput;
  FunctionFunctionCalledByAggregateSelection: ResolverTypeWrapper<FunctionFunctionCalledByAggregateSelection>;
  FunctionFunctionCalledByNodeAggregateSelection: ResolverTypeWrapper<FunctionFunctionCalledByNodeAggregateSelection>;
  FunctionFunctionCallsAggregateSelection: ResolverTypeWrapper<FunctionFunctionCallsAggregateSelection>;
  FunctionFunctionCallsNodeAggregateSelection: ResolverTypeWrapper<FunctionFunctionCallsNodeAggregateSelection>;
  FunctionMemoryReferencedByAggregateSelection: ResolverTypeWrapper<FunctionMemoryReferencedByAggregateSelection>;
  FunctionMemoryReferencedByNodeAggregateSelection: ResolverTypeWrapper<FunctionMemoryReferencedByNodeAggregateSelection>;
  FunctionReferencedByConnectFieldInput: FunctionReferencedByConnectFieldInput;
  FunctionReferencedByConnection: ResolverTypeWrapper<FunctionReferencedByConnection>;
  FunctionReferencedByConnectionAggregateInput: FunctionReferencedByConnectionAggregateInput;
  FunctionReferencedByConnectionFilters: FunctionReferencedByConnectionFilters;
  FunctionReferencedByConnectionSort: FunctionReferencedByConnectionSort;
  FunctionReferencedByConnectionWhere: FunctionReferencedByConnectionWhere;
  FunctionReferencedByCreateFieldInput: FunctionReferencedByCreateFieldInput;
  FunctionReferencedByDeleteFieldInput: FunctionReferencedByDeleteFieldInput;
  FunctionReferencedByDisconnectFieldInput: FunctionReferencedByDisconnectFieldInput;
  FunctionReferencedByFieldInput: FunctionReferencedByFieldInput;
  FunctionReferencedByNodeAggregationWhereInput: FunctionReferencedByNodeAggregationWhereInput;
  FunctionReferencedByRelationship: ResolverTypeWrapper<FunctionReferencedByRelationship>;
  FunctionReferencedByUpdateConnectionInput: FunctionReferencedByUpdateConnectionInput;
  FunctionReferencedByUpdateFieldInput: FunctionReferencedByUpdateFieldInput;
  FunctionRelationshipFilters: FunctionRelationshipFilters;
  FunctionSort: FunctionSort;
  FunctionUpdateInput: FunctionUpdateInput;
  FunctionUsesApisConnectFieldInput: FunctionUsesApisConnectFieldInput;
  FunctionUsesApisConnection: ResolverTypeWrapper<FunctionUsesApisConnection>;
  FunctionUsesApisConnectionAggregateInput: FunctionUsesApisConnectionAggregateInput;
  FunctionUsesApisConnectionFilters: FunctionUsesApisConnectionFilters;
  FunctionUsesApisConnectionSort: FunctionUsesApisConnectionSort;
  FunctionUsesApisConnectionWhere: FunctionUsesApisConnectionWhere;
  FunctionUsesApisCreateFieldInput: FunctionUsesApisCreateFieldInput;
  FunctionUsesApisDeleteFieldInput: FunctionUsesApisDeleteFieldInput;
  FunctionUsesApisDisconnectFieldInput: FunctionUsesApisDisconnectFieldInput;
  FunctionUsesApisFieldInput: FunctionUsesApisFieldInput;
  FunctionUsesApisNodeAggregationWhereInput: FunctionUsesApisNodeAggregationWhereInput;
  FunctionUsesApisRelationship: ResolverTypeWrapper<FunctionUsesApisRelationship>;
  FunctionUsesApisUpdateConnectionInput: FunctionUsesApisUpdateConnectionInput;
  FunctionUsesApisUpdateFieldInput: FunctionUsesApisUpdateFieldInput;
  FunctionWhere: FunctionWhere;
  FunctionsConnection: ResolverTypeWrapper<FunctionsConnection>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IDScalarFilters: IdScalarFilters;
  IDScalarMutations: IdScalarMutations;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IntAggregateSelection: ResolverTypeWrapper<IntAggregateSelection>;
  IntScalarAggregationFilters: IntScalarAggregationFilters;
  IntScalarFilters: IntScalarFilters;
  IntScalarMutations: IntScalarMutations;
  KnowledgeUsage: ResolverTypeWrapper<KnowledgeUsage>;
  KnowledgeUsageAggregate: ResolverTypeWrapper<KnowledgeUsageAggregate>;
  KnowledgeUsageAggregateNode: ResolverTypeWrapper<KnowledgeUsageAggregateNode>;
  KnowledgeUsageConnectInput: KnowledgeUsageConnectInput;
  KnowledgeUsageConnectWhere: KnowledgeUsageConnectWhere;
  KnowledgeUsageCreateInput: KnowledgeUsageCreateInput;
  KnowledgeUsageDeleteInput: KnowledgeUsageDeleteInput;
  KnowledgeUsageDisconnectInput: KnowledgeUsageDisconnectInput;
  KnowledgeUsageDocsConnectFieldInput: KnowledgeUsageDocsConnectFieldInput;
  KnowledgeUsageDocsConnection: ResolverTypeWrapper<KnowledgeUsageDocsConnection>;
  KnowledgeUsageDocsConnectionAggregateInput: KnowledgeUsageDocsConnectionAggregateInput;
  KnowledgeUsageDocsConnectionFilters: KnowledgeUsageDocsConnectionFilters;
  KnowledgeUsageDocsConnectionSort: KnowledgeUsageDocsConnectionSort;
  KnowledgeUsageDocsConnectionWhere: KnowledgeUsageDocsConnectionWhere;
  KnowledgeUsageDocsCreateFieldInput: KnowledgeUsageDocsCreateFieldInput;
  KnowledgeUsageDocsDeleteFieldInput: KnowledgeUsageDocsDeleteFieldInput;
  KnowledgeUsageDocsDisconnectFieldInput: KnowledgeUsageDocsDisconnectFieldInput;
  KnowledgeUsageDocsFieldInput: KnowledgeUsageDocsFieldInput;
  KnowledgeUsageDocsNodeAggregationWhereInput: KnowledgeUsageDocsNodeAggregationWhereInput;
  KnowledgeUsageDocsRelationship: ResolverTypeWrapper<KnowledgeUsageDocsRelationship>;
  KnowledgeUsageDocsUpdateConnectionInput: KnowledgeUsageDocsUpdateConnectionInput;
  KnowledgeUsageDocsUpdateFieldInput: KnowledgeUsageDocsUpdateFieldInput;
  KnowledgeUsageEdge: ResolverTypeWrapper<KnowledgeUsageEdge>;
  KnowledgeUsageExternalDocDocsAggregateSelection: ResolverTypeWrapper<KnowledgeUsageExternalDocDocsAggregateSelection>;
  KnowledgeUsageExternalDocDocsNodeAggregateSelection: ResolverTypeWrapper<KnowledgeUsageExternalDocDocsNodeAggregateSelection>;
  KnowledgeUsageRelationshipFilters: KnowledgeUsageRelationshipFilters;
  KnowledgeUsageSort: KnowledgeUsageSort;
  KnowledgeUsageUpdateInput: KnowledgeUsageUpdateInput;
  KnowledgeUsageWhere: KnowledgeUsageWhere;
  KnowledgeUsagesConnection: ResolverTypeWrapper<KnowledgeUsagesConnection>;
  ListStringMutations: ListStringMutations;
  MemoriesConnection: ResolverTypeWrapper<MemoriesConnection>;
  MemoriesIndexConnection: ResolverTypeWrapper<MemoriesIndexConnection>;
  Memory: ResolverTypeWrapper<Memory>;
  MemoryAgentTypeAgentTypesAggregateSelection: ResolverTypeWrapper<MemoryAgentTypeAgentTypesAggregateSelection>;
  MemoryAgentTypeAgentTypesNodeAggregateSelection: ResolverTypeWrapper<MemoryAgentTypeAgentTypesNodeAggregateSelection>;
  MemoryAgentTypesConnectFieldInput: MemoryAgentTypesConnectFieldInput;
  MemoryAgentTypesConnection: ResolverTypeWrapper<MemoryAgentTypesConnection>;
  MemoryAgentTypesConnectionAggregateInput: MemoryAgentTypesConnectionAggregateInput;
  MemoryAgentTypesConnectionFilters: MemoryAgentTypesConnectionFilters;
  MemoryAgentTypesConnectionSort: MemoryAgentTypesConnectionSort;
  MemoryAgentTypesConnectionWhere: MemoryAgentTypesConnectionWhere;
  MemoryAgentTypesCreateFieldInput: MemoryAgentTypesCreateFieldInput;
  MemoryAgentTypesDeleteFieldInput: MemoryAgentTypesDeleteFieldInput;
  MemoryAgentTypesDisconnectFieldInput: MemoryAgentTypesDisconnectFieldInput;
  MemoryAgentTypesFieldInput: MemoryAgentTypesFieldInput;
  MemoryAgentTypesNodeAggregationWhereInput: MemoryAgentTypesNodeAggregationWhereInput;
  MemoryAgentTypesRelationship: ResolverTypeWrapper<MemoryAgentTypesRelationship>;
  MemoryAgentTypesUpdateConnectionInput: MemoryAgentTypesUpdateConnectionInput;
  MemoryAgentTypesUpdateFieldInput: MemoryAgentTypesUpdateFieldInput;
  MemoryAggregate: ResolverTypeWrapper<MemoryAggregate>;
  MemoryAggregateNode: ResolverTypeWrapper<MemoryAggregateNode>;
  MemoryClassReferencedClassesAggregateSelection: ResolverTypeWrapper<MemoryClassReferencedClassesAggregateSelection>;
  MemoryClassReferencedClassesNodeAggregateSelection: ResolverTypeWrapper<MemoryClassReferencedClassesNodeAggregateSelection>;
  MemoryCodeFileReferencedFilesAggregateSelection: ResolverTypeWrapper<MemoryCodeFileReferencedFilesAggregateSelection>;
  MemoryCodeFileReferencedFilesNodeAggregateSelection: ResolverTypeWrapper<MemoryCodeFileReferencedFilesNodeAggregateSelection>;
  MemoryConnectInput: MemoryConnectInput;
  MemoryConnectWhere: MemoryConnectWhere;
  MemoryContradictsConnectFieldInput: MemoryContradictsConnectFieldInput;
  MemoryContradictsConnection: ResolverTypeWrapper<MemoryContradictsConnection>;
  MemoryContradictsConnectionAggregateInput: MemoryContradictsConnectionAggregateInput;
  MemoryContradictsConnectionFilters: MemoryContradictsConnectionFilters;
  MemoryContradictsConnectionSort: MemoryContradictsConnectionSort;
  MemoryContradictsConnectionWhere: MemoryContradictsConnectionWhere;
  MemoryContradictsCreateFieldInput: MemoryContradictsCreateFieldInput;
  MemoryContradictsDeleteFieldInput: MemoryContradictsDeleteFieldInput;
  MemoryContradictsDisconnectFieldInput: MemoryContradictsDisconnectFieldInput;
  MemoryContradictsFieldInput: MemoryContradictsFieldInput;
  MemoryContradictsNodeAggregationWhereInput: MemoryContradictsNodeAggregationWhereInput;
  MemoryContradictsRelationship: ResolverTypeWrapper<MemoryContradictsRelationship>;
  MemoryContradictsUpdateConnectionInput: MemoryContradictsUpdateConnectionInput;
  MemoryContradictsUpdateFieldInput: MemoryContradictsUpdateFieldInput;
  MemoryCreateInput: MemoryCreateInput;
  MemoryDeleteInput: MemoryDeleteInput;
  MemoryDerivedFromConnectFieldInput: MemoryDerivedFromConnectFieldInput;
  MemoryDerivedFromConnection: ResolverTypeWrapper<MemoryDerivedFromConnection>;
  MemoryDerivedFromConnectionAggregateInput: MemoryDerivedFromConnectionAggregateInput;
  MemoryDerivedFromConnectionFilters: MemoryDerivedFromConnectionFilters;
  MemoryDerivedFromConnectionSort: MemoryDerivedFromConnectionSort;
  MemoryDerivedFromConnectionWhere: MemoryDerivedFromConnectionWhere;
  MemoryDerivedFromCreateFieldInput: MemoryDerivedFromCreateFieldInput;
  MemoryDerivedFromDeleteFieldInput: MemoryDerivedFromDeleteFieldInput;
  MemoryDerivedFromDisconnectFieldInput: MemoryDerivedFromDisconnectFieldInput;
  MemoryDerivedFromFieldInput: MemoryDerivedFromFieldInput;
  MemoryDerivedFromNodeAggregationWhereInput: MemoryDerivedFromNodeAggregationWhereInput;
  MemoryDerivedFromRelationship: ResolverTypeWrapper<MemoryDerivedFromRelationship>;
  MemoryDerivedFromUpdateConnectionInput: MemoryDerivedFromUpdateConnectionInput;
  MemoryDerivedFromUpdateFieldInput: MemoryDerivedFromUpdateFieldInput;
  MemoryDisconnectInput: MemoryDisconnectInput;
  MemoryEdge: ResolverTypeWrapper<MemoryEdge>;
  MemoryFunctionReferencedFunctionsAggregateSelection: ResolverTypeWrapper<MemoryFunctionReferencedFunctionsAggregateSelection>;
  MemoryFunctionReferencedFunctionsNodeAggregateSelection: ResolverTypeWrapper<MemoryFunctionReferencedFunctionsNodeAggregateSelection>;
  MemoryHit: ResolverTypeWrapper<MemoryHitParent>;
  MemoryIndexEdge: ResolverTypeWrapper<MemoryIndexEdge>;
  MemoryIndexSort: MemoryIndexSort;
  MemoryIndexWhere: MemoryIndexWhere;
  MemoryMemoryContradictsAggregateSelection: ResolverTypeWrapper<MemoryMemoryContradictsAggregateSelection>;
  MemoryMemoryContradictsNodeAggregateSelection: ResolverTypeWrapper<MemoryMemoryContradictsNodeAggregateSelection>;
  MemoryMemoryDerivedFromAggregateSelection: ResolverTypeWrapper<MemoryMemoryDerivedFromAggregateSelection>;
  MemoryMemoryDerivedFromNodeAggregateSelection: ResolverTypeWrapper<MemoryMemoryDerivedFromNodeAggregateSelection>;
  MemoryMemoryRelatesToAggregateSelection: ResolverTypeWrapper<MemoryMemoryRelatesToAggregateSelection>;
  MemoryMemoryRelatesToNodeAggregateSelection: ResolverTypeWrapper<MemoryMemoryRelatesToNodeAggregateSelection>;
  MemoryMemoryRevisionRevisionsAggregateSelection: ResolverTypeWrapper<MemoryMemoryRevisionRevisionsAggregateSelection>;
  MemoryMemoryRevisionRevisionsNodeAggregateSelection: ResolverTypeWrapper<MemoryMemoryRevisionRevisionsNodeAggregateSelection>;
  MemoryProjectProjectsAggregateSelection: ResolverTypeWrapper<MemoryProjectProjectsAggregateSelection>;
  MemoryProjectProjectsNodeAggregateSelection: ResolverTypeWrapper<MemoryProjectProjectsNodeAggregateSelection>;
  MemoryProjectsConnection: ResolverTypeWrapper<MemoryProjectsConnection>;
  MemoryProjectsConnectionAggregateInput: MemoryProjectsConnectionAggregateInput;
  MemoryProjectsConnectionFilters: MemoryProjectsConnectionFilters;
  MemoryProjectsConnectionSort: MemoryProjectsConnectionSort;
  MemoryProjectsConnectionWhere: MemoryProjectsConnectionWhere;
  MemoryProjectsNodeAggregationWhereInput: MemoryProjectsNodeAggregationWhereInput;
  MemoryProjectsRelationship: ResolverTypeWrapper<MemoryProjectsRelationship>;
  MemoryReferencedClassesConnectFieldInput: MemoryReferencedClassesConnectFieldInput;
  MemoryReferencedClassesConnection: ResolverTypeWrapper<MemoryReferencedClassesConnection>;
  MemoryReferencedClassesConnectionAggregateInput: MemoryReferencedClassesConnectionAggregateInput;
  MemoryReferencedClassesConnectionFilters: MemoryReferencedClassesConnectionFilters;
  MemoryReferencedClassesConnectionSort: MemoryReferencedClassesConnectionSort;
  MemoryReferencedClassesConnectionWhere: MemoryReferencedClassesConnectionWhere;
  MemoryReferencedClassesCreateFieldInput: MemoryReferencedClassesCreateFieldInput;
  MemoryReferencedClassesDeleteFieldInput: MemoryReferencedClassesDeleteFieldInput;
  MemoryReferencedClassesDisconnectFieldInput: MemoryReferencedClassesDisconnectFieldInput;
  MemoryReferencedClassesFieldInput: MemoryReferencedClassesFieldInput;
  MemoryReferencedClassesNodeAggregationWhereInput: MemoryReferencedClassesNodeAggregationWhereInput;
  MemoryReferencedClassesRelationship: ResolverTypeWrapper<MemoryReferencedClassesRelationship>;
  MemoryReferencedClassesUpdateConnectionInput: MemoryReferencedClassesUpdateConnectionInput;
  MemoryReferencedClassesUpdateFieldInput: MemoryReferencedClassesUpdateFieldInput;
  MemoryReferencedFilesConnectFieldInput: MemoryReferencedFilesConnectFieldInput;
  MemoryReferencedFilesConnection: ResolverTypeWrapper<MemoryReferencedFilesConnection>;
  MemoryReferencedFilesConnectionAggregateInput: MemoryReferencedFilesConnectionAggregateInput;
  MemoryReferencedFilesConnectionFilters: MemoryReferencedFilesConnectionFilters;
  MemoryReferencedFilesConnectionSort: MemoryReferencedFilesConnectionSort;
  MemoryReferencedFilesConnectionWhere: MemoryReferencedFilesConnectionWhere;
  MemoryReferencedFilesCreateFieldInput: MemoryReferencedFilesCreateFieldInput;
  MemoryReferencedFilesDeleteFieldInput: MemoryReferencedFilesDeleteFieldInput;
  MemoryReferencedFilesDisconnectFieldInput: MemoryReferencedFilesDisconnectFieldInput;
  MemoryReferencedFilesFieldInput: MemoryReferencedFilesFieldInput;
  MemoryReferencedFilesNodeAggregationWhereInput: MemoryReferencedFilesNodeAggregationWhereInput;
  MemoryReferencedFilesRelationship: ResolverTypeWrapper<MemoryReferencedFilesRelationship>;
  MemoryReferencedFilesUpdateConnectionInput: MemoryReferencedFilesUpdateConnectionInput;
  MemoryReferencedFilesUpdateFieldInput: MemoryReferencedFilesUpdateFieldInput;
  MemoryReferencedFunctionsConnectFieldInput: MemoryReferencedFunctionsConnectFieldInput;
  MemoryReferencedFunctionsConnection: ResolverTypeWrapper<MemoryReferencedFunctionsConnection>;
  MemoryReferencedFunctionsConnectionAggregateInput: MemoryReferencedFunctionsConnectionAggregateInput;
  MemoryReferencedFunctionsConnectionFilters: MemoryReferencedFunctionsConnectionFilters;
  MemoryReferencedFunctionsConnectionSort: MemoryReferencedFunctionsConnectionSort;
  MemoryReferencedFunctionsConnectionWhere: MemoryReferencedFunctionsConnectionWhere;
  MemoryReferencedFunctionsCreateFieldInput: MemoryReferencedFunctionsCreateFieldInput;
  MemoryReferencedFunctionsDeleteFieldInput: MemoryReferencedFunctionsDeleteFieldInput;
  MemoryReferencedFunctionsDisconnectFieldInput: MemoryReferencedFunctionsDisconnectFieldInput;
  MemoryReferencedFunctionsFieldInput: MemoryReferencedFunctionsFieldInput;
  MemoryReferencedFunctionsNodeAggregationWhereInput: MemoryReferencedFunctionsNodeAggregationWhereInput;
  MemoryReferencedFunctionsRelationship: ResolverTypeWrapper<MemoryReferencedFunctionsRelationship>;
  MemoryReferencedFunctionsUpdateConnectionInput: MemoryReferencedFunctionsUpdateConnectionInput;
  MemoryReferencedFunctionsUpdateFieldInput: MemoryReferencedFunctionsUpdateFieldInput;
  MemoryRelatesToConnectFieldInput: MemoryRelatesToConnectFieldInput;
  MemoryRelatesToConnection: ResolverTypeWrapper<MemoryRelatesToConnection>;
  MemoryRelatesToConnectionAggregateInput: MemoryRelatesToConnectionAggregateInput;
  MemoryRelatesToConnectionFilters: MemoryRelatesToConnectionFilters;
  MemoryRelatesToConnectionSort: MemoryRelatesToConnectionSort;
  MemoryRelatesToConnectionWhere: MemoryRelatesToConnectionWhere;
  MemoryRelatesToCreateFieldInput: MemoryRelatesToCreateFieldInput;
  MemoryRelatesToDeleteFieldInput: MemoryRelatesToDeleteFieldInput;
  MemoryRelatesToDisconnectFieldInput: MemoryRelatesToDisconnectFieldInput;
  MemoryRelatesToFieldInput: MemoryRelatesToFieldInput;
  MemoryRelatesToNodeAggregationWhereInput: MemoryRelatesToNodeAggregationWhereInput;
  MemoryRelatesToRelationship: ResolverTypeWrapper<MemoryRelatesToRelationship>;
  MemoryRelatesToUpdateConnectionInput: MemoryRelatesToUpdateConnectionInput;
  MemoryRelatesToUpdateFieldInput: MemoryRelatesToUpdateFieldInput;
  MemoryRelationshipFilters: MemoryRelationshipFilters;
  MemoryRevision: ResolverTypeWrapper<MemoryRevision>;
  MemoryRevisionAggregate: ResolverTypeWrapper<MemoryRevisionAggregate>;
  MemoryRevisionAggregateNode: ResolverTypeWrapper<MemoryRevisionAggregateNode>;
  MemoryRevisionConnectInput: MemoryRevisionConnectInput;
  MemoryRevisionConnectWhere: MemoryRevisionConnectWhere;
  MemoryRevisionCreateInput: MemoryRevisionCreateInput;
  MemoryRevisionDeleteInput: MemoryRevisionDeleteInput;
  MemoryRevisionDisconnectInput: MemoryRevisionDisconnectInput;
  MemoryRevisionEdge: ResolverTypeWrapper<MemoryRevisionEdge>;
  MemoryRevisionMemoryConnectFieldInput: MemoryRevisionMemoryConnectFieldInput;
  MemoryRevisionMemoryConnection: ResolverTypeWrapper<MemoryRevisionMemoryConnection>;
  MemoryRevisionMemoryConnectionAggregateInput: MemoryRevisionMemoryConnectionAggregateInput;
  MemoryRevisionMemoryConnectionFilters: MemoryRevisionMemoryConnectionFilters;
  MemoryRevisionMemoryConnectionSort: MemoryRevisionMemoryConnectionSort;
  MemoryRevisionMemoryConnectionWhere: MemoryRevisionMemoryConnectionWhere;
  MemoryRevisionMemoryCreateFieldInput: MemoryRevisionMemoryCreateFieldInput;
  MemoryRevisionMemoryDeleteFieldInput: MemoryRevisionMemoryDeleteFieldInput;
  MemoryRevisionMemoryDisconnectFieldInput: MemoryRevisionMemoryDisconnectFieldInput;
  MemoryRevisionMemoryFieldInput: MemoryRevisionMemoryFieldInput;
  MemoryRevisionMemoryMemoryAggregateSelection: ResolverTypeWrapper<MemoryRevisionMemoryMemoryAggregateSelection>;
  MemoryRevisionMemoryMemoryNodeAggregateSelection: ResolverTypeWrapper<MemoryRevisionMemoryMemoryNodeAggregateSelection>;
  MemoryRevisionMemoryNodeAggregationWhereInput: MemoryRevisionMemoryNodeAggregationWhereInput;
  MemoryRevisionMemoryRelationship: ResolverTypeWrapper<MemoryRevisionMemoryRelationship>;
  MemoryRevisionMemoryUpdateConnectionInput: MemoryRevisionMemoryUpdateConnectionInput;
  MemoryRevisionMemoryUpdateFieldInput: MemoryRevisionMemoryUpdateFieldInput;
  MemoryRevisionRelationshipFilters: MemoryRevisionRelationshipFilters;
  MemoryRevisionSort: MemoryRevisionSort;
  MemoryRevisionUpdateInput: MemoryRevisionUpdateInput;
  MemoryRevisionWhere: MemoryRevisionWhere;
  MemoryRevisionsConnectFieldInput: MemoryRevisionsConnectFieldInput;
  MemoryRevisionsConnection: ResolverTypeWrapper<MemoryRevisionsConnection>;
  MemoryRevisionsConnectionAggregateInput: MemoryRevisionsConnectionAggregateInput;
  MemoryRevisionsConnectionFilters: MemoryRevisionsConnectionFilters;
  MemoryRevisionsConnectionSort: MemoryRevisionsConnectionSort;
  MemoryRevisionsConnectionWhere: MemoryRevisionsConnectionWhere;
  MemoryRevisionsCreateFieldInput: MemoryRevisionsCreateFieldInput;
  MemoryRevisionsDeleteFieldInput: MemoryRevisionsDeleteFieldInput;
  MemoryRevisionsDisconnectFieldInput: MemoryRevisionsDisconnectFieldInput;
  MemoryRevisionsFieldInput: MemoryRevisionsFieldInput;
  MemoryRevisionsNodeAggregationWhereInput: MemoryRevisionsNodeAggregationWhereInput;
  MemoryRevisionsRelationship: ResolverTypeWrapper<MemoryRevisionsRelationship>;
  MemoryRevisionsUpdateConnectionInput: MemoryRevisionsUpdateConnectionInput;
  MemoryRevisionsUpdateFieldInput: MemoryRevisionsUpdateFieldInput;
  MemoryScope: MemoryScope;
  MemorySort: MemorySort;
  MemoryType: MemoryType;
  MemoryTypeEnumScalarFilters: MemoryTypeEnumScalarFilters;
  MemoryTypeEnumScalarMutations: MemoryTypeEnumScalarMutations;
  MemoryUpdateInput: MemoryUpdateInput;
  MemoryWhere: MemoryWhere;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NegativeFeedback: ResolverTypeWrapper<NegativeFeedback>;
  NegativeFeedbackAggregationWhereInput: NegativeFeedbackAggregationWhereInput;
  NegativeFeedbackCreateInput: NegativeFeedbackCreateInput;
  NegativeFeedbackSort: NegativeFeedbackSort;
  NegativeFeedbackUpdateInput: NegativeFeedbackUpdateInput;
  NegativeFeedbackWhere: NegativeFeedbackWhere;
  Neo4jMode: Neo4jMode;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Pattern: ResolverTypeWrapper<Pattern>;
  PatternAggregate: ResolverTypeWrapper<PatternAggregate>;
  PatternAggregateNode: ResolverTypeWrapper<PatternAggregateNode>;
  PatternConnectInput: PatternConnectInput;
  PatternConnectWhere: PatternConnectWhere;
  PatternCreateInput: PatternCreateInput;
  PatternDeleteInput: PatternDeleteInput;
  PatternDisconnectInput: PatternDisconnectInput;
  PatternDocsConnectFieldInput: PatternDocsConnectFieldInput;
  PatternDocsConnection: ResolverTypeWrapper<PatternDocsConnection>;
  PatternDocsConnectionAggregateInput: PatternDocsConnectionAggregateInput;
  PatternDocsConnectionFilters: PatternDocsConnectionFilters;
  PatternDocsConnectionSort: PatternDocsConnectionSort;
  PatternDocsConnectionWhere: PatternDocsConnectionWhere;
  PatternDocsCreateFieldInput: PatternDocsCreateFieldInput;
  PatternDocsDeleteFieldInput: PatternDocsDeleteFieldInput;
  PatternDocsDisconnectFieldInput: PatternDocsDisconnectFieldInput;
  PatternDocsFieldInput: PatternDocsFieldInput;
  PatternDocsNodeAggregationWhereInput: PatternDocsNodeAggregationWhereInput;
  PatternDocsRelationship: ResolverTypeWrapper<PatternDocsRelationship>;
  PatternDocsUpdateConnectionInput: PatternDocsUpdateConnectionInput;
  PatternDocsUpdateFieldInput: PatternDocsUpdateFieldInput;
  PatternDocumentationDocsAggregateSelection: ResolverTypeWrapper<PatternDocumentationDocsAggregateSelection>;
  PatternDocumentationDocsEdgeAggregateSelection: ResolverTypeWrapper<PatternDocumentationDocsEdgeAggregateSelection>;
  PatternDocumentationDocsNodeAggregateSelection: ResolverTypeWrapper<PatternDocumentationDocsNodeAggregateSelection>;
  PatternEdge: ResolverTypeWrapper<PatternEdge>;
  PatternFeedbackConnectFieldInput: PatternFeedbackConnectFieldInput;
  PatternFeedbackConnection: ResolverTypeWrapper<PatternFeedbackConnection>;
  PatternFeedbackConnectionAggregateInput: PatternFeedbackConnectionAggregateInput;
  PatternFeedbackConnectionFilters: PatternFeedbackConnectionFilters;
  PatternFeedbackConnectionSort: PatternFeedbackConnectionSort;
  PatternFeedbackConnectionWhere: PatternFeedbackConnectionWhere;
  PatternFeedbackCreateFieldInput: PatternFeedbackCreateFieldInput;
  PatternFeedbackDeleteFieldInput: PatternFeedbackDeleteFieldInput;
  PatternFeedbackDisconnectFieldInput: PatternFeedbackDisconnectFieldInput;
  PatternFeedbackFieldInput: PatternFeedbackFieldInput;
  PatternFeedbackNodeAggregationWhereInput: PatternFeedbackNodeAggregationWhereInput;
  PatternFeedbackRelationship: ResolverTypeWrapper<PatternFeedbackRelationship>;
  PatternFeedbackUpdateConnectionInput: PatternFeedbackUpdateConnectionInput;
  PatternFeedbackUpdateFieldInput: PatternFeedbackUpdateFieldInput;
  PatternRelationshipFilters: PatternRelationshipFilters;
  PatternSort: PatternSort;
  PatternUpdateInput: PatternUpdateInput;
  PatternUserFeedbackFeedbackAggregateSelection: ResolverTypeWrapper<PatternUserFeedbackFeedbackAggregateSelection>;
  PatternUserFeedbackFeedbackNodeAggregateSelection: ResolverTypeWrapper<PatternUserFeedbackFeedbackNodeAggregateSelection>;
  PatternWhere: PatternWhere;
  PatternsConnection: ResolverTypeWrapper<PatternsConnection>;
  Project: ResolverTypeWrapper<Project>;
  ProjectAgentTypeAgentTypesAggregateSelection: ResolverTypeWrapper<ProjectAgentTypeAgentTypesAggregateSelection>;
  ProjectAgentTypeAgentTypesNodeAggregateSelection: ResolverTypeWrapper<ProjectAgentTypeAgentTypesNodeAggregateSelection>;
  ProjectAgentTypesConnectFieldInput: ProjectAgentTypesConnectFieldInput;
  ProjectAgentTypesConnection: ResolverTypeWrapper<ProjectAgentTypesConnection>;
  ProjectAgentTypesConnectionAggregateInput: ProjectAgentTypesConnectionAggregateInput;
  ProjectAgentTypesConnectionFilters: ProjectAgentTypesConnectionFilters;
  ProjectAgentTypesConnectionSort: ProjectAgentTypesConnectionSort;
  ProjectAgentTypesConnectionWhere: ProjectAgentTypesConnectionWhere;
  ProjectAgentTypesCreateFieldInput: ProjectAgentTypesCreateFieldInput;
  ProjectAgentTypesDeleteFieldInput: ProjectAgentTypesDeleteFieldInput;
  ProjectAgentTypesDisconnectFieldInput: ProjectAgentTypesDisconnectFieldInput;
  ProjectAgentTypesFieldInput: ProjectAgentTypesFieldInput;
  ProjectAgentTypesNodeAggregationWhereInput: ProjectAgentTypesNodeAggregationWhereInput;
  ProjectAgentTypesRelationship: ResolverTypeWrapper<ProjectAgentTypesRelationship>;
  ProjectAgentTypesUpdateConnectionInput: ProjectAgentTypesUpdateConnectionInput;
  ProjectAgentTypesUpdateFieldInput: ProjectAgentTypesUpdateFieldInput;
  ProjectAggregate: ResolverTypeWrapper<ProjectAggregate>;
  ProjectAggregateNode: ResolverTypeWrapper<ProjectAggregateNode>;
  ProjectConnectInput: ProjectConnectInput;
  ProjectConnectWhere: ProjectConnectWhere;
  ProjectCreateInput: ProjectCreateInput;
  ProjectDeleteInput: ProjectDeleteInput;
  ProjectDisconnectInput: ProjectDisconnectInput;
  ProjectEdge: ResolverTypeWrapper<ProjectEdge>;
  ProjectMemoriesConnection: ResolverTypeWrapper<ProjectMemoriesConnection>;
  ProjectMemoriesConnectionAggregateInput: ProjectMemoriesConnectionAggregateInput;
  ProjectMemoriesConnectionFilters: ProjectMemoriesConnectionFilters;
  ProjectMemoriesConnectionSort: ProjectMemoriesConnectionSort;
  ProjectMemoriesConnectionWhere: ProjectMemoriesConnectionWhere;
  ProjectMemoriesNodeAggregationWhereInput: ProjectMemoriesNodeAggregationWhereInput;
  ProjectMemoriesRelationship: ResolverTypeWrapper<ProjectMemoriesRelationship>;
  ProjectMemoryMemoriesAggregateSelection: ResolverTypeWrapper<ProjectMemoryMemoriesAggregateSelection>;
  ProjectMemoryMemoriesNodeAggregateSelection: ResolverTypeWrapper<ProjectMemoryMemoriesNodeAggregateSelection>;
  ProjectRelationshipFilters: ProjectRelationshipFilters;
  ProjectSort: ProjectSort;
  ProjectUpdateInput: ProjectUpdateInput;
  ProjectWhere: ProjectWhere;
  ProjectsConnection: ResolverTypeWrapper<ProjectsConnection>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RelatedMemory: ResolverTypeWrapper<RelatedMemoryParent>;
  RememberInput: RememberInput;
  ReplacedBy: ResolverTypeWrapper<ReplacedBy>;
  ReplacedByAggregationWhereInput: ReplacedByAggregationWhereInput;
  ReplacedByCreateInput: ReplacedByCreateInput;
  ReplacedBySort: ReplacedBySort;
  ReplacedByUpdateInput: ReplacedByUpdateInput;
  ReplacedByWhere: ReplacedByWhere;
  ScoreBreakdown: ResolverTypeWrapper<ScoreBreakdown>;
  ScoreWeights: ResolverTypeWrapper<ScoreWeights>;
  ServerInfo: ResolverTypeWrapper<ServerInfo>;
  SortDirection: SortDirection;
  Source: ResolverTypeWrapper<Source>;
  SourceAggregate: ResolverTypeWrapper<SourceAggregate>;
  SourceAggregateNode: ResolverTypeWrapper<SourceAggregateNode>;
  SourceConnectWhere: SourceConnectWhere;
  SourceCreateInput: SourceCreateInput;
  SourceEdge: ResolverTypeWrapper<SourceEdge>;
  SourceRelationshipFilters: SourceRelationshipFilters;
  SourceSort: SourceSort;
  SourceUpdateInput: SourceUpdateInput;
  SourceWhere: SourceWhere;
  SourcesConnection: ResolverTypeWrapper<SourcesConnection>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  StringAggregateSelection: ResolverTypeWrapper<StringAggregateSelection>;
  StringListFilters: StringListFilters;
  StringScalarAggregationFilters: StringScalarAggregationFilters;
  StringScalarFilters: StringScalarFilters;
  StringScalarMutations: StringScalarMutations;
  TavilyCache: ResolverTypeWrapper<TavilyCache>;
  TavilyCacheAggregate: ResolverTypeWrapper<TavilyCacheAggregate>;
  TavilyCacheAggregateNode: ResolverTypeWrapper<TavilyCacheAggregateNode>;
  TavilyCacheEdge: ResolverTypeWrapper<TavilyCacheEdge>;
  TavilyCacheSort: TavilyCacheSort;
  TavilyCacheWhere: TavilyCacheWhere;
  TavilyCachesConnection: ResolverTypeWrapper<TavilyCachesConnection>;
  UpdateAgentTypesMutationResponse: ResolverTypeWrapper<UpdateAgentTypesMutationResponse>;
  UpdateApiReferencesMutationResponse: ResolverTypeWrapper<UpdateApiReferencesMutationResponse>;
  UpdateBestPracticesMutationResponse: ResolverTypeWrapper<UpdateBestPracticesMutationResponse>;
  UpdateClassesMutationResponse: ResolverTypeWrapper<UpdateClassesMutationResponse>;
  UpdateCodeExamplesMutationResponse: ResolverTypeWrapper<UpdateCodeExamplesMutationResponse>;
  UpdateCodeFilesMutationResponse: ResolverTypeWrapper<UpdateCodeFilesMutationResponse>;
  UpdateDocumentationsMutationResponse: ResolverTypeWrapper<UpdateDocumentationsMutationResponse>;
  UpdateExternalDocsMutationResponse: ResolverTypeWrapper<UpdateExternalDocsMutationResponse>;
  UpdateFunctionsMutationResponse: ResolverTypeWrapper<UpdateFunctionsMutationResponse>;
  UpdateInfo: ResolverTypeWrapper<UpdateInfo>;
  UpdateKnowledgeUsagesMutationResponse: ResolverTypeWrapper<UpdateKnowledgeUsagesMutationResponse>;
  UpdateMemoriesMutationResponse: ResolverTypeWrapper<UpdateMemoriesMutationResponse>;
  UpdatePatternsMutationResponse: ResolverTypeWrapper<UpdatePatternsMutationResponse>;
  UpdateProjectsMutationResponse: ResolverTypeWrapper<UpdateProjectsMutationResponse>;
  UpdateSourcesMutationResponse: ResolverTypeWrapper<UpdateSourcesMutationResponse>;
  UpdateUserFeedbacksMutationResponse: ResolverTypeWrapper<UpdateUserFeedbacksMutationResponse>;
  UsageOutcome: UsageOutcome;
  UsageOutcomeEnumScalarFilters: UsageOutcomeEnumScalarFilters;
  UsageOutcomeEnumScalarMutations: UsageOutcomeEnumScalarMutations;
  UsedIn: ResolverTypeWrapper<UsedIn>;
  UsedInAggregationWhereInput: UsedInAggregationWhereInput;
  UsedInCreateInput: UsedInCreateInput;
  UsedInSort: UsedInSort;
  UsedInUpdateInput: UsedInUpdateInput;
  UsedInWhere: UsedInWhere;
  UserFeedback: ResolverTypeWrapper<UserFeedback>;
  UserFeedbackAggregate: ResolverTypeWrapper<UserFeedbackAggregate>;
  UserFeedbackAggregateNode: ResolverTypeWrapper<UserFeedbackAggregateNode>;
  UserFeedbackConnectInput: UserFeedbackConnectInput;
  UserFeedbackConnectWhere: UserFeedbackConnectWhere;
  UserFeedbackCreateInput: UserFeedbackCreateInput;
  UserFeedbackDeleteInput: UserFeedbackDeleteInput;
  UserFeedbackDisconnectInput: UserFeedbackDisconnectInput;
  UserFeedbackDocumentationUnhelpfulDocsAggregateSelection: ResolverTypeWrapper<UserFeedbackDocumentationUnhelpfulDocsAggregateSelection>;
  UserFeedbackDocumentationUnhelpfulDocsEdgeAggregateSelection: ResolverTypeWrapper<UserFeedbackDocumentationUnhelpfulDocsEdgeAggregateSelection>;
  UserFeedbackDocumentationUnhelpfulDocsNodeAggregateSelection: ResolverTypeWrapper<UserFeedbackDocumentationUnhelpfulDocsNodeAggregateSelection>;
  UserFeedbackEdge: ResolverTypeWrapper<UserFeedbackEdge>;
  UserFeedbackPatternConnectFieldInput: UserFeedbackPatternConnectFieldInput;
  UserFeedbackPatternConnection: ResolverTypeWrapper<UserFeedbackPatternConnection>;
  UserFeedbackPatternConnectionAggregateInput: UserFeedbackPatternConnectionAggregateInput;
  UserFeedbackPatternConnectionFilters: UserFeedbackPatternConnectionFilters;
  UserFeedbackPatternConnectionSort: UserFeedbackPatternConnectionSort;
  UserFeedbackPatternConnectionWhere: UserFeedbackPatternConnectionWhere;
  UserFeedbackPatternCreateFieldInput: UserFeedbackPatternCreateFieldInput;
  UserFeedbackPatternDeleteFieldInput: UserFeedbackPatternDeleteFieldInput;
  UserFeedbackPatternDisconnectFieldInput: UserFeedbackPatternDisconnectFieldInput;
  UserFeedbackPatternFieldInput: UserFeedbackPatternFieldInput;
  UserFeedbackPatternNodeAggregationWhereInput: UserFeedbackPatternNodeAggregationWhereInput;
  UserFeedbackPatternPatternAggregateSelection: ResolverTypeWrapper<UserFeedbackPatternPatternAggregateSelection>;
  UserFeedbackPatternPatternNodeAggregateSelection: ResolverTypeWrapper<UserFeedbackPatternPatternNodeAggregateSelection>;
  UserFeedbackPatternRelationship: ResolverTypeWrapper<UserFeedbackPatternRelationship>;
  UserFeedbackPatternUpdateConnectionInput: UserFeedbackPatternUpdateConnectionInput;
  UserFeedbackPatternUpdateFieldInput: UserFeedbackPatternUpdateFieldInput;
  UserFeedbackRelationshipFilters: UserFeedbackRelationshipFilters;
  UserFeedbackRetryOfConnectFieldInput: UserFeedbackRetryOfConnectFieldInput;
  UserFeedbackRetryOfConnection: ResolverTypeWrapper<UserFeedbackRetryOfConnection>;
  UserFeedbackRetryOfConnectionAggregateInput: UserFeedbackRetryOfConnectionAggregateInput;
  UserFeedbackRetryOfConnectionFilters: UserFeedbackRetryOfConnectionFilters;
  UserFeedbackRetryOfConnectionSort: UserFeedbackRetryOfConnectionSort;
  UserFeedbackRetryOfConnectionWhere: UserFeedbackRetryOfConnectionWhere;
  UserFeedbackRetryOfCreateFieldInput: UserFeedbackRetryOfCreateFieldInput;
  UserFeedbackRetryOfDeleteFieldInput: UserFeedbackRetryOfDeleteFieldInput;
  UserFeedbackRetryOfDisconnectFieldInput: UserFeedbackRetryOfDisconnectFieldInput;
  UserFeedbackRetryOfFieldInput: UserFeedbackRetryOfFieldInput;
  UserFeedbackRetryOfNodeAggregationWhereInput: UserFeedbackRetryOfNodeAggregationWhereInput;
  UserFeedbackRetryOfRelationship: ResolverTypeWrapper<UserFeedbackRetryOfRelationship>;
  UserFeedbackRetryOfUpdateConnectionInput: UserFeedbackRetryOfUpdateConnectionInput;
  UserFeedbackRetryOfUpdateFieldInput: UserFeedbackRetryOfUpdateFieldInput;
  UserFeedbackSort: UserFeedbackSort;
  UserFeedbackTriggeredRetriesConnectFieldInput: UserFeedbackTriggeredRetriesConnectFieldInput;
  UserFeedbackTriggeredRetriesConnection: ResolverTypeWrapper<UserFeedbackTriggeredRetriesConnection>;
  UserFeedbackTriggeredRetriesConnectionAggregateInput: UserFeedbackTriggeredRetriesConnectionAggregateInput;
  UserFeedbackTriggeredRetriesConnectionFilters: UserFeedbackTriggeredRetriesConnectionFilters;
  UserFeedbackTriggeredRetriesConnectionSort: UserFeedbackTriggeredRetriesConnectionSort;
  UserFeedbackTriggeredRetriesConnectionWhere: UserFeedbackTriggeredRetriesConnectionWhere;
  UserFeedbackTriggeredRetriesCreateFieldInput: UserFeedbackTriggeredRetriesCreateFieldInput;
  UserFeedbackTriggeredRetriesDeleteFieldInput: UserFeedbackTriggeredRetriesDeleteFieldInput;
  UserFeedbackTriggeredRetriesDisconnectFieldInput: UserFeedbackTriggeredRetriesDisconnectFieldInput;
  UserFeedbackTriggeredRetriesFieldInput: UserFeedbackTriggeredRetriesFieldInput;
  UserFeedbackTriggeredRetriesNodeAggregationWhereInput: UserFeedbackTriggeredRetriesNodeAggregationWhereInput;
  UserFeedbackTriggeredRetriesRelationship: ResolverTypeWrapper<UserFeedbackTriggeredRetriesRelationship>;
  UserFeedbackTriggeredRetriesUpdateConnectionInput: UserFeedbackTriggeredRetriesUpdateConnectionInput;
  UserFeedbackTriggeredRetriesUpdateFieldInput: UserFeedbackTriggeredRetriesUpdateFieldInput;
  UserFeedbackUnhelpfulDocsConnectFieldInput: UserFeedbackUnhelpfulDocsConnectFieldInput;
  UserFeedbackUnhelpfulDocsConnection: ResolverTypeWrapper<UserFeedbackUnhelpfulDocsConnection>;
  UserFeedbackUnhelpfulDocsConnectionAggregateInput: UserFeedbackUnhelpfulDocsConnectionAggregateInput;
  UserFeedbackUnhelpfulDocsConnectionFilters: UserFeedbackUnhelpfulDocsConnectionFilters;
  UserFeedbackUnhelpfulDocsConnectionSort: UserFeedbackUnhelpfulDocsConnectionSort;
  UserFeedbackUnhelpfulDocsConnectionWhere: UserFeedbackUnhelpfulDocsConnectionWhere;
  UserFeedbackUnhelpfulDocsCreateFieldInput: UserFeedbackUnhelpfulDocsCreateFieldInput;
  UserFeedbackUnhelpfulDocsDeleteFieldInput: UserFeedbackUnhelpfulDocsDeleteFieldInput;
  UserFeedbackUnhelpfulDocsDisconnectFieldInput: UserFeedbackUnhelpfulDocsDisconnectFieldInput;
  UserFeedbackUnhelpfulDocsFieldInput: UserFeedbackUnhelpfulDocsFieldInput;
  UserFeedbackUnhelpfulDocsNodeAggregationWhereInput: UserFeedbackUnhelpfulDocsNodeAggregationWhereInput;
  UserFeedbackUnhelpfulDocsRelationship: ResolverTypeWrapper<UserFeedbackUnhelpfulDocsRelationship>;
  UserFeedbackUnhelpfulDocsUpdateConnectionInput: UserFeedbackUnhelpfulDocsUpdateConnectionInput;
  UserFeedbackUnhelpfulDocsUpdateFieldInput: UserFeedbackUnhelpfulDocsUpdateFieldInput;
  UserFeedbackUpdateInput: UserFeedbackUpdateInput;
  UserFeedbackUserFeedbackRetryOfAggregateSelection: ResolverTypeWrapper<UserFeedbackUserFeedbackRetryOfAggregateSelection>;
  UserFeedbackUserFeedbackRetryOfNodeAggregateSelection: ResolverTypeWrapper<UserFeedbackUserFeedbackRetryOfNodeAggregateSelection>;
  UserFeedbackUserFeedbackTriggeredRetriesAggregateSelection: ResolverTypeWrapper<UserFeedbackUserFeedbackTriggeredRetriesAggregateSelection>;
  UserFeedbackUserFeedbackTriggeredRetriesNodeAggregateSelection: ResolverTypeWrapper<UserFeedbackUserFeedbackTriggeredRetriesNodeAggregateSelection>;
  UserFeedbackWhere: UserFeedbackWhere;
  UserFeedbacksConnection: ResolverTypeWrapper<UserFeedbacksConnection>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  APIReference: ApiReference;
  APIReferenceAPIReferenceAlternativeToAggregateSelection: ApiReferenceApiReferenceAlternativeToAggregateSelection;
  APIReferenceAPIReferenceAlternativeToNodeAggregateSelection: ApiReferenceApiReferenceAlternativeToNodeAggregateSelection;
  APIReferenceAPIReferenceReplacedByAggregateSelection: ApiReferenceApiReferenceReplacedByAggregateSelection;
  APIReferenceAPIReferenceReplacedByEdgeAggregateSelection: ApiReferenceApiReferenceReplacedByEdgeAggregateSelection;
  APIReferenceAPIReferenceReplacedByNodeAggregateSelection: ApiReferenceApiReferenceReplacedByNodeAggregateSelection;
  APIReferenceAggregate: ApiReferenceAggregate;
  APIReferenceAggregateNode: ApiReferenceAggregateNode;
  APIReferenceAlternativeToConnectFieldInput: ApiReferenceAlternativeToConnectFieldInput;
  APIReferenceAlternativeToConnection: ApiReferenceAlternativeToConnection;
  APIReferenceAlternativeToConnectionAggregateInput: ApiReferenceAlternativeToConnectionAggregateInput;
  APIReferenceAlternativeToConnectionFilters: ApiReferenceAlternativeToConnectionFilters;
  APIReferenceAlternativeToConnectionSort: ApiReferenceAlternativeToConnectionSort;
  APIReferenceAlternativeToConnectionWhere: ApiReferenceAlternativeToConnectionWhere;
  APIReferenceAlternativeToCreateFieldInput: ApiReferenceAlternativeToCreateFieldInput;
  APIReferenceAlternativeToDeleteFieldInput: ApiReferenceAlternativeToDeleteFieldInput;
  APIReferenceAlternativeToDisconnectFieldInput: ApiReferenceAlternativeToDisconnectFieldInput;
  APIReferenceAlternativeToFieldInput: ApiReferenceAlternativeToFieldInput;
  APIReferenceAlternativeToNodeAggregationWhereInput: ApiReferenceAlternativeToNodeAggregationWhereInput;
  APIReferenceAlternativeToRelationship: ApiReferenceAlternativeToRelationship;
  APIReferenceAlternativeToUpdateConnectionInput: ApiReferenceAlternativeToUpdateConnectionInput;
  APIReferenceAlternativeToUpdateFieldInput: ApiReferenceAlternativeToUpdateFieldInput;
  APIReferenceBestPracticeReferencedByAggregateSelection: ApiReferenceBestPracticeReferencedByAggregateSelection;
  APIReferenceBestPracticeReferencedByNodeAggregateSelection: ApiReferenceBestPracticeReferencedByNodeAggregateSelection;
  APIReferenceCodeExampleDemonstratedByAggregateSelection: ApiReferenceCodeExampleDemonstratedByAggregateSelection;
  APIReferenceCodeExampleDemonstratedByNodeAggregateSelection: ApiReferenceCodeExampleDemonstratedByNodeAggregateSelection;
  APIReferenceCodeFileUsedInFilesAggregateSelection: ApiReferenceCodeFileUsedInFilesAggregateSelection;
  APIReferenceCodeFileUsedInFilesEdgeAggregateSelection: ApiReferenceCodeFileUsedInFilesEdgeAggregateSelection;
  APIReferenceCodeFileUsedInFilesNodeAggregateSelection: ApiReferenceCodeFileUsedInFilesNodeAggregateSelection;
  APIReferenceConnectInput: ApiReferenceConnectInput;
  APIReferenceConnectWhere: ApiReferenceConnectWhere;
  APIReferenceCreateInput: ApiReferenceCreateInput;
  APIReferenceDeleteInput: ApiReferenceDeleteInput;
  APIReferenceDemonstratedByConnectFieldInput: ApiReferenceDemonstratedByConnectFieldInput;
  APIReferenceDemonstratedByConnection: ApiReferenceDemonstratedByConnection;
  APIReferenceDemonstratedByConnectionAggregateInput: ApiReferenceDemonstratedByConnectionAggregateInput;
  APIReferenceDemonstratedByConnectionFilters: ApiReferenceDemonstratedByConnectionFilters;
  APIReferenceDemonstratedByConnectionSort: ApiReferenceDemonstratedByConnectionSort;
  APIReferenceDemonstratedByConnectionWhere: ApiReferenceDemonstratedByConnectionWhere;
  APIReferenceDemonstratedByCreateFieldInput: ApiReferenceDemonstratedByCreateFieldInput;
  APIReferenceDemonstratedByDeleteFieldInput: ApiReferenceDemonstratedByDeleteFieldInput;
  APIReferenceDemonstratedByDisconnectFieldInput: ApiReferenceDemonstratedByDisconnectFieldInput;
  APIReferenceDemonstratedByFieldInput: ApiReferenceDemonstratedByFieldInput;
  APIReferenceDemonstratedByNodeAggregationWhereInput: ApiReferenceDemonstratedByNodeAggregationWhereInput;
  APIReferenceDemonstratedByRelationship: ApiReferenceDemonstratedByRelationship;
  APIReferenceDemonstratedByUpdateConnectionInput: ApiReferenceDemonstratedByUpdateConnectionInput;
  APIReferenceDemonstratedByUpdateFieldInput: ApiReferenceDemonstratedByUpdateFieldInput;
  APIReferenceDisconnectInput: ApiReferenceDisconnectInput;
  APIReferenceDocumentedInConnectFieldInput: ApiReferenceDocumentedInConnectFieldInput;
  APIReferenceDocumentedInConnection: ApiReferenceDocumentedInConnection;
  APIReferenceDocumentedInConnectionAggregateInput: ApiReferenceDocumentedInConnectionAggregateInput;
  APIReferenceDocumentedInConnectionFilters: ApiReferenceDocumentedInConnectionFilters;
  APIReferenceDocumentedInConnectionSort: ApiReferenceDocumentedInConnectionSort;
  APIReferenceDocumentedInConnectionWhere: ApiReferenceDocumentedInConnectionWhere;
  APIReferenceDocumentedInCreateFieldInput: ApiReferenceDocumentedInCreateFieldInput;
  APIReferenceDocumentedInDeleteFieldInput: ApiReferenceDocumentedInDeleteFieldInput;
  APIReferenceDocumentedInDisconnectFieldInput: ApiReferenceDocumentedInDisconnectFieldInput;
  APIReferenceDocumentedInFieldInput: ApiReferenceDocumentedInFieldInput;
  APIReferenceDocumentedInNodeAggregationWhereInput: ApiReferenceDocumentedInNodeAggregationWhereInput;
  APIReferenceDocumentedInRelationship: ApiReferenceDocumentedInRelationship;
  APIReferenceDocumentedInUpdateConnectionInput: ApiReferenceDocumentedInUpdateConnectionInput;
  APIReferenceDocumentedInUpdateFieldInput: ApiReferenceDocumentedInUpdateFieldInput;
  APIReferenceEdge: ApiReferenceEdge;
  APIReferenceExternalDocDocumentedInAggregateSelection: ApiReferenceExternalDocDocumentedInAggregateSelection;
  APIReferenceExternalDocDocumentedInNodeAggregateSelection: ApiReferenceExternalDocDocumentedInNodeAggregateSelection;
  APIReferenceFunctionUsedInFunctionsAggregateSelection: ApiReferenceFunctionUsedInFunctionsAggregateSelection;
  APIReferenceFunctionUsedInFunctionsEdgeAggregateSelection: ApiReferenceFunctionUsedInFunctionsEdgeAggregateSelection;
  APIReferenceFunctionUsedInFunctionsNodeAggregateSelection: ApiReferenceFunctionUsedInFunctionsNodeAggregateSelection;
  APIReferenceReferencedByConnectFieldInput: ApiReferenceReferencedByConnectFieldInput;
  APIReferenceReferencedByConnection: ApiReferenceReferencedByConnection;
  APIReferenceReferencedByConnectionAggregateInput: ApiReferenceReferencedByConnectionAggregateInput;
  APIReferenceReferencedByConnectionFilters: ApiReferenceReferencedByConnectionFilters;
  APIReferenceReferencedByConnectionSort: ApiReferenceReferencedByConnectionSort;
  APIReferenceReferencedByConnectionWhere: ApiReferenceReferencedByConnectionWhere;
  APIReferenceReferencedByCreateFieldInput: ApiReferenceReferencedByCreateFieldInput;
  APIReferenceReferencedByDeleteFieldInput: ApiReferenceReferencedByDeleteFieldInput;
  APIReferenceReferencedByDisconnectFieldInput: ApiReferenceReferencedByDisconnectFieldInput;
  APIReferenceReferencedByFieldInput: ApiReferenceReferencedByFieldInput;
  APIReferenceReferencedByNodeAggregationWhereInput: ApiReferenceReferencedByNodeAggregationWhereInput;
  APIReferenceReferencedByRelationship: ApiReferenceReferencedByRelationship;
  APIReferenceReferencedByUpdateConnectionInput: ApiReferenceReferencedByUpdateConnectionInput;
  APIReferenceReferencedByUpdateFieldInput: ApiReferenceReferencedByUpdateFieldInput;
  APIReferenceRelationshipFilters: ApiReferenceRelationshipFilters;
  APIReferenceReplacedByConnectFieldInput: ApiReferenceReplacedByConnectFieldInput;
  APIReferenceReplacedByConnection: ApiReferenceReplacedByConnection;
  APIReferenceReplacedByConnectionAggregateInput: ApiReferenceReplacedByConnectionAggregateInput;
  APIReferenceReplacedByConnectionFilters: ApiReferenceReplacedByConnectionFilters;
  APIReferenceReplacedByConnectionSort: ApiReferenceReplacedByConnectionSort;
  APIReferenceReplacedByConnectionWhere: ApiReferenceReplacedByConnectionWhere;
  APIReferenceReplacedByCreateFieldInput: ApiReferenceReplacedByCreateFieldInput;
  APIReferenceReplacedByDeleteFieldInput: ApiReferenceReplacedByDeleteFieldInput;
  APIReferenceReplacedByDisconnectFieldInput: ApiReferenceReplacedByDisconnectFieldInput;
  APIReferenceReplacedByFieldInput: ApiReferenceReplacedByFieldInput;
  APIReferenceReplacedByNodeAggregationWhereInput: ApiReferenceReplacedByNodeAggregationWhereInput;
  APIReferenceReplacedByRelationship: ApiReferenceReplacedByRelationship;
  APIReferenceReplacedByUpdateConnectionInput: ApiReferenceReplacedByUpdateConnectionInput;
  APIReferenceReplacedByUpdateFieldInput: ApiReferenceReplacedByUpdateFieldInput;
  APIReferenceSort: ApiReferenceSort;
  APIReferenceSourceSourcedFromAggregateSelection: ApiReferenceSourceSourcedFromAggregateSelection;
  APIReferenceSourceSourcedFromNodeAggregateSelection: ApiReferenceSourceSourcedFromNodeAggregateSelection;
  APIReferenceSourcedFromConnectFieldInput: ApiReferenceSourcedFromConnectFieldInput;
  APIReferenceSourcedFromConnection: ApiReferenceSourcedFromConnection;
  APIReferenceSourcedFromConnectionAggregateInput: ApiReferenceSourcedFromConnectionAggregateInput;
  APIReferenceSourcedFromConnectionFilters: ApiReferenceSourcedFromConnectionFilters;
  APIReferenceSourcedFromConnectionSort: ApiReferenceSourcedFromConnectionSort;
  APIReferenceSourcedFromConnectionWhere: ApiReferenceSourcedFromConnectionWhere;
  APIReferenceSourcedFromCreateFieldInput: ApiReferenceSourcedFromCreateFieldInput;
  APIReferenceSourcedFromDeleteFieldInput: ApiReferenceSourcedFromDeleteFieldInput;
  APIReferenceSourcedFromDisconnectFieldInput: ApiReferenceSourcedFromDisconnectFieldInput;
  APIReferenceSourcedFromFieldInput: ApiReferenceSourcedFromFieldInput;
  APIReferenceSourcedFromNodeAggregationWhereInput: ApiReferenceSourcedFromNodeAggregationWhereInput;
  APIReferenceSourcedFromRelationship: ApiReferenceSourcedFromRelationship;
  APIReferenceSourcedFromUpdateConnectionInput: ApiReferenceSourcedFromUpdateConnectionInput;
  APIReferenceSourcedFromUpdateFieldInput: ApiReferenceSourcedFromUpdateFieldInput;
  APIReferenceUpdateInput: ApiReferenceUpdateInput;
  APIReferenceUsedInFilesConnectFieldInput: ApiReferenceUsedInFilesConnectFieldInput;
  APIReferenceUsedInFilesConnection: ApiReferenceUsedInFilesConnection;
  APIReferenceUsedInFilesConnectionAggregateInput: ApiReferenceUsedInFilesConnectionAggregateInput;
  APIReferenceUsedInFilesConnectionFilters: ApiReferenceUsedInFilesConnectionFilters;
  APIReferenceUsedInFilesConnectionSort: ApiReferenceUsedInFilesConnectionSort;
  APIReferenceUsedInFilesConnectionWhere: ApiReferenceUsedInFilesConnectionWhere;
  APIReferenceUsedInFilesCreateFieldInput: ApiReferenceUsedInFilesCreateFieldInput;
  APIReferenceUsedInFilesDeleteFieldInput: ApiReferenceUsedInFilesDeleteFieldInput;
  APIReferenceUsedInFilesDisconnectFieldInput: ApiReferenceUsedInFilesDisconnectFieldInput;
  APIReferenceUsedInFilesFieldInput: ApiReferenceUsedInFilesFieldInput;
  APIReferenceUsedInFilesNodeAggregationWhereInput: ApiReferenceUsedInFilesNodeAggregationWhereInput;
  APIReferenceUsedInFilesRelationship: ApiReferenceUsedInFilesRelationship;
  APIReferenceUsedInFilesUpdateConnectionInput: ApiReferenceUsedInFilesUpdateConnectionInput;
  APIReferenceUsedInFilesUpdateFieldInput: ApiReferenceUsedInFilesUpdateFieldInput;
  APIReferenceUsedInFunctionsConnectFieldInput: ApiReferenceUsedInFunctionsConnectFieldInput;
  APIReferenceUsedInFunctionsConnection: ApiReferenceUsedInFunctionsConnection;
  APIReferenceUsedInFunctionsConnectionAggregateInput: ApiReferenceUsedInFunctionsConnectionAggregateInput;
  APIReferenceUsedInFunctionsConnectionFilters: ApiReferenceUsedInFunctionsConnectionFilters;
  APIReferenceUsedInFunctionsConnectionSort: ApiReferenceUsedInFunctionsConnectionSort;
  APIReferenceUsedInFunctionsConnectionWhere: ApiReferenceUsedInFunctionsConnectionWhere;
  APIReferenceUsedInFunctionsCreateFieldInput: ApiReferenceUsedInFunctionsCreateFieldInput;
  APIReferenceUsedInFunctionsDeleteFieldInput: ApiReferenceUsedInFunctionsDeleteFieldInput;
  APIReferenceUsedInFunctionsDisconnectFieldInput: ApiReferenceUsedInFunctionsDisconnectFieldInput;
  APIReferenceUsedInFunctionsFieldInput: ApiReferenceUsedInFunctionsFieldInput;
  APIReferenceUsedInFunctionsNodeAggregationWhereInput: ApiReferenceUsedInFunctionsNodeAggregationWhereInput;
  APIReferenceUsedInFunctionsRelationship: ApiReferenceUsedInFunctionsRelationship;
  APIReferenceUsedInFunctionsUpdateConnectionInput: ApiReferenceUsedInFunctionsUpdateConnectionInput;
  APIReferenceUsedInFunctionsUpdateFieldInput: ApiReferenceUsedInFunctionsUpdateFieldInput;
  APIReferenceWhere: ApiReferenceWhere;
  AgentType: AgentType;
  AgentTypeAggregate: AgentTypeAggregate;
  AgentTypeAggregateNode: AgentTypeAggregateNode;
  AgentTypeConnectInput: AgentTypeConnectInput;
  AgentTypeConnectWhere: AgentTypeConnectWhere;
  AgentTypeCreateInput: AgentTypeCreateInput;
  AgentTypeDeleteInput: AgentTypeDeleteInput;
  AgentTypeDisconnectInput: AgentTypeDisconnectInput;
  AgentTypeEdge: AgentTypeEdge;
  AgentTypeMemoriesConnectFieldInput: AgentTypeMemoriesConnectFieldInput;
  AgentTypeMemoriesConnection: AgentTypeMemoriesConnection;
  AgentTypeMemoriesConnectionAggregateInput: AgentTypeMemoriesConnectionAggregateInput;
  AgentTypeMemoriesConnectionFilters: AgentTypeMemoriesConnectionFilters;
  AgentTypeMemoriesConnectionSort: AgentTypeMemoriesConnectionSort;
  AgentTypeMemoriesConnectionWhere: AgentTypeMemoriesConnectionWhere;
  AgentTypeMemoriesCreateFieldInput: AgentTypeMemoriesCreateFieldInput;
  AgentTypeMemoriesDeleteFieldInput: AgentTypeMemoriesDeleteFieldInput;
  AgentTypeMemoriesDisconnectFieldInput: AgentTypeMemoriesDisconnectFieldInput;
  AgentTypeMemoriesFieldInput: AgentTypeMemoriesFieldInput;
  AgentTypeMemoriesNodeAggregationWhereInput: AgentTypeMemoriesNodeAggregationWhereInput;
  AgentTypeMemoriesRelationship: AgentTypeMemoriesRelationship;
  AgentTypeMemoriesUpdateConnectionInput: AgentTypeMemoriesUpdateConnectionInput;
  AgentTypeMemoriesUpdateFieldInput: AgentTypeMemoriesUpdateFieldInput;
  AgentTypeMemoryMemoriesAggregateSelection: AgentTypeMemoryMemoriesAggregateSelection;
  AgentTypeMemoryMemoriesNodeAggregateSelection: AgentTypeMemoryMemoriesNodeAggregateSelection;
  AgentTypeProjectProjectsAggregateSelection: AgentTypeProjectProjectsAggregateSelection;
  AgentTypeProjectProjectsNodeAggregateSelection: AgentTypeProjectProjectsNodeAggregateSelection;
  AgentTypeProjectsConnectFieldInput: AgentTypeProjectsConnectFieldInput;
  AgentTypeProjectsConnection: AgentTypeProjectsConnection;
  AgentTypeProjectsConnectionAggregateInput: AgentTypeProjectsConnectionAggregateInput;
  AgentTypeProjectsConnectionFilters: AgentTypeProjectsConnectionFilters;
  AgentTypeProjectsConnectionSort: AgentTypeProjectsConnectionSort;
  AgentTypeProjectsConnectionWhere: AgentTypeProjectsConnectionWhere;
  AgentTypeProjectsCreateFieldInput: AgentTypeProjectsCreateFieldInput;
  AgentTypeProjectsDeleteFieldInput: AgentTypeProjectsDeleteFieldInput;
  AgentTypeProjectsDisconnectFieldInput: AgentTypeProjectsDisconnectFieldInput;
  AgentTypeProjectsFieldInput: AgentTypeProjectsFieldInput;
  AgentTypeProjectsNodeAggregationWhereInput: AgentTypeProjectsNodeAggregationWhereInput;
  AgentTypeProjectsRelationship: AgentTypeProjectsRelationship;
  AgentTypeProjectsUpdateConnectionInput: AgentTypeProjectsUpdateConnectionInput;
  AgentTypeProjectsUpdateFieldInput: AgentTypeProjectsUpdateFieldInput;
  AgentTypeRelationshipFilters: AgentTypeRelationshipFilters;
  AgentTypeSort: AgentTypeSort;
  AgentTypeUpdateInput: AgentTypeUpdateInput;
  AgentTypeWhere: AgentTypeWhere;
  AgentTypesConnection: AgentTypesConnection;
  ApiReferenceIndexEdge: ApiReferenceIndexEdge;
  ApiReferenceIndexSort: ApiReferenceIndexSort;
  ApiReferenceIndexWhere: ApiReferenceIndexWhere;
  ApiReferencesConnection: ApiReferencesConnection;
  ApiReferencesIndexConnection: ApiReferencesIndexConnection;
  BestPractice: BestPractice;
  BestPracticeAPIReferenceReferencesAggregateSelection: BestPracticeApiReferenceReferencesAggregateSelection;
  BestPracticeAPIReferenceReferencesNodeAggregateSelection: BestPracticeApiReferenceReferencesNodeAggregateSelection;
  BestPracticeAggregate: BestPracticeAggregate;
  BestPracticeAggregateNode: BestPracticeAggregateNode;
  BestPracticeBestPracticeConflictsWithAggregateSelection: BestPracticeBestPracticeConflictsWithAggregateSelection;
  BestPracticeBestPracticeConflictsWithNodeAggregateSelection: BestPracticeBestPracticeConflictsWithNodeAggregateSelection;
  BestPracticeCodeExampleImplementedByAggregateSelection: BestPracticeCodeExampleImplementedByAggregateSelection;
  BestPracticeCodeExampleImplementedByNodeAggregateSelection: BestPracticeCodeExampleImplementedByNodeAggregateSelection;
  BestPracticeConflictsWithConnectFieldInput: BestPracticeConflictsWithConnectFieldInput;
  BestPracticeConflictsWithConnection: BestPracticeConflictsWithConnection;
  BestPracticeConflictsWithConnectionAggregateInput: BestPracticeConflictsWithConnectionAggregateInput;
  BestPracticeConflictsWithConnectionFilters: BestPracticeConflictsWithConnectionFilters;
  BestPracticeConflictsWithConnectionSort: BestPracticeConflictsWithConnectionSort;
  BestPracticeConflictsWithConnectionWhere: BestPracticeConflictsWithConnectionWhere;
  BestPracticeConflictsWithCreateFieldInput: BestPracticeConflictsWithCreateFieldInput;
  BestPracticeConflictsWithDeleteFieldInput: BestPracticeConflictsWithDeleteFieldInput;
  BestPracticeConflictsWithDisconnectFieldInput: BestPracticeConflictsWithDisconnectFieldInput;
  BestPracticeConflictsWithFieldInput: BestPracticeConflictsWithFieldInput;
  BestPracticeConflictsWithNodeAggregationWhereInput: BestPracticeConflictsWithNodeAggregationWhereInput;
  BestPracticeConflictsWithRelationship: BestPracticeConflictsWithRelationship;
  BestPracticeConflictsWithUpdateConnectionInput: BestPracticeConflictsWithUpdateConnectionInput;
  BestPracticeConflictsWithUpdateFieldInput: BestPracticeConflictsWithUpdateFieldInput;
  BestPracticeConnectInput: BestPracticeConnectInput;
  BestPracticeConnectWhere: BestPracticeConnectWhere;
  BestPracticeCreateInput: BestPracticeCreateInput;
  BestPracticeDeleteInput: BestPracticeDeleteInput;
  BestPracticeDisconnectInput: BestPracticeDisconnectInput;
  BestPracticeEdge: BestPracticeEdge;
  BestPracticeImplementedByConnectFieldInput: BestPracticeImplementedByConnectFieldInput;
  BestPracticeImplementedByConnection: BestPracticeImplementedByConnection;
  BestPracticeImplementedByConnectionAggregateInput: BestPracticeImplementedByConnectionAggregateInput;
  BestPracticeImplementedByConnectionFilters: BestPracticeImplementedByConnectionFilters;
  BestPracticeImplementedByConnectionSort: BestPracticeImplementedByConnectionSort;
  BestPracticeImplementedByConnectionWhere: BestPracticeImplementedByConnectionWhere;
  BestPracticeImplementedByCreateFieldInput: BestPracticeImplementedByCreateFieldInput;
  BestPracticeImplementedByDeleteFieldInput: BestPracticeImplementedByDeleteFieldInput;
  BestPracticeImplementedByDisconnectFieldInput: BestPracticeImplementedByDisconnectFieldInput;
  BestPracticeImplementedByFieldInput: BestPracticeImplementedByFieldInput;
  BestPracticeImplementedByNodeAggregationWhereInput: BestPracticeImplementedByNodeAggregationWhereInput;
  BestPracticeImplementedByRelationship: BestPracticeImplementedByRelationship;
  BestPracticeImplementedByUpdateConnectionInput: BestPracticeImplementedByUpdateConnectionInput;
  BestPracticeImplementedByUpdateFieldInput: BestPracticeImplementedByUpdateFieldInput;
  BestPracticeIndexEdge: BestPracticeIndexEdge;
  BestPracticeIndexSort: BestPracticeIndexSort;
  BestPracticeIndexWhere: BestPracticeIndexWhere;
  BestPracticeReferencesConnectFieldInput: BestPracticeReferencesConnectFieldInput;
  BestPracticeReferencesConnection: BestPracticeReferencesConnection;
  BestPracticeReferencesConnectionAggregateInput: BestPracticeReferencesConnectionAggregateInput;
  BestPracticeReferencesConnectionFilters: BestPracticeReferencesConnectionFilters;
  BestPracticeReferencesConnectionSort: BestPracticeReferencesConnectionSort;
  BestPracticeReferencesConnectionWhere: BestPracticeReferencesConnectionWhere;
  BestPracticeReferencesCreateFieldInput: BestPracticeReferencesCreateFieldInput;
  BestPracticeReferencesDeleteFieldInput: BestPracticeReferencesDeleteFieldInput;
  BestPracticeReferencesDisconnectFieldInput: BestPracticeReferencesDisconnectFieldInput;
  BestPracticeReferencesFieldInput: BestPracticeReferencesFieldInput;
  BestPracticeReferencesNodeAggregationWhereInput: BestPracticeReferencesNodeAggregationWhereInput;
  BestPracticeReferencesRelationship: BestPracticeReferencesRelationship;
  BestPracticeReferencesUpdateConnectionInput: BestPracticeReferencesUpdateConnectionInput;
  BestPracticeReferencesUpdateFieldInput: BestPracticeReferencesUpdateFieldInput;
  BestPracticeRelationshipFilters: BestPracticeRelationshipFilters;
  BestPracticeSort: BestPracticeSort;
  BestPracticeSourceSourcedFromAggregateSelection: BestPracticeSourceSourcedFromAggregateSelection;
  BestPracticeSourceSourcedFromNodeAggregateSelection: BestPracticeSourceSourcedFromNodeAggregateSelection;
  BestPracticeSourcedFromConnectFieldInput: BestPracticeSourcedFromConnectFieldInput;
  BestPracticeSourcedFromConnection: BestPracticeSourcedFromConnection;
  BestPracticeSourcedFromConnectionAggregateInput: BestPracticeSourcedFromConnectionAggregateInput;
  BestPracticeSourcedFromConnectionFilters: BestPracticeSourcedFromConnectionFilters;
  BestPracticeSourcedFromConnectionSort: BestPracticeSourcedFromConnectionSort;
  BestPracticeSourcedFromConnectionWhere: BestPracticeSourcedFromConnectionWhere;
  BestPracticeSourcedFromCreateFieldInput: BestPracticeSourcedFromCreateFieldInput;
  BestPracticeSourcedFromDeleteFieldInput: BestPracticeSourcedFromDeleteFieldInput;
  BestPracticeSourcedFromDisconnectFieldInput: BestPracticeSourcedFromDisconnectFieldInput;
  BestPracticeSourcedFromFieldInput: BestPracticeSourcedFromFieldInput;
  BestPracticeSourcedFromNodeAggregationWhereInput: BestPracticeSourcedFromNodeAggregationWhereInput;
  BestPracticeSourcedFromRelationship: BestPracticeSourcedFromRelationship;
  BestPracticeSourcedFromUpdateConnectionInput: BestPracticeSourcedFromUpdateConnectionInput;
  BestPracticeSourcedFromUpdateFieldInput: BestPracticeSourcedFromUpdateFieldInput;
  BestPracticeUpdateInput: BestPracticeUpdateInput;
  BestPracticeWhere: BestPracticeWhere;
  BestPracticesConnection: BestPracticesConnection;
  BestPracticesIndexConnection: BestPracticesIndexConnection;
  Boolean: Scalars['Boolean']['output'];
  BooleanScalarFilters: BooleanScalarFilters;
  BooleanScalarMutations: BooleanScalarMutations;
  Class: Class;
  ClassAggregate: ClassAggregate;
  ClassAggregateNode: ClassAggregateNode;
  ClassClassInheritsFromAggregateSelection: ClassClassInheritsFromAggregateSelection;
  ClassClassInheritsFromNodeAggregateSelection: ClassClassInheritsFromNodeAggregateSelection;
  ClassClassSubclassesAggregateSelection: ClassClassSubclassesAggregateSelection;
  ClassClassSubclassesNodeAggregateSelection: ClassClassSubclassesNodeAggregateSelection;
  ClassCodeFileFileAggregateSelection: ClassCodeFileFileAggregateSelection;
  ClassCodeFileFileNodeAggregateSelection: ClassCodeFileFileNodeAggregateSelection;
  ClassConnectInput: ClassConnectInput;
  ClassConnectWhere: ClassConnectWhere;
  ClassCreateInput: ClassCreateInput;
  ClassDeleteInput: ClassDeleteInput;
  ClassDisconnectInput: ClassDisconnectInput;
  ClassEdge: ClassEdge;
  ClassFileConnectFieldInput: ClassFileConnectFieldInput;
  ClassFileConnection: ClassFileConnection;
  ClassFileConnectionAggregateInput: ClassFileConnectionAggregateInput;
  ClassFileConnectionFilters: ClassFileConnectionFilters;
  ClassFileConnectionSort: ClassFileConnectionSort;
  ClassFileConnectionWhere: ClassFileConnectionWhere;
  ClassFileCreateFieldInput: ClassFileCreateFieldInput;
  ClassFileDeleteFieldInput: ClassFileDeleteFieldInput;
  ClassFileDisconnectFieldInput: ClassFileDisconnectFieldInput;
  ClassFileFieldInput: ClassFileFieldInput;
  ClassFileNodeAggregationWhereInput: ClassFileNodeAggregationWhereInput;
  ClassFileRelationship: ClassFileRelationship;
  ClassFileUpdateConnectionInput: ClassFileUpdateConnectionInput;
  ClassFileUpdateFieldInput: ClassFileUpdateFieldInput;
  ClassInheritsFromConnectFieldInput: ClassInheritsFromConnectFieldInput;
  ClassInheritsFromConnection: ClassInheritsFromConnection;
  ClassInheritsFromConnectionAggregateInput: ClassInheritsFromConnectionAggregateInput;
  ClassInheritsFromConnectionFilters: ClassInheritsFromConnectionFilters;
  ClassInheritsFromConnectionSort: ClassInheritsFromConnectionSort;
  ClassInheritsFromConnectionWhere: ClassInheritsFromConnectionWhere;
  ClassInheritsFromCreateFieldInput: ClassInheritsFromCreateFieldInput;
  ClassInheritsFromDeleteFieldInput: ClassInheritsFromDeleteFieldInput;
  ClassInheritsFromDisconnectFieldInput: ClassInheritsFromDisconnectFieldInput;
  ClassInheritsFromFieldInput: ClassInheritsFromFieldInput;
  ClassInheritsFromNodeAggregationWhereInput: ClassInheritsFromNodeAggregationWhereInput;
  ClassInheritsFromRelationship: ClassInheritsFromRelationship;
  ClassInheritsFromUpdateConnectionInput: ClassInheritsFromUpdateConnectionInput;
  ClassInheritsFromUpdateFieldInput: ClassInheritsFromUpdateFieldInput;
  ClassMemoryReferencedByAggregateSelection: ClassMemoryReferencedByAggregateSelection;
  ClassMemoryReferencedByNodeAggregateSelection: ClassMemoryReferencedByNodeAggregateSelection;
  ClassReferencedByConnectFieldInput: ClassReferencedByConnectFieldInput;
  ClassReferencedByConnection: ClassReferencedByConnection;
  ClassReferencedByConnectionAggregateInput: ClassReferencedByConnectionAggregateInput;
  ClassReferencedByConnectionFilters: ClassReferencedByConnectionFilters;
  ClassReferencedByConnectionSort: ClassReferencedByConnectionSort;
  ClassReferencedByConnectionWhere: ClassReferencedByConnectionWhere;
  ClassReferencedByCreateFieldInput: ClassReferencedByCreateFieldInput;
  ClassReferencedByDeleteFieldInput: ClassReferencedByDeleteFieldInput;
  ClassReferencedByDisconnectFieldInput: ClassReferencedByDisconnectFieldInput;
  ClassReferencedByFieldInput: ClassReferencedByFieldInput;
  ClassReferencedByNodeAggregationWhereInput: ClassReferencedByNodeAggregationWhereInput;
  ClassReferencedByRelationship: ClassReferencedByRelationship;
  ClassReferencedByUpdateConnectionInput: ClassReferencedByUpdateConnectionInput;
  ClassReferencedByUpdateFieldInput: ClassReferencedByUpdateFieldInput;
  ClassRelationshipFilters: ClassRelationshipFilters;
  ClassSort: ClassSort;
  ClassSubclassesConnectFieldInput: ClassSubclassesConnectFieldInput;
  ClassSubclassesConnection: ClassSubclassesConnection;
  ClassSubclassesConnectionAggregateInput: ClassSubclassesConnectionAggregateInput;
  ClassSubclassesConnectionFilters: ClassSubclassesConnectionFilters;
  ClassSubclassesConnectionSort: ClassSubclassesConnectionSort;
  ClassSubclassesConnectionWhere: ClassSubclassesConnectionWhere;
  ClassSubclassesCreateFieldInput: ClassSubclassesCreateFieldInput;
  ClassSubclassesDeleteFieldInput: ClassSubclassesDeleteFieldInput;
  ClassSubclassesDisconnectFieldInput: ClassSubclassesDisconnectFieldInput;
  ClassSubclassesFieldInput: ClassSubclassesFieldInput;
  ClassSubclassesNodeAggregationWhereInput: ClassSubclassesNodeAggregationWhereInput;
  ClassSubclassesRelationship: ClassSubclassesRelationship;
  ClassSubclassesUpdateConnectionInput: ClassSubclassesUpdateConnectionInput;
  ClassSubclassesUpdateFieldInput: ClassSubclassesUpdateFieldInput;
  ClassUpdateInput: ClassUpdateInput;
  ClassWhere: ClassWhere;
  ClassesConnection: ClassesConnection;
  CodeExample: CodeExample;
  CodeExampleAPIReferenceDemonstratesAggregateSelection: CodeExampleApiReferenceDemonstratesAggregateSelection;
  CodeExampleAPIReferenceDemonstratesNodeAggregateSelection: CodeExampleApiReferenceDemonstratesNodeAggregateSelection;
  CodeExampleAggregate: CodeExampleAggregate;
  CodeExampleAggregateNode: CodeExampleAggregateNode;
  CodeExampleBestPracticeImplementsAggregateSelection: CodeExampleBestPracticeImplementsAggregateSelection;
  CodeExampleBestPracticeImplementsNodeAggregateSelection: CodeExampleBestPracticeImplementsNodeAggregateSelection;
  CodeExampleConnectInput: CodeExampleConnectInput;
  CodeExampleConnectWhere: CodeExampleConnectWhere;
  CodeExampleCreateInput: CodeExampleCreateInput;
  CodeExampleDeleteInput: CodeExampleDeleteInput;
  CodeExampleDemonstratesConnectFieldInput: CodeExampleDemonstratesConnectFieldInput;
  CodeExampleDemonstratesConnection: CodeExampleDemonstratesConnection;
  CodeExampleDemonstratesConnectionAggregateInput: CodeExampleDemonstratesConnectionAggregateInput;
  CodeExampleDemonstratesConnectionFilters: CodeExampleDemonstratesConnectionFilters;
  CodeExampleDemonstratesConnectionSort: CodeExampleDemonstratesConnectionSort;
  CodeExampleDemonstratesConnectionWhere: CodeExampleDemonstratesConnectionWhere;
  CodeExampleDemonstratesCreateFieldInput: CodeExampleDemonstratesCreateFieldInput;
  CodeExampleDemonstratesDeleteFieldInput: CodeExampleDemonstratesDeleteFieldInput;
  CodeExampleDemonstratesDisconnectFieldInput: CodeExampleDemonstratesDisconnectFieldInput;
  CodeExampleDemonstratesFieldInput: CodeExampleDemonstratesFieldInput;
  CodeExampleDemonstratesNodeAggregationWhereInput: CodeExampleDemonstratesNodeAggregationWhereInput;
  CodeExampleDemonstratesRelationship: CodeExampleDemonstratesRelationship;
  CodeExampleDemonstratesUpdateConnectionInput: CodeExampleDemonstratesUpdateConnectionInput;
  CodeExampleDemonstratesUpdateFieldInput: CodeExampleDemonstratesUpdateFieldInput;
  CodeExampleDisconnectInput: CodeExampleDisconnectInput;
  CodeExampleEdge: CodeExampleEdge;
  CodeExampleImplementsConnectFieldInput: CodeExampleImplementsConnectFieldInput;
  CodeExampleImplementsConnection: CodeExampleImplementsConnection;
  CodeExampleImplementsConnectionAggregateInput: CodeExampleImplementsConnectionAggregateInput;
  CodeExampleImplementsConnectionFilters: CodeExampleImplementsConnectionFilters;
  CodeExampleImplementsConnectionSort: CodeExampleImplementsConnectionSort;
  CodeExampleImplementsConnectionWhere: CodeExampleImplementsConnectionWhere;
  CodeExampleImplementsCreateFieldInput: CodeExampleImplementsCreateFieldInput;
  CodeExampleImplementsDeleteFieldInput: CodeExampleImplementsDeleteFieldInput;
  CodeExampleImplementsDisconnectFieldInput: CodeExampleImplementsDisconnectFieldInput;
  CodeExampleImplementsFieldInput: CodeExampleImplementsFieldInput;
  CodeExampleImplementsNodeAggregationWhereInput: CodeExampleImplementsNodeAggregationWhereInput;
  CodeExampleImplementsRelationship: CodeExampleImplementsRelationship;
  CodeExampleImplementsUpdateConnectionInput: CodeExampleImplementsUpdateConnectionInput;
  CodeExampleImplementsUpdateFieldInput: CodeExampleImplementsUpdateFieldInput;
  CodeExampleIndexEdge: CodeExampleIndexEdge;
  CodeExampleIndexSort: CodeExampleIndexSort;
  CodeExampleIndexWhere: CodeExampleIndexWhere;
  CodeExampleRelationshipFilters: CodeExampleRelationshipFilters;
  CodeExampleSort: CodeExampleSort;
  CodeExampleSourceSourcedFromAggregateSelection: CodeExampleSourceSourcedFromAggregateSelection;
  CodeExampleSourceSourcedFromNodeAggregateSelection: CodeExampleSourceSourcedFromNodeAggregateSelection;
  CodeExampleSourcedFromConnectFieldInput: CodeExampleSourcedFromConnectFieldInput;
  CodeExampleSourcedFromConnection: CodeExampleSourcedFromConnection;
  CodeExampleSourcedFromConnectionAggregateInput: CodeExampleSourcedFromConnectionAggregateInput;
  CodeExampleSourcedFromConnectionFilters: CodeExampleSourcedFromConnectionFilters;
  CodeExampleSourcedFromConnectionSort: CodeExampleSourcedFromConnectionSort;
  CodeExampleSourcedFromConnectionWhere: CodeExampleSourcedFromConnectionWhere;
  CodeExampleSourcedFromCreateFieldInput: CodeExampleSourcedFromCreateFieldInput;
  CodeExampleSourcedFromDeleteFieldInput: CodeExampleSourcedFromDeleteFieldInput;
  CodeExampleSourcedFromDisconnectFieldInput: CodeExampleSourcedFromDisconnectFieldInput;
  CodeExampleSourcedFromFieldInput: CodeExampleSourcedFromFieldInput;
  CodeExampleSourcedFromNodeAggregationWhereInput: CodeExampleSourcedFromNodeAggregationWhereInput;
  CodeExampleSourcedFromRelationship: CodeExampleSourcedFromRelationship;
  CodeExampleSourcedFromUpdateConnectionInput: CodeExampleSourcedFromUpdateConnectionInput;
  CodeExampleSourcedFromUpdateFieldInput: CodeExampleSourcedFromUpdateFieldInput;
  CodeExampleUpdateInput: CodeExampleUpdateInput;
  CodeExampleWhere: CodeExampleWhere;
  CodeExamplesConnection: CodeExamplesConnection;
  CodeExamplesIndexConnection: CodeExamplesIndexConnection;
  CodeFile: CodeFile;
  CodeFileAPIReferenceUsesApisAggregateSelection: CodeFileApiReferenceUsesApisAggregateSelection;
  CodeFileAPIReferenceUsesApisEdgeAggregateSelection: CodeFileApiReferenceUsesApisEdgeAggregateSelection;
  CodeFileAPIReferenceUsesApisNodeAggregateSelection: CodeFileApiReferenceUsesApisNodeAggregateSelection;
  CodeFileAggregate: CodeFileAggregate;
  CodeFileAggregateNode: CodeFileAggregateNode;
  CodeFileClassClassesAggregateSelection: CodeFileClassClassesAggregateSelection;
  CodeFileClassClassesNodeAggregateSelection: CodeFileClassClassesNodeAggregateSelection;
  CodeFileClassesConnectFieldInput: CodeFileClassesConnectFieldInput;
  CodeFileClassesConnection: CodeFileClassesConnection;
  CodeFileClassesConnectionAggregateInput: CodeFileClassesConnectionAggregateInput;
  CodeFileClassesConnectionFilters: CodeFileClassesConnectionFilters;
  CodeFileClassesConnectionSort: CodeFileClassesConnectionSort;
  CodeFileClassesConnectionWhere: CodeFileClassesConnectionWhere;
  CodeFileClassesCreateFieldInput: CodeFileClassesCreateFieldInput;
  CodeFileClassesDeleteFieldInput: CodeFileClassesDeleteFieldInput;
  CodeFileClassesDisconnectFieldInput: CodeFileClassesDisconnectFieldInput;
  CodeFileClassesFieldInput: CodeFileClassesFieldInput;
  CodeFileClassesNodeAggregationWhereInput: CodeFileClassesNodeAggregationWhereInput;
  CodeFileClassesRelationship: CodeFileClassesRelationship;
  CodeFileClassesUpdateConnectionInput: CodeFileClassesUpdateConnectionInput;
  CodeFileClassesUpdateFieldInput: CodeFileClassesUpdateFieldInput;
  CodeFileConnectInput: CodeFileConnectInput;
  CodeFileConnectWhere: CodeFileConnectWhere;
  CodeFileCreateInput: CodeFileCreateInput;
  CodeFileDeleteInput: CodeFileDeleteInput;
  CodeFileDisconnectInput: CodeFileDisconnectInput;
  CodeFileEdge: CodeFileEdge;
  CodeFileExplainedByConnectFieldInput: CodeFileExplainedByConnectFieldInput;
  CodeFileExplainedByConnection: CodeFileExplainedByConnection;
  CodeFileExplainedByConnectionAggregateInput: CodeFileExplainedByConnectionAggregateInput;
  CodeFileExplainedByConnectionFilters: CodeFileExplainedByConnectionFilters;
  CodeFileExplainedByConnectionSort: CodeFileExplainedByConnectionSort;
  CodeFileExplainedByConnectionWhere: CodeFileExplainedByConnectionWhere;
  CodeFileExplainedByCreateFieldInput: CodeFileExplainedByCreateFieldInput;
  CodeFileExplainedByDeleteFieldInput: CodeFileExplainedByDeleteFieldInput;
  CodeFileExplainedByDisconnectFieldInput: CodeFileExplainedByDisconnectFieldInput;
  CodeFileExplainedByFieldInput: CodeFileExplainedByFieldInput;
  CodeFileExplainedByNodeAggregationWhereInput: CodeFileExplainedByNodeAggregationWhereInput;
  CodeFileExplainedByRelationship: CodeFileExplainedByRelationship;
  CodeFileExplainedByUpdateConnectionInput: CodeFileExplainedByUpdateConnectionInput;
  CodeFileExplainedByUpdateFieldInput: CodeFileExplainedByUpdateFieldInput;
  CodeFileExternalDocExplainedByAggregateSelection: CodeFileExternalDocExplainedByAggregateSelection;
  CodeFileExternalDocExplainedByNodeAggregateSelection: CodeFileExternalDocExplainedByNodeAggregateSelection;
  CodeFileFunctionFunctionsAggregateSelection: CodeFileFunctionFunctionsAggregateSelection;
  CodeFileFunctionFunctionsNodeAggregateSelection: CodeFileFunctionFunctionsNodeAggregateSelection;
  CodeFileFunctionsConnectFieldInput: CodeFileFunctionsConnectFieldInput;
  CodeFileFunctionsConnection: CodeFileFunctionsConnection;
  CodeFileFunctionsConnectionAggregateInput: CodeFileFunctionsConnectionAggregateInput;
  CodeFileFunctionsConnectionFilters: CodeFileFunctionsConnectionFilters;
  CodeFileFunctionsConnectionSort: CodeFileFunctionsConnectionSort;
  CodeFileFunctionsConnectionWhere: CodeFileFunctionsConnectionWhere;
  CodeFileFunctionsCreateFieldInput: CodeFileFunctionsCreateFieldInput;
  CodeFileFunctionsDeleteFieldInput: CodeFileFunctionsDeleteFieldInput;
  CodeFileFunctionsDisconnectFieldInput: CodeFileFunctionsDisconnectFieldInput;
  CodeFileFunctionsFieldInput: CodeFileFunctionsFieldInput;
  CodeFileFunctionsNodeAggregationWhereInput: CodeFileFunctionsNodeAggregationWhereInput;
  CodeFileFunctionsRelationship: CodeFileFunctionsRelationship;
  CodeFileFunctionsUpdateConnectionInput: CodeFileFunctionsUpdateConnectionInput;
  CodeFileFunctionsUpdateFieldInput: CodeFileFunctionsUpdateFieldInput;
  CodeFileMemoryReferencedByAggregateSelection: CodeFileMemoryReferencedByAggregateSelection;
  CodeFileMemoryReferencedByNodeAggregateSelection: CodeFileMemoryReferencedByNodeAggregateSelection;
  CodeFileReferencedByConnectFieldInput: CodeFileReferencedByConnectFieldInput;
  CodeFileReferencedByConnection: CodeFileReferencedByConnection;
  CodeFileReferencedByConnectionAggregateInput: CodeFileReferencedByConnectionAggregateInput;
  CodeFileReferencedByConnectionFilters: CodeFileReferencedByConnectionFilters;
  CodeFileReferencedByConnectionSort: CodeFileReferencedByConnectionSort;
  CodeFileReferencedByConnectionWhere: CodeFileReferencedByConnectionWhere;
  CodeFileReferencedByCreateFieldInput: CodeFileReferencedByCreateFieldInput;
  CodeFileReferencedByDeleteFieldInput: CodeFileReferencedByDeleteFieldInput;
  CodeFileReferencedByDisconnectFieldInput: CodeFileReferencedByDisconnectFieldInput;
  CodeFileReferencedByFieldInput: CodeFileReferencedByFieldInput;
  CodeFileReferencedByNodeAggregationWhereInput: CodeFileReferencedByNodeAggregationWhereInput;
  CodeFileReferencedByRelationship: CodeFileReferencedByRelationship;
  CodeFileReferencedByUpdateConnectionInput: CodeFileReferencedByUpdateConnectionInput;
  CodeFileReferencedByUpdateFieldInput: CodeFileReferencedByUpdateFieldInput;
  CodeFileRelationshipFilters: CodeFileRelationshipFilters;
  CodeFileSort: CodeFileSort;
  CodeFileUpdateInput: CodeFileUpdateInput;
  CodeFileUsesApisConnectFieldInput: CodeFileUsesApisConnectFieldInput;
  CodeFileUsesApisConnection: CodeFileUsesApisConnection;
  CodeFileUsesApisConnectionAggregateInput: CodeFileUsesApisConnectionAggregateInput;
  CodeFileUsesApisConnectionFilters: CodeFileUsesApisConnectionFilters;
  CodeFileUsesApisConnectionSort: CodeFileUsesApisConnectionSort;
  CodeFileUsesApisConnectionWhere: CodeFileUsesApisConnectionWhere;
  CodeFileUsesApisCreateFieldInput: CodeFileUsesApisCreateFieldInput;
  CodeFileUsesApisDeleteFieldInput: CodeFileUsesApisDeleteFieldInput;
  CodeFileUsesApisDisconnectFieldInput: CodeFileUsesApisDisconnectFieldInput;
  CodeFileUsesApisFieldInput: CodeFileUsesApisFieldInput;
  CodeFileUsesApisNodeAggregationWhereInput: CodeFileUsesApisNodeAggregationWhereInput;
  CodeFileUsesApisRelationship: CodeFileUsesApisRelationship;
  CodeFileUsesApisUpdateConnectionInput: CodeFileUsesApisUpdateConnectionInput;
  CodeFileUsesApisUpdateFieldInput: CodeFileUsesApisUpdateFieldInput;
  CodeFileWhere: CodeFileWhere;
  CodeFilesConnection: CodeFilesConnection;
  CodeRefInput: CodeRefInput;
  ConnectionAggregationCountFilterInput: ConnectionAggregationCountFilterInput;
  ContributedTo: ContributedTo;
  ContributedToAggregationWhereInput: ContributedToAggregationWhereInput;
  ContributedToCreateInput: ContributedToCreateInput;
  ContributedToSort: ContributedToSort;
  ContributedToUpdateInput: ContributedToUpdateInput;
  ContributedToWhere: ContributedToWhere;
  Count: Count;
  CountConnection: CountConnection;
  CreateAgentTypesMutationResponse: CreateAgentTypesMutationResponse;
  CreateApiReferencesMutationResponse: CreateApiReferencesMutationResponse;
  CreateBestPracticesMutationResponse: CreateBestPracticesMutationResponse;
  CreateClassesMutationResponse: CreateClassesMutationResponse;
  CreateCodeExamplesMutationResponse: CreateCodeExamplesMutationResponse;
  CreateCodeFilesMutationResponse: CreateCodeFilesMutationResponse;
  CreateDocumentationsMutationResponse: CreateDocumentationsMutationResponse;
  CreateExternalDocsMutationResponse: CreateExternalDocsMutationResponse;
  CreateFunctionsMutationResponse: CreateFunctionsMutationResponse;
  CreateInfo: CreateInfo;
  CreateKnowledgeUsagesMutationResponse: CreateKnowledgeUsagesMutationResponse;
  CreateMemoriesMutationResponse: CreateMemoriesMutationResponse;
  CreatePatternsMutationResponse: CreatePatternsMutationResponse;
  CreateProjectsMutationResponse: CreateProjectsMutationResponse;
  CreateSourcesMutationResponse: CreateSourcesMutationResponse;
  CreateUserFeedbacksMutationResponse: CreateUserFeedbacksMutationResponse;
  DateTime: Scalars['DateTime']['output'];
  DateTimeAggregateSelection: DateTimeAggregateSelection;
  DateTimeScalarAggregationFilters: DateTimeScalarAggregationFilters;
  DateTimeScalarFilters: DateTimeScalarFilters;
  DateTimeScalarMutations: DateTimeScalarMutations;
  DeleteInfo: DeleteInfo;
  Documentation: Documentation;
  DocumentationAggregate: DocumentationAggregate;
  DocumentationAggregateNode: DocumentationAggregateNode;
  DocumentationConnectInput: DocumentationConnectInput;
  DocumentationConnectWhere: DocumentationConnectWhere;
  DocumentationContributedToConnectFieldInput: DocumentationContributedToConnectFieldInput;
  DocumentationContributedToConnection: DocumentationContributedToConnection;
  DocumentationContributedToConnectionAggregateInput: DocumentationContributedToConnectionAggregateInput;
  DocumentationContributedToConnectionFilters: DocumentationContributedToConnectionFilters;
  DocumentationContributedToConnectionSort: DocumentationContributedToConnectionSort;
  DocumentationContributedToConnectionWhere: DocumentationContributedToConnectionWhere;
  DocumentationContributedToCreateFieldInput: DocumentationContributedToCreateFieldInput;
  DocumentationContributedToDeleteFieldInput: DocumentationContributedToDeleteFieldInput;
  DocumentationContributedToDisconnectFieldInput: DocumentationContributedToDisconnectFieldInput;
  DocumentationContributedToFieldInput: DocumentationContributedToFieldInput;
  DocumentationContributedToNodeAggregationWhereInput: DocumentationContributedToNodeAggregationWhereInput;
  DocumentationContributedToRelationship: DocumentationContributedToRelationship;
  DocumentationContributedToUpdateConnectionInput: DocumentationContributedToUpdateConnectionInput;
  DocumentationContributedToUpdateFieldInput: DocumentationContributedToUpdateFieldInput;
  DocumentationCreateInput: DocumentationCreateInput;
  DocumentationDeleteInput: DocumentationDeleteInput;
  DocumentationDisconnectInput: DocumentationDisconnectInput;
  DocumentationEdge: DocumentationEdge;
  DocumentationNegativeFeedbackConnectFieldInput: DocumentationNegativeFeedbackConnectFieldInput;
  DocumentationNegativeFeedbackConnection: DocumentationNegativeFeedbackConnection;
  DocumentationNegativeFeedbackConnectionAggregateInput: DocumentationNegativeFeedbackConnectionAggregateInput;
  DocumentationNegativeFeedbackConnectionFilters: DocumentationNegativeFeedbackConnectionFilters;
  DocumentationNegativeFeedbackConnectionSort: DocumentationNegativeFeedbackConnectionSort;
  DocumentationNegativeFeedbackConnectionWhere: DocumentationNegativeFeedbackConnectionWhere;
  DocumentationNegativeFeedbackCreateFieldInput: DocumentationNegativeFeedbackCreateFieldInput;
  DocumentationNegativeFeedbackDeleteFieldInput: DocumentationNegativeFeedbackDeleteFieldInput;
  DocumentationNegativeFeedbackDisconnectFieldInput: DocumentationNegativeFeedbackDisconnectFieldInput;
  DocumentationNegativeFeedbackFieldInput: DocumentationNegativeFeedbackFieldInput;
  DocumentationNegativeFeedbackNodeAggregationWhereInput: DocumentationNegativeFeedbackNodeAggregationWhereInput;
  DocumentationNegativeFeedbackRelationship: DocumentationNegativeFeedbackRelationship;
  DocumentationNegativeFeedbackUpdateConnectionInput: DocumentationNegativeFeedbackUpdateConnectionInput;
  DocumentationNegativeFeedbackUpdateFieldInput: DocumentationNegativeFeedbackUpdateFieldInput;
  DocumentationPatternContributedToAggregateSelection: DocumentationPatternContributedToAggregateSelection;
  DocumentationPatternContributedToEdgeAggregateSelection: DocumentationPatternContributedToEdgeAggregateSelection;
  DocumentationPatternContributedToNodeAggregateSelection: DocumentationPatternContributedToNodeAggregateSelection;
  DocumentationRelationshipFilters: DocumentationRelationshipFilters;
  DocumentationSort: DocumentationSort;
  DocumentationUpdateInput: DocumentationUpdateInput;
  DocumentationUserFeedbackNegativeFeedbackAggregateSelection: DocumentationUserFeedbackNegativeFeedbackAggregateSelection;
  DocumentationUserFeedbackNegativeFeedbackEdgeAggregateSelection: DocumentationUserFeedbackNegativeFeedbackEdgeAggregateSelection;
  DocumentationUserFeedbackNegativeFeedbackNodeAggregateSelection: DocumentationUserFeedbackNegativeFeedbackNodeAggregateSelection;
  DocumentationWhere: DocumentationWhere;
  DocumentationsConnection: DocumentationsConnection;
  ExternalDoc: ExternalDoc;
  ExternalDocAPIReferenceApiReferencesAggregateSelection: ExternalDocApiReferenceApiReferencesAggregateSelection;
  ExternalDocAPIReferenceApiReferencesNodeAggregateSelection: ExternalDocApiReferenceApiReferencesNodeAggregateSelection;
  ExternalDocAggregate: ExternalDocAggregate;
  ExternalDocAggregateNode: ExternalDocAggregateNode;
  ExternalDocApiReferencesConnectFieldInput: ExternalDocApiReferencesConnectFieldInput;
  ExternalDocApiReferencesConnection: ExternalDocApiReferencesConnection;
  ExternalDocApiReferencesConnectionAggregateInput: ExternalDocApiReferencesConnectionAggregateInput;
  ExternalDocApiReferencesConnectionFilters: ExternalDocApiReferencesConnectionFilters;
  ExternalDocApiReferencesConnectionSort: ExternalDocApiReferencesConnectionSort;
  ExternalDocApiReferencesConnectionWhere: ExternalDocApiReferencesConnectionWhere;
  ExternalDocApiReferencesCreateFieldInput: ExternalDocApiReferencesCreateFieldInput;
  ExternalDocApiReferencesDeleteFieldInput: ExternalDocApiReferencesDeleteFieldInput;
  ExternalDocApiReferencesDisconnectFieldInput: ExternalDocApiReferencesDisconnectFieldInput;
  ExternalDocApiReferencesFieldInput: ExternalDocApiReferencesFieldInput;
  ExternalDocApiReferencesNodeAggregationWhereInput: ExternalDocApiReferencesNodeAggregationWhereInput;
  ExternalDocApiReferencesRelationship: ExternalDocApiReferencesRelationship;
  ExternalDocApiReferencesUpdateConnectionInput: ExternalDocApiReferencesUpdateConnectionInput;
  ExternalDocApiReferencesUpdateFieldInput: ExternalDocApiReferencesUpdateFieldInput;
  ExternalDocCodeFileExplainsAggregateSelection: ExternalDocCodeFileExplainsAggregateSelection;
  ExternalDocCodeFileExplainsNodeAggregateSelection: ExternalDocCodeFileExplainsNodeAggregateSelection;
  ExternalDocConnectInput: ExternalDocConnectInput;
  ExternalDocConnectWhere: ExternalDocConnectWhere;
  ExternalDocCreateInput: ExternalDocCreateInput;
  ExternalDocDeleteInput: ExternalDocDeleteInput;
  ExternalDocDisconnectInput: ExternalDocDisconnectInput;
  ExternalDocEdge: ExternalDocEdge;
  ExternalDocExplainsConnectFieldInput: ExternalDocExplainsConnectFieldInput;
  ExternalDocExplainsConnection: ExternalDocExplainsConnection;
  ExternalDocExplainsConnectionAggregateInput: ExternalDocExplainsConnectionAggregateInput;
  ExternalDocExplainsConnectionFilters: ExternalDocExplainsConnectionFilters;
  ExternalDocExplainsConnectionSort: ExternalDocExplainsConnectionSort;
  ExternalDocExplainsConnectionWhere: ExternalDocExplainsConnectionWhere;
  ExternalDocExplainsCreateFieldInput: ExternalDocExplainsCreateFieldInput;
  ExternalDocExplainsDeleteFieldInput: ExternalDocExplainsDeleteFieldInput;
  ExternalDocExplainsDisconnectFieldInput: ExternalDocExplainsDisconnectFieldInput;
  ExternalDocExplainsFieldInput: ExternalDocExplainsFieldInput;
  ExternalDocExplainsNodeAggregationWhereInput: ExternalDocExplainsNodeAggregationWhereInput;
  ExternalDocExplainsRelationship: ExternalDocExplainsRelationship;
  ExternalDocExplainsUpdateConnectionInput: ExternalDocExplainsUpdateConnectionInput;
  ExternalDocExplainsUpdateFieldInput: ExternalDocExplainsUpdateFieldInput;
  ExternalDocExternalDocSupersedesAggregateSelection: ExternalDocExternalDocSupersedesAggregateSelection;
  ExternalDocExternalDocSupersedesNodeAggregateSelection: ExternalDocExternalDocSupersedesNodeAggregateSelection;
  ExternalDocIndexEdge: ExternalDocIndexEdge;
  ExternalDocIndexSort: ExternalDocIndexSort;
  ExternalDocIndexWhere: ExternalDocIndexWhere;
  ExternalDocKnowledgeUsageUsagesAggregateSelection: ExternalDocKnowledgeUsageUsagesAggregateSelection;
  ExternalDocKnowledgeUsageUsagesNodeAggregateSelection: ExternalDocKnowledgeUsageUsagesNodeAggregateSelection;
  ExternalDocRelationshipFilters: ExternalDocRelationshipFilters;
  ExternalDocSort: ExternalDocSort;
  ExternalDocSourceSourcedFromAggregateSelection: ExternalDocSourceSourcedFromAggregateSelection;
  ExternalDocSourceSourcedFromNodeAggregateSelection: ExternalDocSourceSourcedFromNodeAggregateSelection;
  ExternalDocSourcedFromConnectFieldInput: ExternalDocSourcedFromConnectFieldInput;
  ExternalDocSourcedFromConnection: ExternalDocSourcedFromConnection;
  ExternalDocSourcedFromConnectionAggregateInput: ExternalDocSourcedFromConnectionAggregateInput;
  ExternalDocSourcedFromConnectionFilters: ExternalDocSourcedFromConnectionFilters;
  ExternalDocSourcedFromConnectionSort: ExternalDocSourcedFromConnectionSort;
  ExternalDocSourcedFromConnectionWhere: ExternalDocSourcedFromConnectionWhere;
  ExternalDocSourcedFromCreateFieldInput: ExternalDocSourcedFromCreateFieldInput;
  ExternalDocSourcedFromDeleteFieldInput: ExternalDocSourcedFromDeleteFieldInput;
  ExternalDocSourcedFromDisconnectFieldInput: ExternalDocSourcedFromDisconnectFieldInput;
  ExternalDocSourcedFromFieldInput: ExternalDocSourcedFromFieldInput;
  ExternalDocSourcedFromNodeAggregationWhereInput: ExternalDocSourcedFromNodeAggregationWhereInput;
  ExternalDocSourcedFromRelationship: ExternalDocSourcedFromRelationship;
  ExternalDocSourcedFromUpdateConnectionInput: ExternalDocSourcedFromUpdateConnectionInput;
  ExternalDocSourcedFromUpdateFieldInput: ExternalDocSourcedFromUpdateFieldInput;
  ExternalDocSupersedesConnectFieldInput: ExternalDocSupersedesConnectFieldInput;
  ExternalDocSupersedesConnection: ExternalDocSupersedesConnection;
  ExternalDocSupersedesConnectionAggregateInput: ExternalDocSupersedesConnectionAggregateInput;
  ExternalDocSupersedesConnectionFilters: ExternalDocSupersedesConnectionFilters;
  ExternalDocSupersedesConnectionSort: ExternalDocSupersedesConnectionSort;
  ExternalDocSupersedesConnectionWhere: ExternalDocSupersedesConnectionWhere;
  ExternalDocSupersedesCreateFieldInput: ExternalDocSupersedesCreateFieldInput;
  ExternalDocSupersedesDeleteFieldInput: ExternalDocSupersedesDeleteFieldInput;
  ExternalDocSupersedesDisconnectFieldInput: ExternalDocSupersedesDisconnectFieldInput;
  ExternalDocSupersedesFieldInput: ExternalDocSupersedesFieldInput;
  ExternalDocSupersedesNodeAggregationWhereInput: ExternalDocSupersedesNodeAggregationWhereInput;
  ExternalDocSupersedesRelationship: ExternalDocSupersedesRelationship;
  ExternalDocSupersedesUpdateConnectionInput: ExternalDocSupersedesUpdateConnectionInput;
  ExternalDocSupersedesUpdateFieldInput: ExternalDocSupersedesUpdateFieldInput;
  ExternalDocUpdateInput: ExternalDocUpdateInput;
  ExternalDocUsagesConnectFieldInput: ExternalDocUsagesConnectFieldInput;
  ExternalDocUsagesConnection: ExternalDocUsagesConnection;
  ExternalDocUsagesConnectionAggregateInput: ExternalDocUsagesConnectionAggregateInput;
  ExternalDocUsagesConnectionFilters: ExternalDocUsagesConnectionFilters;
  ExternalDocUsagesConnectionSort: ExternalDocUsagesConnectionSort;
  ExternalDocUsagesConnectionWhere: ExternalDocUsagesConnectionWhere;
  ExternalDocUsagesCreateFieldInput: ExternalDocUsagesCreateFieldInput;
  ExternalDocUsagesDeleteFieldInput: ExternalDocUsagesDeleteFieldInput;
  ExternalDocUsagesDisconnectFieldInput: ExternalDocUsagesDisconnectFieldInput;
  ExternalDocUsagesFieldInput: ExternalDocUsagesFieldInput;
  ExternalDocUsagesNodeAggregationWhereInput: ExternalDocUsagesNodeAggregationWhereInput;
  ExternalDocUsagesRelationship: ExternalDocUsagesRelationship;
  ExternalDocUsagesUpdateConnectionInput: ExternalDocUsagesUpdateConnectionInput;
  ExternalDocUsagesUpdateFieldInput: ExternalDocUsagesUpdateFieldInput;
  ExternalDocWhere: ExternalDocWhere;
  ExternalDocsConnection: ExternalDocsConnection;
  ExternalDocsIndexConnection: ExternalDocsIndexConnection;
  Float: Scalars['Float']['output'];
  FloatAggregateSelection: FloatAggregateSelection;
  FloatScalarAggregationFilters: FloatScalarAggregationFilters;
  FloatScalarFilters: FloatScalarFilters;
  FloatScalarMutations: FloatScalarMutations;
  FloatWhere: FloatWhere;
  Function: Function;
  FunctionAPIReferenceUsesApisAggregateSelection: FunctionApiReferenceUsesApisAggregateSelection;
  FunctionAPIReferenceUsesApisEdgeAggregateSelection: FunctionApiReferenceUsesApisEdgeAggregateSelection;
  FunctionAPIReferenceUsesApisNodeAggregateSelection: FunctionApiReferenceUsesApisNodeAggregateSelection;
  FunctionAggregate: FunctionAggregate;
  FunctionAggregateNode: FunctionAggregateNode;
  FunctionCalledByConnectFieldInput: FunctionCalledByConnectFieldInput;
  FunctionCalledByConnection: FunctionCalledByConnection;
  FunctionCalledByConnectionAggregateInput: FunctionCalledByConnectionAggregateInput;
  FunctionCalledByConnectionFilters: FunctionCalledByConnectionFilters;
  FunctionCalledByConnectionSort: FunctionCalledByConnectionSort;
  FunctionCalledByConnectionWhere: FunctionCalledByConnectionWhere;
  FunctionCalledByCreateFieldInput: FunctionCalledByCreateFieldInput;
  FunctionCalledByDeleteFieldInput: FunctionCalledByDeleteFieldInput;
  FunctionCalledByDisconnectFieldInput: FunctionCalledByDisconnectFieldInput;
  FunctionCalledByFieldInput: FunctionCalledByFieldInput;
  FunctionCalledByNodeAggregationWhereInput: FunctionCalledByNodeAggregationWhereInput;
  FunctionCalledByRelationship: FunctionCalledByRelationship;
  FunctionCalledByUpdateConnectionInput: FunctionCalledByUpdateConnectionInput;
  FunctionCalledByUpdateFieldInput: FunctionCalledByUpdateFieldInput;
  FunctionCallsConnectFieldInput: FunctionCallsConnectFieldInput;
  FunctionCallsConnection: FunctionCallsConnection;
  FunctionCallsConnectionAggregateInput: FunctionCallsConnectionAggregateInput;
  FunctionCallsConnectionFilters: FunctionCallsConnectionFilters;
  FunctionCallsConnectionSort: FunctionCallsConnectionSort;
  FunctionCallsConnectionWhere: FunctionCallsConnectionWhere;
  FunctionCallsCreateFieldInput: FunctionCallsCreateFieldInput;
  FunctionCallsDeleteFieldInput: FunctionCallsDeleteFieldInput;
  FunctionCallsDisconnectFieldInput: FunctionCallsDisconnectFieldInput;
  FunctionCallsFieldInput: FunctionCallsFieldInput;
  FunctionCallsNodeAggregationWhereInput: FunctionCallsNodeAggregationWhereInput;
  FunctionCallsRelationship: FunctionCallsRelationship;
  FunctionCallsUpdateConnectionInput: FunctionCallsUpdateConnectionInput;
  FunctionCallsUpdateFieldInput: FunctionCallsUpdateFieldInput;
  FunctionCodeFileFileAggregateSelection: FunctionCodeFileFileAggregateSelection;
  FunctionCodeFileFileNodeAggregateSelection: FunctionCodeFileFileNodeAggregateSelection;
  FunctionConnectInput: FunctionConnectInput;
  FunctionConnectWhere: FunctionConnectWhere;
  FunctionCreateInput: FunctionCreateInput;
  FunctionDeleteInput: FunctionDeleteInput;
  FunctionDisconnectInput: FunctionDisconnectInput;
  FunctionEdge: FunctionEdge;
  FunctionFileConnectFieldInput: FunctionFileConnectFieldInput;
  FunctionFileConnection: FunctionFileConnection;
  FunctionFileConnectionAggregateInput: FunctionFileConnectionAggregateInput;
  FunctionFileConnectionFilters: FunctionFileConnectionFilters;
  FunctionFileConnectionSort: FunctionFileConnectionSort;
  FunctionFileConnectionWhere: FunctionFileConnectionWhere;
  FunctionFileCreateFieldInput: FunctionFileCreateFieldInput;
  FunctionFileDeleteFieldInput: FunctionFileDeleteFieldInput;
  FunctionFileDisconnectFieldInput: FunctionFileDisconnectFieldInput;
  FunctionFileFieldInput: FunctionFileFieldInput;
  FunctionFileNodeAggregationWhereInput: FunctionFileNodeAggregationWhereInput;
  FunctionFileRelationship: FunctionFileRelationship;
  FunctionFileUpdateConnectionInput: FunctionFileUpdateConnectionInput;
  FunctionFileUpdateFieldInput: FunctionFileUpdateFieldInput;
  FunctionFunctionCalledByAggregateSelection: FunctionFunctionCalledByAggregateSelection;
  FunctionFunctionCalledByNodeAggregateSelection: FunctionFunctionCalledByNodeAggregateSelection;
  FunctionFunctionCallsAggregateSelection: FunctionFunctionCallsAggregateSelection;
  FunctionFunctionCallsNodeAggregateSelection: FunctionFunctionCallsNodeAggregateSelection;
  FunctionMemoryReferencedByAggregateSelection: FunctionMemoryReferencedByAggregateSelection;
  FunctionMemoryReferencedByNodeAggregateSelection: FunctionMemoryReferencedByNodeAggregateSelection;
  FunctionReferencedByConnectFieldInput: FunctionReferencedByConnectFieldInput;
  FunctionReferencedByConnection: FunctionReferencedByConnection;
  FunctionReferencedByConnectionAggregateInput: FunctionReferencedByConnectionAggregateInput;
  FunctionReferencedByConnectionFilters: FunctionReferencedByConnectionFilters;
  FunctionReferencedByConnectionSort: FunctionReferencedByConnectionSort;
  FunctionReferencedByConnectionWhere: FunctionReferencedByConnectionWhere;
  FunctionReferencedByCreateFieldInput: FunctionReferencedByCreateFieldInput;
  FunctionReferencedByDeleteFieldInput: FunctionReferencedByDeleteFieldInput;
  FunctionReferencedByDisconnectFieldInput: FunctionReferencedByDisconnectFieldInput;
  FunctionReferencedByFieldInput: FunctionReferencedByFieldInput;
  FunctionReferencedByNodeAggregationWhereInput: FunctionReferencedByNodeAggregationWhereInput;
  FunctionReferencedByRelationship: FunctionReferencedByRelationship;
  FunctionReferencedByUpdateConnectionInput: FunctionReferencedByUpdateConnectionInput;
  FunctionReferencedByUpdateFieldInput: FunctionReferencedByUpdateFieldInput;
  FunctionRelationshipFilters: FunctionRelationshipFilters;
  FunctionSort: FunctionSort;
  FunctionUpdateInput: FunctionUpdateInput;
  FunctionUsesApisConnectFieldInput: FunctionUsesApisConnectFieldInput;
  FunctionUsesApisConnection: FunctionUsesApisConnection;
  FunctionUsesApisConnectionAggregateInput: FunctionUsesApisConnectionAggregateInput;
  FunctionUsesApisConnectionFilters: FunctionUsesApisConnectionFilters;
  FunctionUsesApisConnectionSort: FunctionUsesApisConnectionSort;
  FunctionUsesApisConnectionWhere: FunctionUsesApisConnectionWhere;
  FunctionUsesApisCreateFieldInput: FunctionUsesApisCreateFieldInput;
  FunctionUsesApisDeleteFieldInput: FunctionUsesApisDeleteFieldInput;
  FunctionUsesApisDisconnectFieldInput: FunctionUsesApisDisconnectFieldInput;
  FunctionUsesApisFieldInput: FunctionUsesApisFieldInput;
  FunctionUsesApisNodeAggregationWhereInput: FunctionUsesApisNodeAggregationWhereInput;
  FunctionUsesApisRelationship: FunctionUsesApisRelationship;
  FunctionUsesApisUpdateConnectionInput: FunctionUsesApisUpdateConnectionInput;
  FunctionUsesApisUpdateFieldInput: FunctionUsesApisUpdateFieldInput;
  FunctionWhere: FunctionWhere;
  FunctionsConnection: FunctionsConnection;
  ID: Scalars['ID']['output'];
  IDScalarFilters: IdScalarFilters;
  IDScalarMutations: IdScalarMutations;
  Int: Scalars['Int']['output'];
  IntAggregateSelection: IntAggregateSelection;
  IntScalarAggregationFilters: IntScalarAggregationFilters;
  IntScalarFilters: IntScalarFilters;
  IntScalarMutations: IntScalarMutations;
  KnowledgeUsage: KnowledgeUsage;
  KnowledgeUsageAggregate: KnowledgeUsageAggregate;
  KnowledgeUsageAggregateNode: KnowledgeUsageAggregateNode;
  KnowledgeUsageConnectInput: KnowledgeUsageConnectInput;
  KnowledgeUsageConnectWhere: KnowledgeUsageConnectWhere;
  KnowledgeUsageCreateInput: KnowledgeUsageCreateInput;
  KnowledgeUsageDeleteInput: KnowledgeUsageDeleteInput;
  KnowledgeUsageDisconnectInput: KnowledgeUsageDisconnectInput;
  KnowledgeUsageDocsConnectFieldInput: KnowledgeUsageDocsConnectFieldInput;
  KnowledgeUsageDocsConnection: KnowledgeUsageDocsConnection;
  KnowledgeUsageDocsConnectionAggregateInput: KnowledgeUsageDocsConnectionAggregateInput;
  KnowledgeUsageDocsConnectionFilters: KnowledgeUsageDocsConnectionFilters;
  KnowledgeUsageDocsConnectionSort: KnowledgeUsageDocsConnectionSort;
  KnowledgeUsageDocsConnectionWhere: KnowledgeUsageDocsConnectionWhere;
  KnowledgeUsageDocsCreateFieldInput: KnowledgeUsageDocsCreateFieldInput;
  KnowledgeUsageDocsDeleteFieldInput: KnowledgeUsageDocsDeleteFieldInput;
  KnowledgeUsageDocsDisconnectFieldInput: KnowledgeUsageDocsDisconnectFieldInput;
  KnowledgeUsageDocsFieldInput: KnowledgeUsageDocsFieldInput;
  KnowledgeUsageDocsNodeAggregationWhereInput: KnowledgeUsageDocsNodeAggregationWhereInput;
  KnowledgeUsageDocsRelationship: KnowledgeUsageDocsRelationship;
  KnowledgeUsageDocsUpdateConnectionInput: KnowledgeUsageDocsUpdateConnectionInput;
  KnowledgeUsageDocsUpdateFieldInput: KnowledgeUsageDocsUpdateFieldInput;
  KnowledgeUsageEdge: KnowledgeUsageEdge;
  KnowledgeUsageExternalDocDocsAggregateSelection: KnowledgeUsageExternalDocDocsAggregateSelection;
  KnowledgeUsageExternalDocDocsNodeAggregateSelection: KnowledgeUsageExternalDocDocsNodeAggregateSelection;
  KnowledgeUsageRelationshipFilters: KnowledgeUsageRelationshipFilters;
  KnowledgeUsageSort: KnowledgeUsageSort;
  KnowledgeUsageUpdateInput: KnowledgeUsageUpdateInput;
  KnowledgeUsageWhere: KnowledgeUsageWhere;
  KnowledgeUsagesConnection: KnowledgeUsagesConnection;
  ListStringMutations: ListStringMutations;
  MemoriesConnection: MemoriesConnection;
  MemoriesIndexConnection: MemoriesIndexConnection;
  Memory: Memory;
  MemoryAgentTypeAgentTypesAggregateSelection: MemoryAgentTypeAgentTypesAggregateSelection;
  MemoryAgentTypeAgentTypesNodeAggregateSelection: MemoryAgentTypeAgentTypesNodeAggregateSelection;
  MemoryAgentTypesConnectFieldInput: MemoryAgentTypesConnectFieldInput;
  MemoryAgentTypesConnection: MemoryAgentTypesConnection;
  MemoryAgentTypesConnectionAggregateInput: MemoryAgentTypesConnectionAggregateInput;
  MemoryAgentTypesConnectionFilters: MemoryAgentTypesConnectionFilters;
  MemoryAgentTypesConnectionSort: MemoryAgentTypesConnectionSort;
  MemoryAgentTypesConnectionWhere: MemoryAgentTypesConnectionWhere;
  MemoryAgentTypesCreateFieldInput: MemoryAgentTypesCreateFieldInput;
  MemoryAgentTypesDeleteFieldInput: MemoryAgentTypesDeleteFieldInput;
  MemoryAgentTypesDisconnectFieldInput: MemoryAgentTypesDisconnectFieldInput;
  MemoryAgentTypesFieldInput: MemoryAgentTypesFieldInput;
  MemoryAgentTypesNodeAggregationWhereInput: MemoryAgentTypesNodeAggregationWhereInput;
  MemoryAgentTypesRelationship: MemoryAgentTypesRelationship;
  MemoryAgentTypesUpdateConnectionInput: MemoryAgentTypesUpdateConnectionInput;
  MemoryAgentTypesUpdateFieldInput: MemoryAgentTypesUpdateFieldInput;
  MemoryAggregate: MemoryAggregate;
  MemoryAggregateNode: MemoryAggregateNode;
  MemoryClassReferencedClassesAggregateSelection: MemoryClassReferencedClassesAggregateSelection;
  MemoryClassReferencedClassesNodeAggregateSelection: MemoryClassReferencedClassesNodeAggregateSelection;
  MemoryCodeFileReferencedFilesAggregateSelection: MemoryCodeFileReferencedFilesAggregateSelection;
  MemoryCodeFileReferencedFilesNodeAggregateSelection: MemoryCodeFileReferencedFilesNodeAggregateSelection;
  MemoryConnectInput: MemoryConnectInput;
  MemoryConnectWhere: MemoryConnectWhere;
  MemoryContradictsConnectFieldInput: MemoryContradictsConnectFieldInput;
  MemoryContradictsConnection: MemoryContradictsConnection;
  MemoryContradictsConnectionAggregateInput: MemoryContradictsConnectionAggregateInput;
  MemoryContradictsConnectionFilters: MemoryContradictsConnectionFilters;
  MemoryContradictsConnectionSort: MemoryContradictsConnectionSort;
  MemoryContradictsConnectionWhere: MemoryContradictsConnectionWhere;
  MemoryContradictsCreateFieldInput: MemoryContradictsCreateFieldInput;
  MemoryContradictsDeleteFieldInput: MemoryContradictsDeleteFieldInput;
  MemoryContradictsDisconnectFieldInput: MemoryContradictsDisconnectFieldInput;
  MemoryContradictsFieldInput: MemoryContradictsFieldInput;
  MemoryContradictsNodeAggregationWhereInput: MemoryContradictsNodeAggregationWhereInput;
  MemoryContradictsRelationship: MemoryContradictsRelationship;
  MemoryContradictsUpdateConnectionInput: MemoryContradictsUpdateConnectionInput;
  MemoryContradictsUpdateFieldInput: MemoryContradictsUpdateFieldInput;
  MemoryCreateInput: MemoryCreateInput;
  MemoryDeleteInput: MemoryDeleteInput;
  MemoryDerivedFromConnectFieldInput: MemoryDerivedFromConnectFieldInput;
  MemoryDerivedFromConnection: MemoryDerivedFromConnection;
  MemoryDerivedFromConnectionAggregateInput: MemoryDerivedFromConnectionAggregateInput;
  MemoryDerivedFromConnectionFilters: MemoryDerivedFromConnectionFilters;
  MemoryDerivedFromConnectionSort: MemoryDerivedFromConnectionSort;
  MemoryDerivedFromConnectionWhere: MemoryDerivedFromConnectionWhere;
  MemoryDerivedFromCreateFieldInput: MemoryDerivedFromCreateFieldInput;
  MemoryDerivedFromDeleteFieldInput: MemoryDerivedFromDeleteFieldInput;
  MemoryDerivedFromDisconnectFieldInput: MemoryDerivedFromDisconnectFieldInput;
  MemoryDerivedFromFieldInput: MemoryDerivedFromFieldInput;
  MemoryDerivedFromNodeAggregationWhereInput: MemoryDerivedFromNodeAggregationWhereInput;
  MemoryDerivedFromRelationship: MemoryDerivedFromRelationship;
  MemoryDerivedFromUpdateConnectionInput: MemoryDerivedFromUpdateConnectionInput;
  MemoryDerivedFromUpdateFieldInput: MemoryDerivedFromUpdateFieldInput;
  MemoryDisconnectInput: MemoryDisconnectInput;
  MemoryEdge: MemoryEdge;
  MemoryFunctionReferencedFunctionsAggregateSelection: MemoryFunctionReferencedFunctionsAggregateSelection;
  MemoryFunctionReferencedFunctionsNodeAggregateSelection: MemoryFunctionReferencedFunctionsNodeAggregateSelection;
  MemoryHit: MemoryHitParent;
  MemoryIndexEdge: MemoryIndexEdge;
  MemoryIndexSort: MemoryIndexSort;
  MemoryIndexWhere: MemoryIndexWhere;
  MemoryMemoryContradictsAggregateSelection: MemoryMemoryContradictsAggregateSelection;
  MemoryMemoryContradictsNodeAggregateSelection: MemoryMemoryContradictsNodeAggregateSelection;
  MemoryMemoryDerivedFromAggregateSelection: MemoryMemoryDerivedFromAggregateSelection;
  MemoryMemoryDerivedFromNodeAggregateSelection: MemoryMemoryDerivedFromNodeAggregateSelection;
  MemoryMemoryRelatesToAggregateSelection: MemoryMemoryRelatesToAggregateSelection;
  MemoryMemoryRelatesToNodeAggregateSelection: MemoryMemoryRelatesToNodeAggregateSelection;
  MemoryMemoryRevisionRevisionsAggregateSelection: MemoryMemoryRevisionRevisionsAggregateSelection;
  MemoryMemoryRevisionRevisionsNodeAggregateSelection: MemoryMemoryRevisionRevisionsNodeAggregateSelection;
  MemoryProjectProjectsAggregateSelection: MemoryProjectProjectsAggregateSelection;
  MemoryProjectProjectsNodeAggregateSelection: MemoryProjectProjectsNodeAggregateSelection;
  MemoryProjectsConnection: MemoryProjectsConnection;
  MemoryProjectsConnectionAggregateInput: MemoryProjectsConnectionAggregateInput;
  MemoryProjectsConnectionFilters: MemoryProjectsConnectionFilters;
  MemoryProjectsConnectionSort: MemoryProjectsConnectionSort;
  MemoryProjectsConnectionWhere: MemoryProjectsConnectionWhere;
  MemoryProjectsNodeAggregationWhereInput: MemoryProjectsNodeAggregationWhereInput;
  MemoryProjectsRelationship: MemoryProjectsRelationship;
  MemoryReferencedClassesConnectFieldInput: MemoryReferencedClassesConnectFieldInput;
  MemoryReferencedClassesConnection: MemoryReferencedClassesConnection;
  MemoryReferencedClassesConnectionAggregateInput: MemoryReferencedClassesConnectionAggregateInput;
  MemoryReferencedClassesConnectionFilters: MemoryReferencedClassesConnectionFilters;
  MemoryReferencedClassesConnectionSort: MemoryReferencedClassesConnectionSort;
  MemoryReferencedClassesConnectionWhere: MemoryReferencedClassesConnectionWhere;
  MemoryReferencedClassesCreateFieldInput: MemoryReferencedClassesCreateFieldInput;
  MemoryReferencedClassesDeleteFieldInput: MemoryReferencedClassesDeleteFieldInput;
  MemoryReferencedClassesDisconnectFieldInput: MemoryReferencedClassesDisconnectFieldInput;
  MemoryReferencedClassesFieldInput: MemoryReferencedClassesFieldInput;
  MemoryReferencedClassesNodeAggregationWhereInput: MemoryReferencedClassesNodeAggregationWhereInput;
  MemoryReferencedClassesRelationship: MemoryReferencedClassesRelationship;
  MemoryReferencedClassesUpdateConnectionInput: MemoryReferencedClassesUpdateConnectionInput;
  MemoryReferencedClassesUpdateFieldInput: MemoryReferencedClassesUpdateFieldInput;
  MemoryReferencedFilesConnectFieldInput: MemoryReferencedFilesConnectFieldInput;
  MemoryReferencedFilesConnection: MemoryReferencedFilesConnection;
  MemoryReferencedFilesConnectionAggregateInput: MemoryReferencedFilesConnectionAggregateInput;
  MemoryReferencedFilesConnectionFilters: MemoryReferencedFilesConnectionFilters;
  MemoryReferencedFilesConnectionSort: MemoryReferencedFilesConnectionSort;
  MemoryReferencedFilesConnectionWhere: MemoryReferencedFilesConnectionWhere;
  MemoryReferencedFilesCreateFieldInput: MemoryReferencedFilesCreateFieldInput;
  MemoryReferencedFilesDeleteFieldInput: MemoryReferencedFilesDeleteFieldInput;
  MemoryReferencedFilesDisconnectFieldInput: MemoryReferencedFilesDisconnectFieldInput;
  MemoryReferencedFilesFieldInput: MemoryReferencedFilesFieldInput;
  MemoryReferencedFilesNodeAggregationWhereInput: MemoryReferencedFilesNodeAggregationWhereInput;
  MemoryReferencedFilesRelationship: MemoryReferencedFilesRelationship;
  MemoryReferencedFilesUpdateConnectionInput: MemoryReferencedFilesUpdateConnectionInput;
  MemoryReferencedFilesUpdateFieldInput: MemoryReferencedFilesUpdateFieldInput;
  MemoryReferencedFunctionsConnectFieldInput: MemoryReferencedFunctionsConnectFieldInput;
  MemoryReferencedFunctionsConnection: MemoryReferencedFunctionsConnection;
  MemoryReferencedFunctionsConnectionAggregateInput: MemoryReferencedFunctionsConnectionAggregateInput;
  MemoryReferencedFunctionsConnectionFilters: MemoryReferencedFunctionsConnectionFilters;
  MemoryReferencedFunctionsConnectionSort: MemoryReferencedFunctionsConnectionSort;
  MemoryReferencedFunctionsConnectionWhere: MemoryReferencedFunctionsConnectionWhere;
  MemoryReferencedFunctionsCreateFieldInput: MemoryReferencedFunctionsCreateFieldInput;
  MemoryReferencedFunctionsDeleteFieldInput: MemoryReferencedFunctionsDeleteFieldInput;
  MemoryReferencedFunctionsDisconnectFieldInput: MemoryReferencedFunctionsDisconnectFieldInput;
  MemoryReferencedFunctionsFieldInput: MemoryReferencedFunctionsFieldInput;
  MemoryReferencedFunctionsNodeAggregationWhereInput: MemoryReferencedFunctionsNodeAggregationWhereInput;
  MemoryReferencedFunctionsRelationship: MemoryReferencedFunctionsRelationship;
  MemoryReferencedFunctionsUpdateConnectionInput: MemoryReferencedFunctionsUpdateConnectionInput;
  MemoryReferencedFunctionsUpdateFieldInput: MemoryReferencedFunctionsUpdateFieldInput;
  MemoryRelatesToConnectFieldInput: MemoryRelatesToConnectFieldInput;
  MemoryRelatesToConnection: MemoryRelatesToConnection;
  MemoryRelatesToConnectionAggregateInput: MemoryRelatesToConnectionAggregateInput;
  MemoryRelatesToConnectionFilters: MemoryRelatesToConnectionFilters;
  MemoryRelatesToConnectionSort: MemoryRelatesToConnectionSort;
  MemoryRelatesToConnectionWhere: MemoryRelatesToConnectionWhere;
  MemoryRelatesToCreateFieldInput: MemoryRelatesToCreateFieldInput;
  MemoryRelatesToDeleteFieldInput: MemoryRelatesToDeleteFieldInput;
  MemoryRelatesToDisconnectFieldInput: MemoryRelatesToDisconnectFieldInput;
  MemoryRelatesToFieldInput: MemoryRelatesToFieldInput;
  MemoryRelatesToNodeAggregationWhereInput: MemoryRelatesToNodeAggregationWhereInput;
  MemoryRelatesToRelationship: MemoryRelatesToRelationship;
  MemoryRelatesToUpdateConnectionInput: MemoryRelatesToUpdateConnectionInput;
  MemoryRelatesToUpdateFieldInput: MemoryRelatesToUpdateFieldInput;
  MemoryRelationshipFilters: MemoryRelationshipFilters;
  MemoryRevision: MemoryRevision;
  MemoryRevisionAggregate: MemoryRevisionAggregate;
  MemoryRevisionAggregateNode: MemoryRevisionAggregateNode;
  MemoryRevisionConnectInput: MemoryRevisionConnectInput;
  MemoryRevisionConnectWhere: MemoryRevisionConnectWhere;
  MemoryRevisionCreateInput: MemoryRevisionCreateInput;
  MemoryRevisionDeleteInput: MemoryRevisionDeleteInput;
  MemoryRevisionDisconnectInput: MemoryRevisionDisconnectInput;
  MemoryRevisionEdge: MemoryRevisionEdge;
  MemoryRevisionMemoryConnectFieldInput: MemoryRevisionMemoryConnectFieldInput;
  MemoryRevisionMemoryConnection: MemoryRevisionMemoryConnection;
  MemoryRevisionMemoryConnectionAggregateInput: MemoryRevisionMemoryConnectionAggregateInput;
  MemoryRevisionMemoryConnectionFilters: MemoryRevisionMemoryConnectionFilters;
  MemoryRevisionMemoryConnectionSort: MemoryRevisionMemoryConnectionSort;
  MemoryRevisionMemoryConnectionWhere: MemoryRevisionMemoryConnectionWhere;
  MemoryRevisionMemoryCreateFieldInput: MemoryRevisionMemoryCreateFieldInput;
  MemoryRevisionMemoryDeleteFieldInput: MemoryRevisionMemoryDeleteFieldInput;
  MemoryRevisionMemoryDisconnectFieldInput: MemoryRevisionMemoryDisconnectFieldInput;
  MemoryRevisionMemoryFieldInput: MemoryRevisionMemoryFieldInput;
  MemoryRevisionMemoryMemoryAggregateSelection: MemoryRevisionMemoryMemoryAggregateSelection;
  MemoryRevisionMemoryMemoryNodeAggregateSelection: MemoryRevisionMemoryMemoryNodeAggregateSelection;
  MemoryRevisionMemoryNodeAggregationWhereInput: MemoryRevisionMemoryNodeAggregationWhereInput;
  MemoryRevisionMemoryRelationship: MemoryRevisionMemoryRelationship;
  MemoryRevisionMemoryUpdateConnectionInput: MemoryRevisionMemoryUpdateConnectionInput;
  MemoryRevisionMemoryUpdateFieldInput: MemoryRevisionMemoryUpdateFieldInput;
  MemoryRevisionRelationshipFilters: MemoryRevisionRelationshipFilters;
  MemoryRevisionSort: MemoryRevisionSort;
  MemoryRevisionUpdateInput: MemoryRevisionUpdateInput;
  MemoryRevisionWhere: MemoryRevisionWhere;
  MemoryRevisionsConnectFieldInput: MemoryRevisionsConnectFieldInput;
  MemoryRevisionsConnection: MemoryRevisionsConnection;
  MemoryRevisionsConnectionAggregateInput: MemoryRevisionsConnectionAggregateInput;
  MemoryRevisionsConnectionFilters: MemoryRevisionsConnectionFilters;
  MemoryRevisionsConnectionSort: MemoryRevisionsConnectionSort;
  MemoryRevisionsConnectionWhere: MemoryRevisionsConnectionWhere;
  MemoryRevisionsCreateFieldInput: MemoryRevisionsCreateFieldInput;
  MemoryRevisionsDeleteFieldInput: MemoryRevisionsDeleteFieldInput;
  MemoryRevisionsDisconnectFieldInput: MemoryRevisionsDisconnectFieldInput;
  MemoryRevisionsFieldInput: MemoryRevisionsFieldInput;
  MemoryRevisionsNodeAggregationWhereInput: MemoryRevisionsNodeAggregationWhereInput;
  MemoryRevisionsRelationship: MemoryRevisionsRelationship;
  MemoryRevisionsUpdateConnectionInput: MemoryRevisionsUpdateConnectionInput;
  MemoryRevisionsUpdateFieldInput: MemoryRevisionsUpdateFieldInput;
  MemorySort: MemorySort;
  MemoryTypeEnumScalarFilters: MemoryTypeEnumScalarFilters;
  MemoryTypeEnumScalarMutations: MemoryTypeEnumScalarMutations;
  MemoryUpdateInput: MemoryUpdateInput;
  MemoryWhere: MemoryWhere;
  Mutation: Record<PropertyKey, never>;
  NegativeFeedback: NegativeFeedback;
  NegativeFeedbackAggregationWhereInput: NegativeFeedbackAggregationWhereInput;
  NegativeFeedbackCreateInput: NegativeFeedbackCreateInput;
  NegativeFeedbackSort: NegativeFeedbackSort;
  NegativeFeedbackUpdateInput: NegativeFeedbackUpdateInput;
  NegativeFeedbackWhere: NegativeFeedbackWhere;
  PageInfo: PageInfo;
  Pattern: Pattern;
  PatternAggregate: PatternAggregate;
  PatternAggregateNode: PatternAggregateNode;
  PatternConnectInput: PatternConnectInput;
  PatternConnectWhere: PatternConnectWhere;
  PatternCreateInput: PatternCreateInput;
  PatternDeleteInput: PatternDeleteInput;
  PatternDisconnectInput: PatternDisconnectInput;
  PatternDocsConnectFieldInput: PatternDocsConnectFieldInput;
  PatternDocsConnection: PatternDocsConnection;
  PatternDocsConnectionAggregateInput: PatternDocsConnectionAggregateInput;
  PatternDocsConnectionFilters: PatternDocsConnectionFilters;
  PatternDocsConnectionSort: PatternDocsConnectionSort;
  PatternDocsConnectionWhere: PatternDocsConnectionWhere;
  PatternDocsCreateFieldInput: PatternDocsCreateFieldInput;
  PatternDocsDeleteFieldInput: PatternDocsDeleteFieldInput;
  PatternDocsDisconnectFieldInput: PatternDocsDisconnectFieldInput;
  PatternDocsFieldInput: PatternDocsFieldInput;
  PatternDocsNodeAggregationWhereInput: PatternDocsNodeAggregationWhereInput;
  PatternDocsRelationship: PatternDocsRelationship;
  PatternDocsUpdateConnectionInput: PatternDocsUpdateConnectionInput;
  PatternDocsUpdateFieldInput: PatternDocsUpdateFieldInput;
  PatternDocumentationDocsAggregateSelection: PatternDocumentationDocsAggregateSelection;
  PatternDocumentationDocsEdgeAggregateSelection: PatternDocumentationDocsEdgeAggregateSelection;
  PatternDocumentationDocsNodeAggregateSelection: PatternDocumentationDocsNodeAggregateSelection;
  PatternEdge: PatternEdge;
  PatternFeedbackConnectFieldInput: PatternFeedbackConnectFieldInput;
  PatternFeedbackConnection: PatternFeedbackConnection;
  PatternFeedbackConnectionAggregateInput: PatternFeedbackConnectionAggregateInput;
  PatternFeedbackConnectionFilters: PatternFeedbackConnectionFilters;
  PatternFeedbackConnectionSort: PatternFeedbackConnectionSort;
  PatternFeedbackConnectionWhere: PatternFeedbackConnectionWhere;
  PatternFeedbackCreateFieldInput: PatternFeedbackCreateFieldInput;
  PatternFeedbackDeleteFieldInput: PatternFeedbackDeleteFieldInput;
  PatternFeedbackDisconnectFieldInput: PatternFeedbackDisconnectFieldInput;
  PatternFeedbackFieldInput: PatternFeedbackFieldInput;
  PatternFeedbackNodeAggregationWhereInput: PatternFeedbackNodeAggregationWhereInput;
  PatternFeedbackRelationship: PatternFeedbackRelationship;
  PatternFeedbackUpdateConnectionInput: PatternFeedbackUpdateConnectionInput;
  PatternFeedbackUpdateFieldInput: PatternFeedbackUpdateFieldInput;
  PatternRelationshipFilters: PatternRelationshipFilters;
  PatternSort: PatternSort;
  PatternUpdateInput: PatternUpdateInput;
  PatternUserFeedbackFeedbackAggregateSelection: PatternUserFeedbackFeedbackAggregateSelection;
  PatternUserFeedbackFeedbackNodeAggregateSelection: PatternUserFeedbackFeedbackNodeAggregateSelection;
  PatternWhere: PatternWhere;
  PatternsConnection: PatternsConnection;
  Project: Project;
  ProjectAgentTypeAgentTypesAggregateSelection: ProjectAgentTypeAgentTypesAggregateSelection;
  ProjectAgentTypeAgentTypesNodeAggregateSelection: ProjectAgentTypeAgentTypesNodeAggregateSelection;
  ProjectAgentTypesConnectFieldInput: ProjectAgentTypesConnectFieldInput;
  ProjectAgentTypesConnection: ProjectAgentTypesConnection;
  ProjectAgentTypesConnectionAggregateInput: ProjectAgentTypesConnectionAggregateInput;
  ProjectAgentTypesConnectionFilters: ProjectAgentTypesConnectionFilters;
  ProjectAgentTypesConnectionSort: ProjectAgentTypesConnectionSort;
  ProjectAgentTypesConnectionWhere: ProjectAgentTypesConnectionWhere;
  ProjectAgentTypesCreateFieldInput: ProjectAgentTypesCreateFieldInput;
  ProjectAgentTypesDeleteFieldInput: ProjectAgentTypesDeleteFieldInput;
  ProjectAgentTypesDisconnectFieldInput: ProjectAgentTypesDisconnectFieldInput;
  ProjectAgentTypesFieldInput: ProjectAgentTypesFieldInput;
  ProjectAgentTypesNodeAggregationWhereInput: ProjectAgentTypesNodeAggregationWhereInput;
  ProjectAgentTypesRelationship: ProjectAgentTypesRelationship;
  ProjectAgentTypesUpdateConnectionInput: ProjectAgentTypesUpdateConnectionInput;
  ProjectAgentTypesUpdateFieldInput: ProjectAgentTypesUpdateFieldInput;
  ProjectAggregate: ProjectAggregate;
  ProjectAggregateNode: ProjectAggregateNode;
  ProjectConnectInput: ProjectConnectInput;
  ProjectConnectWhere: ProjectConnectWhere;
  ProjectCreateInput: ProjectCreateInput;
  ProjectDeleteInput: ProjectDeleteInput;
  ProjectDisconnectInput: ProjectDisconnectInput;
  ProjectEdge: ProjectEdge;
  ProjectMemoriesConnection: ProjectMemoriesConnection;
  ProjectMemoriesConnectionAggregateInput: ProjectMemoriesConnectionAggregateInput;
  ProjectMemoriesConnectionFilters: ProjectMemoriesConnectionFilters;
  ProjectMemoriesConnectionSort: ProjectMemoriesConnectionSort;
  ProjectMemoriesConnectionWhere: ProjectMemoriesConnectionWhere;
  ProjectMemoriesNodeAggregationWhereInput: ProjectMemoriesNodeAggregationWhereInput;
  ProjectMemoriesRelationship: ProjectMemoriesRelationship;
  ProjectMemoryMemoriesAggregateSelection: ProjectMemoryMemoriesAggregateSelection;
  ProjectMemoryMemoriesNodeAggregateSelection: ProjectMemoryMemoriesNodeAggregateSelection;
  ProjectRelationshipFilters: ProjectRelationshipFilters;
  ProjectSort: ProjectSort;
  ProjectUpdateInput: ProjectUpdateInput;
  ProjectWhere: ProjectWhere;
  ProjectsConnection: ProjectsConnection;
  Query: Record<PropertyKey, never>;
  RelatedMemory: RelatedMemoryParent;
  RememberInput: RememberInput;
  ReplacedBy: ReplacedBy;
  ReplacedByAggregationWhereInput: ReplacedByAggregationWhereInput;
  ReplacedByCreateInput: ReplacedByCreateInput;
  ReplacedBySort: ReplacedBySort;
  ReplacedByUpdateInput: ReplacedByUpdateInput;
  ReplacedByWhere: ReplacedByWhere;
  ScoreBreakdown: ScoreBreakdown;
  ScoreWeights: ScoreWeights;
  ServerInfo: ServerInfo;
  Source: Source;
  SourceAggregate: SourceAggregate;
  SourceAggregateNode: SourceAggregateNode;
  SourceConnectWhere: SourceConnectWhere;
  SourceCreateInput: SourceCreateInput;
  SourceEdge: SourceEdge;
  SourceRelationshipFilters: SourceRelationshipFilters;
  SourceSort: SourceSort;
  SourceUpdateInput: SourceUpdateInput;
  SourceWhere: SourceWhere;
  SourcesConnection: SourcesConnection;
  String: Scalars['String']['output'];
  StringAggregateSelection: StringAggregateSelection;
  StringListFilters: StringListFilters;
  StringScalarAggregationFilters: StringScalarAggregationFilters;
  StringScalarFilters: StringScalarFilters;
  StringScalarMutations: StringScalarMutations;
  TavilyCache: TavilyCache;
  TavilyCacheAggregate: TavilyCacheAggregate;
  TavilyCacheAggregateNode: TavilyCacheAggregateNode;
  TavilyCacheEdge: TavilyCacheEdge;
  TavilyCacheSort: TavilyCacheSort;
  TavilyCacheWhere: TavilyCacheWhere;
  TavilyCachesConnection: TavilyCachesConnection;
  UpdateAgentTypesMutationResponse: UpdateAgentTypesMutationResponse;
  UpdateApiReferencesMutationResponse: UpdateApiReferencesMutationResponse;
  UpdateBestPracticesMutationResponse: UpdateBestPracticesMutationResponse;
  UpdateClassesMutationResponse: UpdateClassesMutationResponse;
  UpdateCodeExamplesMutationResponse: UpdateCodeExamplesMutationResponse;
  UpdateCodeFilesMutationResponse: UpdateCodeFilesMutationResponse;
  UpdateDocumentationsMutationResponse: UpdateDocumentationsMutationResponse;
  UpdateExternalDocsMutationResponse: UpdateExternalDocsMutationResponse;
  UpdateFunctionsMutationResponse: UpdateFunctionsMutationResponse;
  UpdateInfo: UpdateInfo;
  UpdateKnowledgeUsagesMutationResponse: UpdateKnowledgeUsagesMutationResponse;
  UpdateMemoriesMutationResponse: UpdateMemoriesMutationResponse;
  UpdatePatternsMutationResponse: UpdatePatternsMutationResponse;
  UpdateProjectsMutationResponse: UpdateProjectsMutationResponse;
  UpdateSourcesMutationResponse: UpdateSourcesMutationResponse;
  UpdateUserFeedbacksMutationResponse: UpdateUserFeedbacksMutationResponse;
  UsageOutcomeEnumScalarFilters: UsageOutcomeEnumScalarFilters;
  UsageOutcomeEnumScalarMutations: UsageOutcomeEnumScalarMutations;
  UsedIn: UsedIn;
  UsedInAggregationWhereInput: UsedInAggregationWhereInput;
  UsedInCreateInput: UsedInCreateInput;
  UsedInSort: UsedInSort;
  UsedInUpdateInput: UsedInUpdateInput;
  UsedInWhere: UsedInWhere;
  UserFeedback: UserFeedback;
  UserFeedbackAggregate: UserFeedbackAggregate;
  UserFeedbackAggregateNode: UserFeedbackAggregateNode;
  UserFeedbackConnectInput: UserFeedbackConnectInput;
  UserFeedbackConnectWhere: UserFeedbackConnectWhere;
  UserFeedbackCreateInput: UserFeedbackCreateInput;
  UserFeedbackDeleteInput: UserFeedbackDeleteInput;
  UserFeedbackDisconnectInput: UserFeedbackDisconnectInput;
  UserFeedbackDocumentationUnhelpfulDocsAggregateSelection: UserFeedbackDocumentationUnhelpfulDocsAggregateSelection;
  UserFeedbackDocumentationUnhelpfulDocsEdgeAggregateSelection: UserFeedbackDocumentationUnhelpfulDocsEdgeAggregateSelection;
  UserFeedbackDocumentationUnhelpfulDocsNodeAggregateSelection: UserFeedbackDocumentationUnhelpfulDocsNodeAggregateSelection;
  UserFeedbackEdge: UserFeedbackEdge;
  UserFeedbackPatternConnectFieldInput: UserFeedbackPatternConnectFieldInput;
  UserFeedbackPatternConnection: UserFeedbackPatternConnection;
  UserFeedbackPatternConnectionAggregateInput: UserFeedbackPatternConnectionAggregateInput;
  UserFeedbackPatternConnectionFilters: UserFeedbackPatternConnectionFilters;
  UserFeedbackPatternConnectionSort: UserFeedbackPatternConnectionSort;
  UserFeedbackPatternConnectionWhere: UserFeedbackPatternConnectionWhere;
  UserFeedbackPatternCreateFieldInput: UserFeedbackPatternCreateFieldInput;
  UserFeedbackPatternDeleteFieldInput: UserFeedbackPatternDeleteFieldInput;
  UserFeedbackPatternDisconnectFieldInput: UserFeedbackPatternDisconnectFieldInput;
  UserFeedbackPatternFieldInput: UserFeedbackPatternFieldInput;
  UserFeedbackPatternNodeAggregationWhereInput: UserFeedbackPatternNodeAggregationWhereInput;
  UserFeedbackPatternPatternAggregateSelection: UserFeedbackPatternPatternAggregateSelection;
  UserFeedbackPatternPatternNodeAggregateSelection: UserFeedbackPatternPatternNodeAggregateSelection;
  UserFeedbackPatternRelationship: UserFeedbackPatternRelationship;
  UserFeedbackPatternUpdateConnectionInput: UserFeedbackPatternUpdateConnectionInput;
  UserFeedbackPatternUpdateFieldInput: UserFeedbackPatternUpdateFieldInput;
  UserFeedbackRelationshipFilters: UserFeedbackRelationshipFilters;
  UserFeedbackRetryOfConnectFieldInput: UserFeedbackRetryOfConnectFieldInput;
  UserFeedbackRetryOfConnection: UserFeedbackRetryOfConnection;
  UserFeedbackRetryOfConnectionAggregateInput: UserFeedbackRetryOfConnectionAggregateInput;
  UserFeedbackRetryOfConnectionFilters: UserFeedbackRetryOfConnectionFilters;
  UserFeedbackRetryOfConnectionSort: UserFeedbackRetryOfConnectionSort;
  UserFeedbackRetryOfConnectionWhere: UserFeedbackRetryOfConnectionWhere;
  UserFeedbackRetryOfCreateFieldInput: UserFeedbackRetryOfCreateFieldInput;
  UserFeedbackRetryOfDeleteFieldInput: UserFeedbackRetryOfDeleteFieldInput;
  UserFeedbackRetryOfDisconnectFieldInput: UserFeedbackRetryOfDisconnectFieldInput;
  UserFeedbackRetryOfFieldInput: UserFeedbackRetryOfFieldInput;
  UserFeedbackRetryOfNodeAggregationWhereInput: UserFeedbackRetryOfNodeAggregationWhereInput;
  UserFeedbackRetryOfRelationship: UserFeedbackRetryOfRelationship;
  UserFeedbackRetryOfUpdateConnectionInput: UserFeedbackRetryOfUpdateConnectionInput;
  UserFeedbackRetryOfUpdateFieldInput: UserFeedbackRetryOfUpdateFieldInput;
  UserFeedbackSort: UserFeedbackSort;
  UserFeedbackTriggeredRetriesConnectFieldInput: UserFeedbackTriggeredRetriesConnectFieldInput;
  UserFeedbackTriggeredRetriesConnection: UserFeedbackTriggeredRetriesConnection;
  UserFeedbackTriggeredRetriesConnectionAggregateInput: UserFeedbackTriggeredRetriesConnectionAggregateInput;
  UserFeedbackTriggeredRetriesConnectionFilters: UserFeedbackTriggeredRetriesConnectionFilters;
  UserFeedbackTriggeredRetriesConnectionSort: UserFeedbackTriggeredRetriesConnectionSort;
  UserFeedbackTriggeredRetriesConnectionWhere: UserFeedbackTriggeredRetriesConnectionWhere;
  UserFeedbackTriggeredRetriesCreateFieldInput: UserFeedbackTriggeredRetriesCreateFieldInput;
  UserFeedbackTriggeredRetriesDeleteFieldInput: UserFeedbackTriggeredRetriesDeleteFieldInput;
  UserFeedbackTriggeredRetriesDisconnectFieldInput: UserFeedbackTriggeredRetriesDisconnectFieldInput;
  UserFeedbackTriggeredRetriesFieldInput: UserFeedbackTriggeredRetriesFieldInput;
  UserFeedbackTriggeredRetriesNodeAggregationWhereInput: UserFeedbackTriggeredRetriesNodeAggregationWhereInput;
  UserFeedbackTriggeredRetriesRelationship: UserFeedbackTriggeredRetriesRelationship;
  UserFeedbackTriggeredRetriesUpdateConnectionInput: UserFeedbackTriggeredRetriesUpdateConnectionInput;
  UserFeedbackTriggeredRetriesUpdateFieldInput: UserFeedbackTriggeredRetriesUpdateFieldInput;
  UserFeedbackUnhelpfulDocsConnectFieldInput: UserFeedbackUnhelpfulDocsConnectFieldInput;
  UserFeedbackUnhelpfulDocsConnection: UserFeedbackUnhelpfulDocsConnection;
  UserFeedbackUnhelpfulDocsConnectionAggregateInput: UserFeedbackUnhelpfulDocsConnectionAggregateInput;
  UserFeedbackUnhelpfulDocsConnectionFilters: UserFeedbackUnhelpfulDocsConnectionFilters;
  UserFeedbackUnhelpfulDocsConnectionSort: UserFeedbackUnhelpfulDocsConnectionSort;
  UserFeedbackUnhelpfulDocsConnectionWhere: UserFeedbackUnhelpfulDocsConnectionWhere;
  UserFeedbackUnhelpfulDocsCreateFieldInput: UserFeedbackUnhelpfulDocsCreateFieldInput;
  UserFeedbackUnhelpfulDocsDeleteFieldInput: UserFeedbackUnhelpfulDocsDeleteFieldInput;
  UserFeedbackUnhelpfulDocsDisconnectFieldInput: UserFeedbackUnhelpfulDocsDisconnectFieldInput;
  UserFeedbackUnhelpfulDocsFieldInput: UserFeedbackUnhelpfulDocsFieldInput;
  UserFeedbackUnhelpfulDocsNodeAggregationWhereInput: UserFeedbackUnhelpfulDocsNodeAggregationWhereInput;
  UserFeedbackUnhelpfulDocsRelationship: UserFeedbackUnhelpfulDocsRelationship;
  UserFeedbackUnhelpfulDocsUpdateConnectionInput: UserFeedbackUnhelpfulDocsUpdateConnectionInput;
  UserFeedbackUnhelpfulDocsUpdateFieldInput: UserFeedbackUnhelpfulDocsUpdateFieldInput;
  UserFeedbackUpdateInput: UserFeedbackUpdateInput;
  UserFeedbackUserFeedbackRetryOfAggregateSelection: UserFeedbackUserFeedbackRetryOfAggregateSelection;
  UserFeedbackUserFeedbackRetryOfNodeAggregateSelection: UserFeedbackUserFeedbackRetryOfNodeAggregateSelection;
  UserFeedbackUserFeedbackTriggeredRetriesAggregateSelection: UserFeedbackUserFeedbackTriggeredRetriesAggregateSelection;
  UserFeedbackUserFeedbackTriggeredRetriesNodeAggregateSelection: UserFeedbackUserFeedbackTriggeredRetriesNodeAggregateSelection;
  UserFeedbackWhere: UserFeedbackWhere;
  UserFeedbacksConnection: UserFeedbacksConnection;
}>;

export type ApiReferenceResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReference'] = ResolversParentTypes['APIReference']> = ResolversObject<{
  alternativeTo?: Resolver<Array<ResolversTypes['APIReference']>, ParentType, ContextType, Partial<ApiReferenceAlternativeToArgs>>;
  alternativeToConnection?: Resolver<ResolversTypes['APIReferenceAlternativeToConnection'], ParentType, ContextType, Partial<ApiReferenceAlternativeToConnectionArgs>>;
  commonPatterns?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  demonstratedBy?: Resolver<Array<ResolversTypes['CodeExample']>, ParentType, ContextType, Partial<ApiReferenceDemonstratedByArgs>>;
  demonstratedByConnection?: Resolver<ResolversTypes['APIReferenceDemonstratedByConnection'], ParentType, ContextType, Partial<ApiReferenceDemonstratedByConnectionArgs>>;
  deprecatedIn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentedIn?: Resolver<Array<ResolversTypes['ExternalDoc']>, ParentType, ContextType, Partial<ApiReferenceDocumentedInArgs>>;
  documentedInConnection?: Resolver<ResolversTypes['APIReferenceDocumentedInConnection'], ParentType, ContextType, Partial<ApiReferenceDocumentedInConnectionArgs>>;
  exampleCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  functionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gotchas?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  namespace?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parameters?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referencedBy?: Resolver<Array<ResolversTypes['BestPractice']>, ParentType, ContextType, Partial<ApiReferenceReferencedByArgs>>;
  referencedByConnection?: Resolver<ResolversTypes['APIReferenceReferencedByConnection'], ParentType, ContextType, Partial<ApiReferenceReferencedByConnectionArgs>>;
  replacedBy?: Resolver<Array<ResolversTypes['APIReference']>, ParentType, ContextType, Partial<ApiReferenceReplacedByArgs>>;
  replacedByConnection?: Resolver<ResolversTypes['APIReferenceReplacedByConnection'], ParentType, ContextType, Partial<ApiReferenceReplacedByConnectionArgs>>;
  returnType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signature?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourcedFrom?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType, Partial<ApiReferenceSourcedFromArgs>>;
  sourcedFromConnection?: Resolver<ResolversTypes['APIReferenceSourcedFromConnection'], ParentType, ContextType, Partial<ApiReferenceSourcedFromConnectionArgs>>;
  stability?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usedInFiles?: Resolver<Array<ResolversTypes['CodeFile']>, ParentType, ContextType, Partial<ApiReferenceUsedInFilesArgs>>;
  usedInFilesConnection?: Resolver<ResolversTypes['APIReferenceUsedInFilesConnection'], ParentType, ContextType, Partial<ApiReferenceUsedInFilesConnectionArgs>>;
  usedInFunctions?: Resolver<Array<ResolversTypes['Function']>, ParentType, ContextType, Partial<ApiReferenceUsedInFunctionsArgs>>;
  usedInFunctionsConnection?: Resolver<ResolversTypes['APIReferenceUsedInFunctionsConnection'], ParentType, ContextType, Partial<ApiReferenceUsedInFunctionsConnectionArgs>>;
  versionIntroduced?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ApiReferenceApiReferenceAlternativeToAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceAPIReferenceAlternativeToAggregateSelection'] = ResolversParentTypes['APIReferenceAPIReferenceAlternativeToAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['APIReferenceAPIReferenceAlternativeToNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type ApiReferenceApiReferenceAlternativeToNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceAPIReferenceAlternativeToNodeAggregateSelection'] = ResolversParentTypes['APIReferenceAPIReferenceAlternativeToNodeAggregateSelection']> = ResolversObject<{
  deprecatedIn?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  exampleCode?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  functionName?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  namespace?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  parameters?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  returnType?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  stability?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  versionIntroduced?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type ApiReferenceApiReferenceReplacedByAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceAPIReferenceReplacedByAggregateSelection'] = ResolversParentTypes['APIReferenceAPIReferenceReplacedByAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  edge?: Resolver<Maybe<ResolversTypes['APIReferenceAPIReferenceReplacedByEdgeAggregateSelection']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['APIReferenceAPIReferenceReplacedByNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type ApiReferenceApiReferenceReplacedByEdgeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceAPIReferenceReplacedByEdgeAggregateSelection'] = ResolversParentTypes['APIReferenceAPIReferenceReplacedByEdgeAggregateSelection']> = ResolversObject<{
  inVersion?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type ApiReferenceApiReferenceReplacedByNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceAPIReferenceReplacedByNodeAggregateSelection'] = ResolversParentTypes['APIReferenceAPIReferenceReplacedByNodeAggregateSelection']> = ResolversObject<{
  deprecatedIn?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  exampleCode?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  functionName?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  namespace?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  parameters?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  returnType?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  stability?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  versionIntroduced?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type ApiReferenceAggregateResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceAggregate'] = ResolversParentTypes['APIReferenceAggregate']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['APIReferenceAggregateNode'], ParentType, ContextType>;
}>;

export type ApiReferenceAggregateNodeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceAggregateNode'] = ResolversParentTypes['APIReferenceAggregateNode']> = ResolversObject<{
  deprecatedIn?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  exampleCode?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  functionName?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  namespace?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  parameters?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  returnType?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  stability?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  versionIntroduced?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type ApiReferenceAlternativeToConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceAlternativeToConnection'] = ResolversParentTypes['APIReferenceAlternativeToConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['APIReferenceAPIReferenceAlternativeToAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['APIReferenceAlternativeToRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiReferenceAlternativeToRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceAlternativeToRelationship'] = ResolversParentTypes['APIReferenceAlternativeToRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['APIReference'], ParentType, ContextType>;
}>;

export type ApiReferenceBestPracticeReferencedByAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceBestPracticeReferencedByAggregateSelection'] = ResolversParentTypes['APIReferenceBestPracticeReferencedByAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['APIReferenceBestPracticeReferencedByNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type ApiReferenceBestPracticeReferencedByNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceBestPracticeReferencedByNodeAggregateSelection'] = ResolversParentTypes['APIReferenceBestPracticeReferencedByNodeAggregateSelection']> = ResolversObject<{
  confidenceScore?: Resolver<ResolversTypes['FloatAggregateSelection'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  exampleCode?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  lastValidated?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  sourceCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  whenNotToUse?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  whenToUse?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type ApiReferenceCodeExampleDemonstratedByAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceCodeExampleDemonstratedByAggregateSelection'] = ResolversParentTypes['APIReferenceCodeExampleDemonstratedByAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['APIReferenceCodeExampleDemonstratedByNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type ApiReferenceCodeExampleDemonstratedByNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceCodeExampleDemonstratedByNodeAggregateSelection'] = ResolversParentTypes['APIReferenceCodeExampleDemonstratedByNodeAggregateSelection']> = ResolversObject<{
  code?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  difficulty?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  executionTimeMs?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  explanation?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  framework?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  sourceUrl?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  upvotes?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  useCase?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  worksWithVersion?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type ApiReferenceCodeFileUsedInFilesAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceCodeFileUsedInFilesAggregateSelection'] = ResolversParentTypes['APIReferenceCodeFileUsedInFilesAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  edge?: Resolver<Maybe<ResolversTypes['APIReferenceCodeFileUsedInFilesEdgeAggregateSelection']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['APIReferenceCodeFileUsedInFilesNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type ApiReferenceCodeFileUsedInFilesEdgeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceCodeFileUsedInFilesEdgeAggregateSelection'] = ResolversParentTypes['APIReferenceCodeFileUsedInFilesEdgeAggregateSelection']> = ResolversObject<{
  line?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
}>;

export type ApiReferenceCodeFileUsedInFilesNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceCodeFileUsedInFilesNodeAggregateSelection'] = ResolversParentTypes['APIReferenceCodeFileUsedInFilesNodeAggregateSelection']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type ApiReferenceDemonstratedByConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceDemonstratedByConnection'] = ResolversParentTypes['APIReferenceDemonstratedByConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['APIReferenceCodeExampleDemonstratedByAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['APIReferenceDemonstratedByRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiReferenceDemonstratedByRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceDemonstratedByRelationship'] = ResolversParentTypes['APIReferenceDemonstratedByRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CodeExample'], ParentType, ContextType>;
}>;

export type ApiReferenceDocumentedInConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceDocumentedInConnection'] = ResolversParentTypes['APIReferenceDocumentedInConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['APIReferenceExternalDocDocumentedInAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['APIReferenceDocumentedInRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiReferenceDocumentedInRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceDocumentedInRelationship'] = ResolversParentTypes['APIReferenceDocumentedInRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ExternalDoc'], ParentType, ContextType>;
}>;

export type ApiReferenceEdgeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceEdge'] = ResolversParentTypes['APIReferenceEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['APIReference'], ParentType, ContextType>;
}>;

export type ApiReferenceExternalDocDocumentedInAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceExternalDocDocumentedInAggregateSelection'] = ResolversParentTypes['APIReferenceExternalDocDocumentedInAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['APIReferenceExternalDocDocumentedInNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type ApiReferenceExternalDocDocumentedInNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceExternalDocDocumentedInNodeAggregateSelection'] = ResolversParentTypes['APIReferenceExternalDocDocumentedInNodeAggregateSelection']> = ResolversObject<{
  accessCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  contentHash?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  contentSnippet?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  fetchMethod?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  lastAccessed?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  relevanceScore?: Resolver<ResolversTypes['FloatAggregateSelection'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  sourceUrl?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type ApiReferenceFunctionUsedInFunctionsAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceFunctionUsedInFunctionsAggregateSelection'] = ResolversParentTypes['APIReferenceFunctionUsedInFunctionsAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  edge?: Resolver<Maybe<ResolversTypes['APIReferenceFunctionUsedInFunctionsEdgeAggregateSelection']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['APIReferenceFunctionUsedInFunctionsNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type ApiReferenceFunctionUsedInFunctionsEdgeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceFunctionUsedInFunctionsEdgeAggregateSelection'] = ResolversParentTypes['APIReferenceFunctionUsedInFunctionsEdgeAggregateSelection']> = ResolversObject<{
  line?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
}>;

export type ApiReferenceFunctionUsedInFunctionsNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceFunctionUsedInFunctionsNodeAggregateSelection'] = ResolversParentTypes['APIReferenceFunctionUsedInFunctionsNodeAggregateSelection']> = ResolversObject<{
  complexity?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  filePath?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  lineEnd?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  lineStart?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type ApiReferenceReferencedByConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceReferencedByConnection'] = ResolversParentTypes['APIReferenceReferencedByConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['APIReferenceBestPracticeReferencedByAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['APIReferenceReferencedByRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiReferenceReferencedByRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceReferencedByRelationship'] = ResolversParentTypes['APIReferenceReferencedByRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['BestPractice'], ParentType, ContextType>;
}>;

export type ApiReferenceReplacedByConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceReplacedByConnection'] = ResolversParentTypes['APIReferenceReplacedByConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['APIReferenceAPIReferenceReplacedByAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['APIReferenceReplacedByRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiReferenceReplacedByRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceReplacedByRelationship'] = ResolversParentTypes['APIReferenceReplacedByRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['APIReference'], ParentType, ContextType>;
  properties?: Resolver<ResolversTypes['ReplacedBy'], ParentType, ContextType>;
}>;

export type ApiReferenceSourceSourcedFromAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceSourceSourcedFromAggregateSelection'] = ResolversParentTypes['APIReferenceSourceSourcedFromAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['APIReferenceSourceSourcedFromNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type ApiReferenceSourceSourcedFromNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceSourceSourcedFromNodeAggregateSelection'] = ResolversParentTypes['APIReferenceSourceSourcedFromNodeAggregateSelection']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  lastVerified?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  trustScore?: Resolver<ResolversTypes['FloatAggregateSelection'], ParentType, ContextType>;
  upvotes?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type ApiReferenceSourcedFromConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceSourcedFromConnection'] = ResolversParentTypes['APIReferenceSourcedFromConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['APIReferenceSourceSourcedFromAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['APIReferenceSourcedFromRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiReferenceSourcedFromRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceSourcedFromRelationship'] = ResolversParentTypes['APIReferenceSourcedFromRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Source'], ParentType, ContextType>;
}>;

export type ApiReferenceUsedInFilesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceUsedInFilesConnection'] = ResolversParentTypes['APIReferenceUsedInFilesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['APIReferenceCodeFileUsedInFilesAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['APIReferenceUsedInFilesRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiReferenceUsedInFilesRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceUsedInFilesRelationship'] = ResolversParentTypes['APIReferenceUsedInFilesRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CodeFile'], ParentType, ContextType>;
  properties?: Resolver<ResolversTypes['UsedIn'], ParentType, ContextType>;
}>;

export type ApiReferenceUsedInFunctionsConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceUsedInFunctionsConnection'] = ResolversParentTypes['APIReferenceUsedInFunctionsConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['APIReferenceFunctionUsedInFunctionsAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['APIReferenceUsedInFunctionsRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiReferenceUsedInFunctionsRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['APIReferenceUsedInFunctionsRelationship'] = ResolversParentTypes['APIReferenceUsedInFunctionsRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Function'], ParentType, ContextType>;
  properties?: Resolver<ResolversTypes['UsedIn'], ParentType, ContextType>;
}>;

export type AgentTypeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['AgentType'] = ResolversParentTypes['AgentType']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memories?: Resolver<Array<ResolversTypes['Memory']>, ParentType, ContextType, Partial<AgentTypeMemoriesArgs>>;
  memoriesConnection?: Resolver<ResolversTypes['AgentTypeMemoriesConnection'], ParentType, ContextType, Partial<AgentTypeMemoriesConnectionArgs>>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  projects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType, Partial<AgentTypeProjectsArgs>>;
  projectsConnection?: Resolver<ResolversTypes['AgentTypeProjectsConnection'], ParentType, ContextType, Partial<AgentTypeProjectsConnectionArgs>>;
}>;

export type AgentTypeAggregateResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['AgentTypeAggregate'] = ResolversParentTypes['AgentTypeAggregate']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AgentTypeAggregateNode'], ParentType, ContextType>;
}>;

export type AgentTypeAggregateNodeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['AgentTypeAggregateNode'] = ResolversParentTypes['AgentTypeAggregateNode']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type AgentTypeEdgeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['AgentTypeEdge'] = ResolversParentTypes['AgentTypeEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AgentType'], ParentType, ContextType>;
}>;

export type AgentTypeMemoriesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['AgentTypeMemoriesConnection'] = ResolversParentTypes['AgentTypeMemoriesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['AgentTypeMemoryMemoriesAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['AgentTypeMemoriesRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AgentTypeMemoriesRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['AgentTypeMemoriesRelationship'] = ResolversParentTypes['AgentTypeMemoriesRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Memory'], ParentType, ContextType>;
}>;

export type AgentTypeMemoryMemoriesAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['AgentTypeMemoryMemoriesAggregateSelection'] = ResolversParentTypes['AgentTypeMemoryMemoriesAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['AgentTypeMemoryMemoriesNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type AgentTypeMemoryMemoriesNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['AgentTypeMemoryMemoriesNodeAggregateSelection'] = ResolversParentTypes['AgentTypeMemoryMemoriesNodeAggregateSelection']> = ResolversObject<{
  accessCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  accessedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  contentHash?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  importance?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  occurrences?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  supersededAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
}>;

export type AgentTypeProjectProjectsAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['AgentTypeProjectProjectsAggregateSelection'] = ResolversParentTypes['AgentTypeProjectProjectsAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['AgentTypeProjectProjectsNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type AgentTypeProjectProjectsNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['AgentTypeProjectProjectsNodeAggregateSelection'] = ResolversParentTypes['AgentTypeProjectProjectsNodeAggregateSelection']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  lastActive?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type AgentTypeProjectsConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['AgentTypeProjectsConnection'] = ResolversParentTypes['AgentTypeProjectsConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['AgentTypeProjectProjectsAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['AgentTypeProjectsRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AgentTypeProjectsRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['AgentTypeProjectsRelationship'] = ResolversParentTypes['AgentTypeProjectsRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
}>;

export type AgentTypesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['AgentTypesConnection'] = ResolversParentTypes['AgentTypesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['AgentTypeAggregate'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['AgentTypeEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiReferenceIndexEdgeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ApiReferenceIndexEdge'] = ResolversParentTypes['ApiReferenceIndexEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['APIReference'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ApiReferencesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ApiReferencesConnection'] = ResolversParentTypes['ApiReferencesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['APIReferenceAggregate'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['APIReferenceEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiReferencesIndexConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ApiReferencesIndexConnection'] = ResolversParentTypes['ApiReferencesIndexConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ApiReferenceIndexEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BestPracticeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPractice'] = ResolversParentTypes['BestPractice']> = ResolversObject<{
  antiPatterns?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  confidenceScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  conflictsWith?: Resolver<Array<ResolversTypes['BestPractice']>, ParentType, ContextType, Partial<BestPracticeConflictsWithArgs>>;
  conflictsWithConnection?: Resolver<ResolversTypes['BestPracticeConflictsWithConnection'], ParentType, ContextType, Partial<BestPracticeConflictsWithConnectionArgs>>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  domain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exampleCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  implementedBy?: Resolver<Array<ResolversTypes['CodeExample']>, ParentType, ContextType, Partial<BestPracticeImplementedByArgs>>;
  implementedByConnection?: Resolver<ResolversTypes['BestPracticeImplementedByConnection'], ParentType, ContextType, Partial<BestPracticeImplementedByConnectionArgs>>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastValidated?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  references?: Resolver<Array<ResolversTypes['APIReference']>, ParentType, ContextType, Partial<BestPracticeReferencesArgs>>;
  referencesConnection?: Resolver<ResolversTypes['BestPracticeReferencesConnection'], ParentType, ContextType, Partial<BestPracticeReferencesConnectionArgs>>;
  sourceCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sourcedFrom?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType, Partial<BestPracticeSourcedFromArgs>>;
  sourcedFromConnection?: Resolver<ResolversTypes['BestPracticeSourcedFromConnection'], ParentType, ContextType, Partial<BestPracticeSourcedFromConnectionArgs>>;
  tags?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  whenNotToUse?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  whenToUse?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BestPracticeApiReferenceReferencesAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPracticeAPIReferenceReferencesAggregateSelection'] = ResolversParentTypes['BestPracticeAPIReferenceReferencesAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['BestPracticeAPIReferenceReferencesNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type BestPracticeApiReferenceReferencesNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPracticeAPIReferenceReferencesNodeAggregateSelection'] = ResolversParentTypes['BestPracticeAPIReferenceReferencesNodeAggregateSelection']> = ResolversObject<{
  deprecatedIn?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  exampleCode?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  functionName?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  namespace?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  parameters?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  returnType?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  stability?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  versionIntroduced?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type BestPracticeAggregateResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPracticeAggregate'] = ResolversParentTypes['BestPracticeAggregate']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['BestPracticeAggregateNode'], ParentType, ContextType>;
}>;

export type BestPracticeAggregateNodeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPracticeAggregateNode'] = ResolversParentTypes['BestPracticeAggregateNode']> = ResolversObject<{
  confidenceScore?: Resolver<ResolversTypes['FloatAggregateSelection'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  exampleCode?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  lastValidated?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  sourceCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  whenNotToUse?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  whenToUse?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type BestPracticeBestPracticeConflictsWithAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPracticeBestPracticeConflictsWithAggregateSelection'] = ResolversParentTypes['BestPracticeBestPracticeConflictsWithAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['BestPracticeBestPracticeConflictsWithNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type BestPracticeBestPracticeConflictsWithNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPracticeBestPracticeConflictsWithNodeAggregateSelection'] = ResolversParentTypes['BestPracticeBestPracticeConflictsWithNodeAggregateSelection']> = ResolversObject<{
  confidenceScore?: Resolver<ResolversTypes['FloatAggregateSelection'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  exampleCode?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  lastValidated?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  sourceCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  whenNotToUse?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  whenToUse?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type BestPracticeCodeExampleImplementedByAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPracticeCodeExampleImplementedByAggregateSelection'] = ResolversParentTypes['BestPracticeCodeExampleImplementedByAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['BestPracticeCodeExampleImplementedByNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type BestPracticeCodeExampleImplementedByNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPracticeCodeExampleImplementedByNodeAggregateSelection'] = ResolversParentTypes['BestPracticeCodeExampleImplementedByNodeAggregateSelection']> = ResolversObject<{
  code?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  difficulty?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  executionTimeMs?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  explanation?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  framework?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  sourceUrl?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  upvotes?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  useCase?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  worksWithVersion?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type BestPracticeConflictsWithConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPracticeConflictsWithConnection'] = ResolversParentTypes['BestPracticeConflictsWithConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['BestPracticeBestPracticeConflictsWithAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['BestPracticeConflictsWithRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BestPracticeConflictsWithRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPracticeConflictsWithRelationship'] = ResolversParentTypes['BestPracticeConflictsWithRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['BestPractice'], ParentType, ContextType>;
}>;

export type BestPracticeEdgeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPracticeEdge'] = ResolversParentTypes['BestPracticeEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['BestPractice'], ParentType, ContextType>;
}>;

export type BestPracticeImplementedByConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPracticeImplementedByConnection'] = ResolversParentTypes['BestPracticeImplementedByConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['BestPracticeCodeExampleImplementedByAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['BestPracticeImplementedByRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BestPracticeImplementedByRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPracticeImplementedByRelationship'] = ResolversParentTypes['BestPracticeImplementedByRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CodeExample'], ParentType, ContextType>;
}>;

export type BestPracticeIndexEdgeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPracticeIndexEdge'] = ResolversParentTypes['BestPracticeIndexEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['BestPractice'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type BestPracticeReferencesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPracticeReferencesConnection'] = ResolversParentTypes['BestPracticeReferencesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['BestPracticeAPIReferenceReferencesAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['BestPracticeReferencesRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BestPracticeReferencesRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPracticeReferencesRelationship'] = ResolversParentTypes['BestPracticeReferencesRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['APIReference'], ParentType, ContextType>;
}>;

export type BestPracticeSourceSourcedFromAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPracticeSourceSourcedFromAggregateSelection'] = ResolversParentTypes['BestPracticeSourceSourcedFromAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['BestPracticeSourceSourcedFromNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type BestPracticeSourceSourcedFromNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPracticeSourceSourcedFromNodeAggregateSelection'] = ResolversParentTypes['BestPracticeSourceSourcedFromNodeAggregateSelection']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  lastVerified?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  trustScore?: Resolver<ResolversTypes['FloatAggregateSelection'], ParentType, ContextType>;
  upvotes?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type BestPracticeSourcedFromConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPracticeSourcedFromConnection'] = ResolversParentTypes['BestPracticeSourcedFromConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['BestPracticeSourceSourcedFromAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['BestPracticeSourcedFromRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BestPracticeSourcedFromRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPracticeSourcedFromRelationship'] = ResolversParentTypes['BestPracticeSourcedFromRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Source'], ParentType, ContextType>;
}>;

export type BestPracticesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPracticesConnection'] = ResolversParentTypes['BestPracticesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['BestPracticeAggregate'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['BestPracticeEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BestPracticesIndexConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['BestPracticesIndexConnection'] = ResolversParentTypes['BestPracticesIndexConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['BestPracticeIndexEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ClassResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['Class'] = ResolversParentTypes['Class']> = ResolversObject<{
  file?: Resolver<Array<ResolversTypes['CodeFile']>, ParentType, ContextType, Partial<ClassFileArgs>>;
  fileConnection?: Resolver<ResolversTypes['ClassFileConnection'], ParentType, ContextType, Partial<ClassFileConnectionArgs>>;
  filePath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inheritsFrom?: Resolver<Array<ResolversTypes['Class']>, ParentType, ContextType, Partial<ClassInheritsFromArgs>>;
  inheritsFromConnection?: Resolver<ResolversTypes['ClassInheritsFromConnection'], ParentType, ContextType, Partial<ClassInheritsFromConnectionArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  referencedBy?: Resolver<Array<ResolversTypes['Memory']>, ParentType, ContextType, Partial<ClassReferencedByArgs>>;
  referencedByConnection?: Resolver<ResolversTypes['ClassReferencedByConnection'], ParentType, ContextType, Partial<ClassReferencedByConnectionArgs>>;
  subclasses?: Resolver<Array<ResolversTypes['Class']>, ParentType, ContextType, Partial<ClassSubclassesArgs>>;
  subclassesConnection?: Resolver<ResolversTypes['ClassSubclassesConnection'], ParentType, ContextType, Partial<ClassSubclassesConnectionArgs>>;
}>;

export type ClassAggregateResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ClassAggregate'] = ResolversParentTypes['ClassAggregate']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ClassAggregateNode'], ParentType, ContextType>;
}>;

export type ClassAggregateNodeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ClassAggregateNode'] = ResolversParentTypes['ClassAggregateNode']> = ResolversObject<{
  filePath?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type ClassClassInheritsFromAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ClassClassInheritsFromAggregateSelection'] = ResolversParentTypes['ClassClassInheritsFromAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['ClassClassInheritsFromNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type ClassClassInheritsFromNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ClassClassInheritsFromNodeAggregateSelection'] = ResolversParentTypes['ClassClassInheritsFromNodeAggregateSelection']> = ResolversObject<{
  filePath?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type ClassClassSubclassesAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ClassClassSubclassesAggregateSelection'] = ResolversParentTypes['ClassClassSubclassesAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['ClassClassSubclassesNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type ClassClassSubclassesNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ClassClassSubclassesNodeAggregateSelection'] = ResolversParentTypes['ClassClassSubclassesNodeAggregateSelection']> = ResolversObject<{
  filePath?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type ClassCodeFileFileAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ClassCodeFileFileAggregateSelection'] = ResolversParentTypes['ClassCodeFileFileAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['ClassCodeFileFileNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type ClassCodeFileFileNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ClassCodeFileFileNodeAggregateSelection'] = ResolversParentTypes['ClassCodeFileFileNodeAggregateSelection']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type ClassEdgeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ClassEdge'] = ResolversParentTypes['ClassEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Class'], ParentType, ContextType>;
}>;

export type ClassFileConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ClassFileConnection'] = ResolversParentTypes['ClassFileConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['ClassCodeFileFileAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['ClassFileRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ClassFileRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ClassFileRelationship'] = ResolversParentTypes['ClassFileRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CodeFile'], ParentType, ContextType>;
}>;

export type ClassInheritsFromConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ClassInheritsFromConnection'] = ResolversParentTypes['ClassInheritsFromConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['ClassClassInheritsFromAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['ClassInheritsFromRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ClassInheritsFromRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ClassInheritsFromRelationship'] = ResolversParentTypes['ClassInheritsFromRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Class'], ParentType, ContextType>;
}>;

export type ClassMemoryReferencedByAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ClassMemoryReferencedByAggregateSelection'] = ResolversParentTypes['ClassMemoryReferencedByAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['ClassMemoryReferencedByNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type ClassMemoryReferencedByNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ClassMemoryReferencedByNodeAggregateSelection'] = ResolversParentTypes['ClassMemoryReferencedByNodeAggregateSelection']> = ResolversObject<{
  accessCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  accessedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  contentHash?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  importance?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  occurrences?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  supersededAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
}>;

export type ClassReferencedByConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ClassReferencedByConnection'] = ResolversParentTypes['ClassReferencedByConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['ClassMemoryReferencedByAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['ClassReferencedByRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ClassReferencedByRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ClassReferencedByRelationship'] = ResolversParentTypes['ClassReferencedByRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Memory'], ParentType, ContextType>;
}>;

export type ClassSubclassesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ClassSubclassesConnection'] = ResolversParentTypes['ClassSubclassesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['ClassClassSubclassesAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['ClassSubclassesRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ClassSubclassesRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ClassSubclassesRelationship'] = ResolversParentTypes['ClassSubclassesRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Class'], ParentType, ContextType>;
}>;

export type ClassesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ClassesConnection'] = ResolversParentTypes['ClassesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['ClassAggregate'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['ClassEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CodeExampleResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeExample'] = ResolversParentTypes['CodeExample']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  demonstrates?: Resolver<Array<ResolversTypes['APIReference']>, ParentType, ContextType, Partial<CodeExampleDemonstratesArgs>>;
  demonstratesConnection?: Resolver<ResolversTypes['CodeExampleDemonstratesConnection'], ParentType, ContextType, Partial<CodeExampleDemonstratesConnectionArgs>>;
  dependencies?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  difficulty?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  executionTimeMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  explanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  framework?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  implements?: Resolver<Array<ResolversTypes['BestPractice']>, ParentType, ContextType, Partial<CodeExampleImplementsArgs>>;
  implementsConnection?: Resolver<ResolversTypes['CodeExampleImplementsConnection'], ParentType, ContextType, Partial<CodeExampleImplementsConnectionArgs>>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourcedFrom?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType, Partial<CodeExampleSourcedFromArgs>>;
  sourcedFromConnection?: Resolver<ResolversTypes['CodeExampleSourcedFromConnection'], ParentType, ContextType, Partial<CodeExampleSourcedFromConnectionArgs>>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  upvotes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  useCase?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  worksWithVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CodeExampleApiReferenceDemonstratesAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeExampleAPIReferenceDemonstratesAggregateSelection'] = ResolversParentTypes['CodeExampleAPIReferenceDemonstratesAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['CodeExampleAPIReferenceDemonstratesNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type CodeExampleApiReferenceDemonstratesNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeExampleAPIReferenceDemonstratesNodeAggregateSelection'] = ResolversParentTypes['CodeExampleAPIReferenceDemonstratesNodeAggregateSelection']> = ResolversObject<{
  deprecatedIn?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  exampleCode?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  functionName?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  namespace?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  parameters?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  returnType?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  stability?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  versionIntroduced?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type CodeExampleAggregateResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeExampleAggregate'] = ResolversParentTypes['CodeExampleAggregate']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CodeExampleAggregateNode'], ParentType, ContextType>;
}>;

export type CodeExampleAggregateNodeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeExampleAggregateNode'] = ResolversParentTypes['CodeExampleAggregateNode']> = ResolversObject<{
  code?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  difficulty?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  executionTimeMs?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  explanation?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  framework?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  sourceUrl?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  upvotes?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  useCase?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  worksWithVersion?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type CodeExampleBestPracticeImplementsAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeExampleBestPracticeImplementsAggregateSelection'] = ResolversParentTypes['CodeExampleBestPracticeImplementsAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['CodeExampleBestPracticeImplementsNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type CodeExampleBestPracticeImplementsNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeExampleBestPracticeImplementsNodeAggregateSelection'] = ResolversParentTypes['CodeExampleBestPracticeImplementsNodeAggregateSelection']> = ResolversObject<{
  confidenceScore?: Resolver<ResolversTypes['FloatAggregateSelection'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  exampleCode?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  lastValidated?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  sourceCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  whenNotToUse?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  whenToUse?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type CodeExampleDemonstratesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeExampleDemonstratesConnection'] = ResolversParentTypes['CodeExampleDemonstratesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['CodeExampleAPIReferenceDemonstratesAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['CodeExampleDemonstratesRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CodeExampleDemonstratesRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeExampleDemonstratesRelationship'] = ResolversParentTypes['CodeExampleDemonstratesRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['APIReference'], ParentType, ContextType>;
}>;

export type CodeExampleEdgeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeExampleEdge'] = ResolversParentTypes['CodeExampleEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CodeExample'], ParentType, ContextType>;
}>;

export type CodeExampleImplementsConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeExampleImplementsConnection'] = ResolversParentTypes['CodeExampleImplementsConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['CodeExampleBestPracticeImplementsAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['CodeExampleImplementsRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CodeExampleImplementsRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeExampleImplementsRelationship'] = ResolversParentTypes['CodeExampleImplementsRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['BestPractice'], ParentType, ContextType>;
}>;

export type CodeExampleIndexEdgeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeExampleIndexEdge'] = ResolversParentTypes['CodeExampleIndexEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CodeExample'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type CodeExampleSourceSourcedFromAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeExampleSourceSourcedFromAggregateSelection'] = ResolversParentTypes['CodeExampleSourceSourcedFromAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['CodeExampleSourceSourcedFromNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type CodeExampleSourceSourcedFromNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeExampleSourceSourcedFromNodeAggregateSelection'] = ResolversParentTypes['CodeExampleSourceSourcedFromNodeAggregateSelection']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  lastVerified?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  trustScore?: Resolver<ResolversTypes['FloatAggregateSelection'], ParentType, ContextType>;
  upvotes?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type CodeExampleSourcedFromConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeExampleSourcedFromConnection'] = ResolversParentTypes['CodeExampleSourcedFromConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['CodeExampleSourceSourcedFromAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['CodeExampleSourcedFromRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CodeExampleSourcedFromRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeExampleSourcedFromRelationship'] = ResolversParentTypes['CodeExampleSourcedFromRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Source'], ParentType, ContextType>;
}>;

export type CodeExamplesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeExamplesConnection'] = ResolversParentTypes['CodeExamplesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['CodeExampleAggregate'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['CodeExampleEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CodeExamplesIndexConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeExamplesIndexConnection'] = ResolversParentTypes['CodeExamplesIndexConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['CodeExampleIndexEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CodeFileResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFile'] = ResolversParentTypes['CodeFile']> = ResolversObject<{
  classes?: Resolver<Array<ResolversTypes['Class']>, ParentType, ContextType, Partial<CodeFileClassesArgs>>;
  classesConnection?: Resolver<ResolversTypes['CodeFileClassesConnection'], ParentType, ContextType, Partial<CodeFileClassesConnectionArgs>>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  explainedBy?: Resolver<Array<ResolversTypes['ExternalDoc']>, ParentType, ContextType, Partial<CodeFileExplainedByArgs>>;
  explainedByConnection?: Resolver<ResolversTypes['CodeFileExplainedByConnection'], ParentType, ContextType, Partial<CodeFileExplainedByConnectionArgs>>;
  functions?: Resolver<Array<ResolversTypes['Function']>, ParentType, ContextType, Partial<CodeFileFunctionsArgs>>;
  functionsConnection?: Resolver<ResolversTypes['CodeFileFunctionsConnection'], ParentType, ContextType, Partial<CodeFileFunctionsConnectionArgs>>;
  hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  referencedBy?: Resolver<Array<ResolversTypes['Memory']>, ParentType, ContextType, Partial<CodeFileReferencedByArgs>>;
  referencedByConnection?: Resolver<ResolversTypes['CodeFileReferencedByConnection'], ParentType, ContextType, Partial<CodeFileReferencedByConnectionArgs>>;
  usesApis?: Resolver<Array<ResolversTypes['APIReference']>, ParentType, ContextType, Partial<CodeFileUsesApisArgs>>;
  usesApisConnection?: Resolver<ResolversTypes['CodeFileUsesApisConnection'], ParentType, ContextType, Partial<CodeFileUsesApisConnectionArgs>>;
}>;

export type CodeFileApiReferenceUsesApisAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileAPIReferenceUsesApisAggregateSelection'] = ResolversParentTypes['CodeFileAPIReferenceUsesApisAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  edge?: Resolver<Maybe<ResolversTypes['CodeFileAPIReferenceUsesApisEdgeAggregateSelection']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['CodeFileAPIReferenceUsesApisNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type CodeFileApiReferenceUsesApisEdgeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileAPIReferenceUsesApisEdgeAggregateSelection'] = ResolversParentTypes['CodeFileAPIReferenceUsesApisEdgeAggregateSelection']> = ResolversObject<{
  line?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
}>;

export type CodeFileApiReferenceUsesApisNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileAPIReferenceUsesApisNodeAggregateSelection'] = ResolversParentTypes['CodeFileAPIReferenceUsesApisNodeAggregateSelection']> = ResolversObject<{
  deprecatedIn?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  exampleCode?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  functionName?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  namespace?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  parameters?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  returnType?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  stability?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  versionIntroduced?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type CodeFileAggregateResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileAggregate'] = ResolversParentTypes['CodeFileAggregate']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CodeFileAggregateNode'], ParentType, ContextType>;
}>;

export type CodeFileAggregateNodeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileAggregateNode'] = ResolversParentTypes['CodeFileAggregateNode']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type CodeFileClassClassesAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileClassClassesAggregateSelection'] = ResolversParentTypes['CodeFileClassClassesAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['CodeFileClassClassesNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type CodeFileClassClassesNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileClassClassesNodeAggregateSelection'] = ResolversParentTypes['CodeFileClassClassesNodeAggregateSelection']> = ResolversObject<{
  filePath?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type CodeFileClassesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileClassesConnection'] = ResolversParentTypes['CodeFileClassesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['CodeFileClassClassesAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['CodeFileClassesRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CodeFileClassesRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileClassesRelationship'] = ResolversParentTypes['CodeFileClassesRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Class'], ParentType, ContextType>;
}>;

export type CodeFileEdgeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileEdge'] = ResolversParentTypes['CodeFileEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CodeFile'], ParentType, ContextType>;
}>;

export type CodeFileExplainedByConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileExplainedByConnection'] = ResolversParentTypes['CodeFileExplainedByConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['CodeFileExternalDocExplainedByAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['CodeFileExplainedByRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CodeFileExplainedByRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileExplainedByRelationship'] = ResolversParentTypes['CodeFileExplainedByRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ExternalDoc'], ParentType, ContextType>;
}>;

export type CodeFileExternalDocExplainedByAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileExternalDocExplainedByAggregateSelection'] = ResolversParentTypes['CodeFileExternalDocExplainedByAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['CodeFileExternalDocExplainedByNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type CodeFileExternalDocExplainedByNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileExternalDocExplainedByNodeAggregateSelection'] = ResolversParentTypes['CodeFileExternalDocExplainedByNodeAggregateSelection']> = ResolversObject<{
  accessCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  contentHash?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  contentSnippet?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  fetchMethod?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  lastAccessed?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  relevanceScore?: Resolver<ResolversTypes['FloatAggregateSelection'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  sourceUrl?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type CodeFileFunctionFunctionsAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileFunctionFunctionsAggregateSelection'] = ResolversParentTypes['CodeFileFunctionFunctionsAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['CodeFileFunctionFunctionsNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type CodeFileFunctionFunctionsNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileFunctionFunctionsNodeAggregateSelection'] = ResolversParentTypes['CodeFileFunctionFunctionsNodeAggregateSelection']> = ResolversObject<{
  complexity?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  filePath?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  lineEnd?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  lineStart?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type CodeFileFunctionsConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileFunctionsConnection'] = ResolversParentTypes['CodeFileFunctionsConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['CodeFileFunctionFunctionsAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['CodeFileFunctionsRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CodeFileFunctionsRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileFunctionsRelationship'] = ResolversParentTypes['CodeFileFunctionsRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Function'], ParentType, ContextType>;
}>;

export type CodeFileMemoryReferencedByAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileMemoryReferencedByAggregateSelection'] = ResolversParentTypes['CodeFileMemoryReferencedByAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['CodeFileMemoryReferencedByNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type CodeFileMemoryReferencedByNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileMemoryReferencedByNodeAggregateSelection'] = ResolversParentTypes['CodeFileMemoryReferencedByNodeAggregateSelection']> = ResolversObject<{
  accessCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  accessedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  contentHash?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  importance?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  occurrences?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  supersededAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
}>;

export type CodeFileReferencedByConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileReferencedByConnection'] = ResolversParentTypes['CodeFileReferencedByConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['CodeFileMemoryReferencedByAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['CodeFileReferencedByRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CodeFileReferencedByRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileReferencedByRelationship'] = ResolversParentTypes['CodeFileReferencedByRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Memory'], ParentType, ContextType>;
}>;

export type CodeFileUsesApisConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileUsesApisConnection'] = ResolversParentTypes['CodeFileUsesApisConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['CodeFileAPIReferenceUsesApisAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['CodeFileUsesApisRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CodeFileUsesApisRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFileUsesApisRelationship'] = ResolversParentTypes['CodeFileUsesApisRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['APIReference'], ParentType, ContextType>;
  properties?: Resolver<ResolversTypes['UsedIn'], ParentType, ContextType>;
}>;

export type CodeFilesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CodeFilesConnection'] = ResolversParentTypes['CodeFilesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['CodeFileAggregate'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['CodeFileEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ContributedToResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ContributedTo'] = ResolversParentTypes['ContributedTo']> = ResolversObject<{
  agent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  usedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type CountResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['Count'] = ResolversParentTypes['Count']> = ResolversObject<{
  nodes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CountConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CountConnection'] = ResolversParentTypes['CountConnection']> = ResolversObject<{
  edges?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nodes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CreateAgentTypesMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CreateAgentTypesMutationResponse'] = ResolversParentTypes['CreateAgentTypesMutationResponse']> = ResolversObject<{
  agentTypes?: Resolver<Array<ResolversTypes['AgentType']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['CreateInfo'], ParentType, ContextType>;
}>;

export type CreateApiReferencesMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CreateApiReferencesMutationResponse'] = ResolversParentTypes['CreateApiReferencesMutationResponse']> = ResolversObject<{
  apiReferences?: Resolver<Array<ResolversTypes['APIReference']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['CreateInfo'], ParentType, ContextType>;
}>;

export type CreateBestPracticesMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CreateBestPracticesMutationResponse'] = ResolversParentTypes['CreateBestPracticesMutationResponse']> = ResolversObject<{
  bestPractices?: Resolver<Array<ResolversTypes['BestPractice']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['CreateInfo'], ParentType, ContextType>;
}>;

export type CreateClassesMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CreateClassesMutationResponse'] = ResolversParentTypes['CreateClassesMutationResponse']> = ResolversObject<{
  classes?: Resolver<Array<ResolversTypes['Class']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['CreateInfo'], ParentType, ContextType>;
}>;

export type CreateCodeExamplesMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CreateCodeExamplesMutationResponse'] = ResolversParentTypes['CreateCodeExamplesMutationResponse']> = ResolversObject<{
  codeExamples?: Resolver<Array<ResolversTypes['CodeExample']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['CreateInfo'], ParentType, ContextType>;
}>;

export type CreateCodeFilesMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CreateCodeFilesMutationResponse'] = ResolversParentTypes['CreateCodeFilesMutationResponse']> = ResolversObject<{
  codeFiles?: Resolver<Array<ResolversTypes['CodeFile']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['CreateInfo'], ParentType, ContextType>;
}>;

export type CreateDocumentationsMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CreateDocumentationsMutationResponse'] = ResolversParentTypes['CreateDocumentationsMutationResponse']> = ResolversObject<{
  documentations?: Resolver<Array<ResolversTypes['Documentation']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['CreateInfo'], ParentType, ContextType>;
}>;

export type CreateExternalDocsMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CreateExternalDocsMutationResponse'] = ResolversParentTypes['CreateExternalDocsMutationResponse']> = ResolversObject<{
  externalDocs?: Resolver<Array<ResolversTypes['ExternalDoc']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['CreateInfo'], ParentType, ContextType>;
}>;

export type CreateFunctionsMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CreateFunctionsMutationResponse'] = ResolversParentTypes['CreateFunctionsMutationResponse']> = ResolversObject<{
  functions?: Resolver<Array<ResolversTypes['Function']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['CreateInfo'], ParentType, ContextType>;
}>;

export type CreateInfoResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CreateInfo'] = ResolversParentTypes['CreateInfo']> = ResolversObject<{
  nodesCreated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relationshipsCreated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CreateKnowledgeUsagesMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CreateKnowledgeUsagesMutationResponse'] = ResolversParentTypes['CreateKnowledgeUsagesMutationResponse']> = ResolversObject<{
  info?: Resolver<ResolversTypes['CreateInfo'], ParentType, ContextType>;
  knowledgeUsages?: Resolver<Array<ResolversTypes['KnowledgeUsage']>, ParentType, ContextType>;
}>;

export type CreateMemoriesMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CreateMemoriesMutationResponse'] = ResolversParentTypes['CreateMemoriesMutationResponse']> = ResolversObject<{
  info?: Resolver<ResolversTypes['CreateInfo'], ParentType, ContextType>;
  memories?: Resolver<Array<ResolversTypes['Memory']>, ParentType, ContextType>;
}>;

export type CreatePatternsMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CreatePatternsMutationResponse'] = ResolversParentTypes['CreatePatternsMutationResponse']> = ResolversObject<{
  info?: Resolver<ResolversTypes['CreateInfo'], ParentType, ContextType>;
  patterns?: Resolver<Array<ResolversTypes['Pattern']>, ParentType, ContextType>;
}>;

export type CreateProjectsMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CreateProjectsMutationResponse'] = ResolversParentTypes['CreateProjectsMutationResponse']> = ResolversObject<{
  info?: Resolver<ResolversTypes['CreateInfo'], ParentType, ContextType>;
  projects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
}>;

export type CreateSourcesMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CreateSourcesMutationResponse'] = ResolversParentTypes['CreateSourcesMutationResponse']> = ResolversObject<{
  info?: Resolver<ResolversTypes['CreateInfo'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
}>;

export type CreateUserFeedbacksMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['CreateUserFeedbacksMutationResponse'] = ResolversParentTypes['CreateUserFeedbacksMutationResponse']> = ResolversObject<{
  info?: Resolver<ResolversTypes['CreateInfo'], ParentType, ContextType>;
  userFeedbacks?: Resolver<Array<ResolversTypes['UserFeedback']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DateTimeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['DateTimeAggregateSelection'] = ResolversParentTypes['DateTimeAggregateSelection']> = ResolversObject<{
  max?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type DeleteInfoResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['DeleteInfo'] = ResolversParentTypes['DeleteInfo']> = ResolversObject<{
  nodesDeleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relationshipsDeleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DocumentationResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['Documentation'] = ResolversParentTypes['Documentation']> = ResolversObject<{
  contributedTo?: Resolver<Array<ResolversTypes['Pattern']>, ParentType, ContextType, Partial<DocumentationContributedToArgs>>;
  contributedToConnection?: Resolver<ResolversTypes['DocumentationContributedToConnection'], ParentType, ContextType, Partial<DocumentationContributedToConnectionArgs>>;
  domain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstSeen?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastSeen?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  negativeFeedback?: Resolver<Array<ResolversTypes['UserFeedback']>, ParentType, ContextType, Partial<DocumentationNegativeFeedbackArgs>>;
  negativeFeedbackConnection?: Resolver<ResolversTypes['DocumentationNegativeFeedbackConnection'], ParentType, ContextType, Partial<DocumentationNegativeFeedbackConnectionArgs>>;
  negativeFeedbackCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  negativeFeedbackRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalUses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DocumentationAggregateResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['DocumentationAggregate'] = ResolversParentTypes['DocumentationAggregate']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['DocumentationAggregateNode'], ParentType, ContextType>;
}>;

export type DocumentationAggregateNodeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['DocumentationAggregateNode'] = ResolversParentTypes['DocumentationAggregateNode']> = ResolversObject<{
  domain?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  firstSeen?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  lastSeen?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  negativeFeedbackCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  negativeFeedbackRate?: Resolver<ResolversTypes['FloatAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  totalUses?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
}>;

export type DocumentationContributedToConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['DocumentationContributedToConnection'] = ResolversParentTypes['DocumentationContributedToConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['DocumentationPatternContributedToAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['DocumentationContributedToRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DocumentationContributedToRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['DocumentationContributedToRelationship'] = ResolversParentTypes['DocumentationContributedToRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Pattern'], ParentType, ContextType>;
  properties?: Resolver<ResolversTypes['ContributedTo'], ParentType, ContextType>;
}>;

export type DocumentationEdgeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['DocumentationEdge'] = ResolversParentTypes['DocumentationEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Documentation'], ParentType, ContextType>;
}>;

export type DocumentationNegativeFeedbackConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['DocumentationNegativeFeedbackConnection'] = ResolversParentTypes['DocumentationNegativeFeedbackConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['DocumentationUserFeedbackNegativeFeedbackAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['DocumentationNegativeFeedbackRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DocumentationNegativeFeedbackRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['DocumentationNegativeFeedbackRelationship'] = ResolversParentTypes['DocumentationNegativeFeedbackRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['UserFeedback'], ParentType, ContextType>;
  properties?: Resolver<ResolversTypes['NegativeFeedback'], ParentType, ContextType>;
}>;

export type DocumentationPatternContributedToAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['DocumentationPatternContributedToAggregateSelection'] = ResolversParentTypes['DocumentationPatternContributedToAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  edge?: Resolver<Maybe<ResolversTypes['DocumentationPatternContributedToEdgeAggregateSelection']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['DocumentationPatternContributedToNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type DocumentationPatternContributedToEdgeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['DocumentationPatternContributedToEdgeAggregateSelection'] = ResolversParentTypes['DocumentationPatternContributedToEdgeAggregateSelection']> = ResolversObject<{
  agent?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['FloatAggregateSelection'], ParentType, ContextType>;
  usedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
}>;

export type DocumentationPatternContributedToNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['DocumentationPatternContributedToNodeAggregateSelection'] = ResolversParentTypes['DocumentationPatternContributedToNodeAggregateSelection']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  task?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type DocumentationUserFeedbackNegativeFeedbackAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['DocumentationUserFeedbackNegativeFeedbackAggregateSelection'] = ResolversParentTypes['DocumentationUserFeedbackNegativeFeedbackAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  edge?: Resolver<Maybe<ResolversTypes['DocumentationUserFeedbackNegativeFeedbackEdgeAggregateSelection']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['DocumentationUserFeedbackNegativeFeedbackNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type DocumentationUserFeedbackNegativeFeedbackEdgeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['DocumentationUserFeedbackNegativeFeedbackEdgeAggregateSelection'] = ResolversParentTypes['DocumentationUserFeedbackNegativeFeedbackEdgeAggregateSelection']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type DocumentationUserFeedbackNegativeFeedbackNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['DocumentationUserFeedbackNegativeFeedbackNodeAggregateSelection'] = ResolversParentTypes['DocumentationUserFeedbackNegativeFeedbackNodeAggregateSelection']> = ResolversObject<{
  codeQuality?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  contextQuality?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  retrySessionId?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  task?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type DocumentationsConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['DocumentationsConnection'] = ResolversParentTypes['DocumentationsConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['DocumentationAggregate'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['DocumentationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ExternalDocResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDoc'] = ResolversParentTypes['ExternalDoc']> = ResolversObject<{
  accessCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  apiReferences?: Resolver<Array<ResolversTypes['APIReference']>, ParentType, ContextType, Partial<ExternalDocApiReferencesArgs>>;
  apiReferencesConnection?: Resolver<ResolversTypes['ExternalDocApiReferencesConnection'], ParentType, ContextType, Partial<ExternalDocApiReferencesConnectionArgs>>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentHash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentSnippet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  explains?: Resolver<Array<ResolversTypes['CodeFile']>, ParentType, ContextType, Partial<ExternalDocExplainsArgs>>;
  explainsConnection?: Resolver<ResolversTypes['ExternalDocExplainsConnection'], ParentType, ContextType, Partial<ExternalDocExplainsConnectionArgs>>;
  fetchMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastAccessed?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastUpdated?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relevanceScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourcedFrom?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType, Partial<ExternalDocSourcedFromArgs>>;
  sourcedFromConnection?: Resolver<ResolversTypes['ExternalDocSourcedFromConnection'], ParentType, ContextType, Partial<ExternalDocSourcedFromConnectionArgs>>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supersedes?: Resolver<Array<ResolversTypes['ExternalDoc']>, ParentType, ContextType, Partial<ExternalDocSupersedesArgs>>;
  supersedesConnection?: Resolver<ResolversTypes['ExternalDocSupersedesConnection'], ParentType, ContextType, Partial<ExternalDocSupersedesConnectionArgs>>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usages?: Resolver<Array<ResolversTypes['KnowledgeUsage']>, ParentType, ContextType, Partial<ExternalDocUsagesArgs>>;
  usagesConnection?: Resolver<ResolversTypes['ExternalDocUsagesConnection'], ParentType, ContextType, Partial<ExternalDocUsagesConnectionArgs>>;
  version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ExternalDocApiReferenceApiReferencesAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocAPIReferenceApiReferencesAggregateSelection'] = ResolversParentTypes['ExternalDocAPIReferenceApiReferencesAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['ExternalDocAPIReferenceApiReferencesNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type ExternalDocApiReferenceApiReferencesNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocAPIReferenceApiReferencesNodeAggregateSelection'] = ResolversParentTypes['ExternalDocAPIReferenceApiReferencesNodeAggregateSelection']> = ResolversObject<{
  deprecatedIn?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  exampleCode?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  functionName?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  namespace?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  parameters?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  returnType?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  stability?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  versionIntroduced?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type ExternalDocAggregateResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocAggregate'] = ResolversParentTypes['ExternalDocAggregate']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ExternalDocAggregateNode'], ParentType, ContextType>;
}>;

export type ExternalDocAggregateNodeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocAggregateNode'] = ResolversParentTypes['ExternalDocAggregateNode']> = ResolversObject<{
  accessCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  contentHash?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  contentSnippet?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  fetchMethod?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  lastAccessed?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  relevanceScore?: Resolver<ResolversTypes['FloatAggregateSelection'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  sourceUrl?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type ExternalDocApiReferencesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocApiReferencesConnection'] = ResolversParentTypes['ExternalDocApiReferencesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['ExternalDocAPIReferenceApiReferencesAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['ExternalDocApiReferencesRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ExternalDocApiReferencesRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocApiReferencesRelationship'] = ResolversParentTypes['ExternalDocApiReferencesRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['APIReference'], ParentType, ContextType>;
}>;

export type ExternalDocCodeFileExplainsAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocCodeFileExplainsAggregateSelection'] = ResolversParentTypes['ExternalDocCodeFileExplainsAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['ExternalDocCodeFileExplainsNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type ExternalDocCodeFileExplainsNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocCodeFileExplainsNodeAggregateSelection'] = ResolversParentTypes['ExternalDocCodeFileExplainsNodeAggregateSelection']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type ExternalDocEdgeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocEdge'] = ResolversParentTypes['ExternalDocEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ExternalDoc'], ParentType, ContextType>;
}>;

export type ExternalDocExplainsConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocExplainsConnection'] = ResolversParentTypes['ExternalDocExplainsConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['ExternalDocCodeFileExplainsAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['ExternalDocExplainsRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ExternalDocExplainsRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocExplainsRelationship'] = ResolversParentTypes['ExternalDocExplainsRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CodeFile'], ParentType, ContextType>;
}>;

export type ExternalDocExternalDocSupersedesAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocExternalDocSupersedesAggregateSelection'] = ResolversParentTypes['ExternalDocExternalDocSupersedesAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['ExternalDocExternalDocSupersedesNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type ExternalDocExternalDocSupersedesNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocExternalDocSupersedesNodeAggregateSelection'] = ResolversParentTypes['ExternalDocExternalDocSupersedesNodeAggregateSelection']> = ResolversObject<{
  accessCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  contentHash?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  contentSnippet?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  fetchMethod?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  lastAccessed?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  relevanceScore?: Resolver<ResolversTypes['FloatAggregateSelection'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  sourceUrl?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type ExternalDocIndexEdgeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocIndexEdge'] = ResolversParentTypes['ExternalDocIndexEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ExternalDoc'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ExternalDocKnowledgeUsageUsagesAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocKnowledgeUsageUsagesAggregateSelection'] = ResolversParentTypes['ExternalDocKnowledgeUsageUsagesAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['ExternalDocKnowledgeUsageUsagesNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type ExternalDocKnowledgeUsageUsagesNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocKnowledgeUsageUsagesNodeAggregateSelection'] = ResolversParentTypes['ExternalDocKnowledgeUsageUsagesNodeAggregateSelection']> = ResolversObject<{
  agentType?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
}>;

export type ExternalDocSourceSourcedFromAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocSourceSourcedFromAggregateSelection'] = ResolversParentTypes['ExternalDocSourceSourcedFromAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['ExternalDocSourceSourcedFromNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type ExternalDocSourceSourcedFromNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocSourceSourcedFromNodeAggregateSelection'] = ResolversParentTypes['ExternalDocSourceSourcedFromNodeAggregateSelection']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  lastVerified?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  trustScore?: Resolver<ResolversTypes['FloatAggregateSelection'], ParentType, ContextType>;
  upvotes?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type ExternalDocSourcedFromConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocSourcedFromConnection'] = ResolversParentTypes['ExternalDocSourcedFromConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['ExternalDocSourceSourcedFromAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['ExternalDocSourcedFromRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ExternalDocSourcedFromRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocSourcedFromRelationship'] = ResolversParentTypes['ExternalDocSourcedFromRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Source'], ParentType, ContextType>;
}>;

export type ExternalDocSupersedesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocSupersedesConnection'] = ResolversParentTypes['ExternalDocSupersedesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['ExternalDocExternalDocSupersedesAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['ExternalDocSupersedesRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ExternalDocSupersedesRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocSupersedesRelationship'] = ResolversParentTypes['ExternalDocSupersedesRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ExternalDoc'], ParentType, ContextType>;
}>;

export type ExternalDocUsagesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocUsagesConnection'] = ResolversParentTypes['ExternalDocUsagesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['ExternalDocKnowledgeUsageUsagesAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['ExternalDocUsagesRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ExternalDocUsagesRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocUsagesRelationship'] = ResolversParentTypes['ExternalDocUsagesRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['KnowledgeUsage'], ParentType, ContextType>;
}>;

export type ExternalDocsConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocsConnection'] = ResolversParentTypes['ExternalDocsConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['ExternalDocAggregate'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['ExternalDocEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ExternalDocsIndexConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ExternalDocsIndexConnection'] = ResolversParentTypes['ExternalDocsIndexConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ExternalDocIndexEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FloatAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FloatAggregateSelection'] = ResolversParentTypes['FloatAggregateSelection']> = ResolversObject<{
  average?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sum?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type FunctionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['Function'] = ResolversParentTypes['Function']> = ResolversObject<{
  calledBy?: Resolver<Array<ResolversTypes['Function']>, ParentType, ContextType, Partial<FunctionCalledByArgs>>;
  calledByConnection?: Resolver<ResolversTypes['FunctionCalledByConnection'], ParentType, ContextType, Partial<FunctionCalledByConnectionArgs>>;
  calls?: Resolver<Array<ResolversTypes['Function']>, ParentType, ContextType, Partial<FunctionCallsArgs>>;
  callsConnection?: Resolver<ResolversTypes['FunctionCallsConnection'], ParentType, ContextType, Partial<FunctionCallsConnectionArgs>>;
  complexity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  file?: Resolver<Array<ResolversTypes['CodeFile']>, ParentType, ContextType, Partial<FunctionFileArgs>>;
  fileConnection?: Resolver<ResolversTypes['FunctionFileConnection'], ParentType, ContextType, Partial<FunctionFileConnectionArgs>>;
  filePath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineEnd?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lineStart?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  referencedBy?: Resolver<Array<ResolversTypes['Memory']>, ParentType, ContextType, Partial<FunctionReferencedByArgs>>;
  referencedByConnection?: Resolver<ResolversTypes['FunctionReferencedByConnection'], ParentType, ContextType, Partial<FunctionReferencedByConnectionArgs>>;
  signature?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usesApis?: Resolver<Array<ResolversTypes['APIReference']>, ParentType, ContextType, Partial<FunctionUsesApisArgs>>;
  usesApisConnection?: Resolver<ResolversTypes['FunctionUsesApisConnection'], ParentType, ContextType, Partial<FunctionUsesApisConnectionArgs>>;
}>;

export type FunctionApiReferenceUsesApisAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionAPIReferenceUsesApisAggregateSelection'] = ResolversParentTypes['FunctionAPIReferenceUsesApisAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  edge?: Resolver<Maybe<ResolversTypes['FunctionAPIReferenceUsesApisEdgeAggregateSelection']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['FunctionAPIReferenceUsesApisNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type FunctionApiReferenceUsesApisEdgeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionAPIReferenceUsesApisEdgeAggregateSelection'] = ResolversParentTypes['FunctionAPIReferenceUsesApisEdgeAggregateSelection']> = ResolversObject<{
  line?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
}>;

export type FunctionApiReferenceUsesApisNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionAPIReferenceUsesApisNodeAggregateSelection'] = ResolversParentTypes['FunctionAPIReferenceUsesApisNodeAggregateSelection']> = ResolversObject<{
  deprecatedIn?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  exampleCode?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  functionName?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  namespace?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  parameters?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  returnType?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  stability?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  versionIntroduced?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type FunctionAggregateResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionAggregate'] = ResolversParentTypes['FunctionAggregate']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['FunctionAggregateNode'], ParentType, ContextType>;
}>;

export type FunctionAggregateNodeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionAggregateNode'] = ResolversParentTypes['FunctionAggregateNode']> = ResolversObject<{
  complexity?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  filePath?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  lineEnd?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  lineStart?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type FunctionCalledByConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionCalledByConnection'] = ResolversParentTypes['FunctionCalledByConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['FunctionFunctionCalledByAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['FunctionCalledByRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FunctionCalledByRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionCalledByRelationship'] = ResolversParentTypes['FunctionCalledByRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Function'], ParentType, ContextType>;
}>;

export type FunctionCallsConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionCallsConnection'] = ResolversParentTypes['FunctionCallsConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['FunctionFunctionCallsAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['FunctionCallsRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FunctionCallsRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionCallsRelationship'] = ResolversParentTypes['FunctionCallsRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Function'], ParentType, ContextType>;
}>;

export type FunctionCodeFileFileAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionCodeFileFileAggregateSelection'] = ResolversParentTypes['FunctionCodeFileFileAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['FunctionCodeFileFileNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type FunctionCodeFileFileNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionCodeFileFileNodeAggregateSelection'] = ResolversParentTypes['FunctionCodeFileFileNodeAggregateSelection']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type FunctionEdgeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionEdge'] = ResolversParentTypes['FunctionEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Function'], ParentType, ContextType>;
}>;

export type FunctionFileConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionFileConnection'] = ResolversParentTypes['FunctionFileConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['FunctionCodeFileFileAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['FunctionFileRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FunctionFileRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionFileRelationship'] = ResolversParentTypes['FunctionFileRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CodeFile'], ParentType, ContextType>;
}>;

export type FunctionFunctionCalledByAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionFunctionCalledByAggregateSelection'] = ResolversParentTypes['FunctionFunctionCalledByAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['FunctionFunctionCalledByNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type FunctionFunctionCalledByNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionFunctionCalledByNodeAggregateSelection'] = ResolversParentTypes['FunctionFunctionCalledByNodeAggregateSelection']> = ResolversObject<{
  complexity?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  filePath?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  lineEnd?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  lineStart?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type FunctionFunctionCallsAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionFunctionCallsAggregateSelection'] = ResolversParentTypes['FunctionFunctionCallsAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['FunctionFunctionCallsNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type FunctionFunctionCallsNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionFunctionCallsNodeAggregateSelection'] = ResolversParentTypes['FunctionFunctionCallsNodeAggregateSelection']> = ResolversObject<{
  complexity?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  filePath?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  lineEnd?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  lineStart?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type FunctionMemoryReferencedByAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionMemoryReferencedByAggregateSelection'] = ResolversParentTypes['FunctionMemoryReferencedByAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['FunctionMemoryReferencedByNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type FunctionMemoryReferencedByNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionMemoryReferencedByNodeAggregateSelection'] = ResolversParentTypes['FunctionMemoryReferencedByNodeAggregateSelection']> = ResolversObject<{
  accessCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  accessedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  contentHash?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  importance?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  occurrences?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  supersededAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
}>;

export type FunctionReferencedByConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionReferencedByConnection'] = ResolversParentTypes['FunctionReferencedByConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['FunctionMemoryReferencedByAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['FunctionReferencedByRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FunctionReferencedByRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionReferencedByRelationship'] = ResolversParentTypes['FunctionReferencedByRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Memory'], ParentType, ContextType>;
}>;

export type FunctionUsesApisConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionUsesApisConnection'] = ResolversParentTypes['FunctionUsesApisConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['FunctionAPIReferenceUsesApisAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['FunctionUsesApisRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FunctionUsesApisRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionUsesApisRelationship'] = ResolversParentTypes['FunctionUsesApisRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['APIReference'], ParentType, ContextType>;
  properties?: Resolver<ResolversTypes['UsedIn'], ParentType, ContextType>;
}>;

export type FunctionsConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['FunctionsConnection'] = ResolversParentTypes['FunctionsConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['FunctionAggregate'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['FunctionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type IntAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['IntAggregateSelection'] = ResolversParentTypes['IntAggregateSelection']> = ResolversObject<{
  average?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sum?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type KnowledgeUsageResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['KnowledgeUsage'] = ResolversParentTypes['KnowledgeUsage']> = ResolversObject<{
  agentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  docs?: Resolver<Array<ResolversTypes['ExternalDoc']>, ParentType, ContextType, Partial<KnowledgeUsageDocsArgs>>;
  docsConnection?: Resolver<ResolversTypes['KnowledgeUsageDocsConnection'], ParentType, ContextType, Partial<KnowledgeUsageDocsConnectionArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['UsageOutcome'], ParentType, ContextType>;
}>;

export type KnowledgeUsageAggregateResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['KnowledgeUsageAggregate'] = ResolversParentTypes['KnowledgeUsageAggregate']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['KnowledgeUsageAggregateNode'], ParentType, ContextType>;
}>;

export type KnowledgeUsageAggregateNodeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['KnowledgeUsageAggregateNode'] = ResolversParentTypes['KnowledgeUsageAggregateNode']> = ResolversObject<{
  agentType?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
}>;

export type KnowledgeUsageDocsConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['KnowledgeUsageDocsConnection'] = ResolversParentTypes['KnowledgeUsageDocsConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['KnowledgeUsageExternalDocDocsAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['KnowledgeUsageDocsRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type KnowledgeUsageDocsRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['KnowledgeUsageDocsRelationship'] = ResolversParentTypes['KnowledgeUsageDocsRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ExternalDoc'], ParentType, ContextType>;
}>;

export type KnowledgeUsageEdgeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['KnowledgeUsageEdge'] = ResolversParentTypes['KnowledgeUsageEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['KnowledgeUsage'], ParentType, ContextType>;
}>;

export type KnowledgeUsageExternalDocDocsAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['KnowledgeUsageExternalDocDocsAggregateSelection'] = ResolversParentTypes['KnowledgeUsageExternalDocDocsAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['KnowledgeUsageExternalDocDocsNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type KnowledgeUsageExternalDocDocsNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['KnowledgeUsageExternalDocDocsNodeAggregateSelection'] = ResolversParentTypes['KnowledgeUsageExternalDocDocsNodeAggregateSelection']> = ResolversObject<{
  accessCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  contentHash?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  contentSnippet?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  fetchMethod?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  lastAccessed?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  relevanceScore?: Resolver<ResolversTypes['FloatAggregateSelection'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  sourceUrl?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type KnowledgeUsagesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['KnowledgeUsagesConnection'] = ResolversParentTypes['KnowledgeUsagesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['KnowledgeUsageAggregate'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['KnowledgeUsageEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MemoriesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoriesConnection'] = ResolversParentTypes['MemoriesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['MemoryAggregate'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['MemoryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MemoriesIndexConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoriesIndexConnection'] = ResolversParentTypes['MemoriesIndexConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['MemoryIndexEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MemoryResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['Memory'] = ResolversParentTypes['Memory']> = ResolversObject<{
  accessCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  accessedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  agentTypes?: Resolver<Array<ResolversTypes['AgentType']>, ParentType, ContextType, Partial<MemoryAgentTypesArgs>>;
  agentTypesConnection?: Resolver<ResolversTypes['MemoryAgentTypesConnection'], ParentType, ContextType, Partial<MemoryAgentTypesConnectionArgs>>;
  codeReferences?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentHash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contradicts?: Resolver<Array<ResolversTypes['Memory']>, ParentType, ContextType, Partial<MemoryContradictsArgs>>;
  contradictsConnection?: Resolver<ResolversTypes['MemoryContradictsConnection'], ParentType, ContextType, Partial<MemoryContradictsConnectionArgs>>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  derivedFrom?: Resolver<Array<ResolversTypes['Memory']>, ParentType, ContextType, Partial<MemoryDerivedFromArgs>>;
  derivedFromConnection?: Resolver<ResolversTypes['MemoryDerivedFromConnection'], ParentType, ContextType, Partial<MemoryDerivedFromConnectionArgs>>;
  embedding?: Resolver<Maybe<Array<ResolversTypes['Float']>>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isGlobal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  memoryType?: Resolver<ResolversTypes['MemoryType'], ParentType, ContextType>;
  occurredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  occurrences?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  projects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType, Partial<MemoryProjectsArgs>>;
  projectsConnection?: Resolver<ResolversTypes['MemoryProjectsConnection'], ParentType, ContextType, Partial<MemoryProjectsConnectionArgs>>;
  referencedClasses?: Resolver<Array<ResolversTypes['Class']>, ParentType, ContextType, Partial<MemoryReferencedClassesArgs>>;
  referencedClassesConnection?: Resolver<ResolversTypes['MemoryReferencedClassesConnection'], ParentType, ContextType, Partial<MemoryReferencedClassesConnectionArgs>>;
  referencedFiles?: Resolver<Array<ResolversTypes['CodeFile']>, ParentType, ContextType, Partial<MemoryReferencedFilesArgs>>;
  referencedFilesConnection?: Resolver<ResolversTypes['MemoryReferencedFilesConnection'], ParentType, ContextType, Partial<MemoryReferencedFilesConnectionArgs>>;
  referencedFunctions?: Resolver<Array<ResolversTypes['Function']>, ParentType, ContextType, Partial<MemoryReferencedFunctionsArgs>>;
  referencedFunctionsConnection?: Resolver<ResolversTypes['MemoryReferencedFunctionsConnection'], ParentType, ContextType, Partial<MemoryReferencedFunctionsConnectionArgs>>;
  relatesTo?: Resolver<Array<ResolversTypes['Memory']>, ParentType, ContextType, Partial<MemoryRelatesToArgs>>;
  relatesToConnection?: Resolver<ResolversTypes['MemoryRelatesToConnection'], ParentType, ContextType, Partial<MemoryRelatesToConnectionArgs>>;
  revisions?: Resolver<Array<ResolversTypes['MemoryRevision']>, ParentType, ContextType, Partial<MemoryRevisionsArgs>>;
  revisionsConnection?: Resolver<ResolversTypes['MemoryRevisionsConnection'], ParentType, ContextType, Partial<MemoryRevisionsConnectionArgs>>;
  sessionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  supersededAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  tags?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type MemoryAgentTypeAgentTypesAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryAgentTypeAgentTypesAggregateSelection'] = ResolversParentTypes['MemoryAgentTypeAgentTypesAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['MemoryAgentTypeAgentTypesNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type MemoryAgentTypeAgentTypesNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryAgentTypeAgentTypesNodeAggregateSelection'] = ResolversParentTypes['MemoryAgentTypeAgentTypesNodeAggregateSelection']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type MemoryAgentTypesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryAgentTypesConnection'] = ResolversParentTypes['MemoryAgentTypesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['MemoryAgentTypeAgentTypesAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['MemoryAgentTypesRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MemoryAgentTypesRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryAgentTypesRelationship'] = ResolversParentTypes['MemoryAgentTypesRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AgentType'], ParentType, ContextType>;
}>;

export type MemoryAggregateResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryAggregate'] = ResolversParentTypes['MemoryAggregate']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MemoryAggregateNode'], ParentType, ContextType>;
}>;

export type MemoryAggregateNodeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryAggregateNode'] = ResolversParentTypes['MemoryAggregateNode']> = ResolversObject<{
  accessCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  accessedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  contentHash?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  importance?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  occurrences?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  supersededAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
}>;

export type MemoryClassReferencedClassesAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryClassReferencedClassesAggregateSelection'] = ResolversParentTypes['MemoryClassReferencedClassesAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['MemoryClassReferencedClassesNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type MemoryClassReferencedClassesNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryClassReferencedClassesNodeAggregateSelection'] = ResolversParentTypes['MemoryClassReferencedClassesNodeAggregateSelection']> = ResolversObject<{
  filePath?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type MemoryCodeFileReferencedFilesAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryCodeFileReferencedFilesAggregateSelection'] = ResolversParentTypes['MemoryCodeFileReferencedFilesAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['MemoryCodeFileReferencedFilesNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type MemoryCodeFileReferencedFilesNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryCodeFileReferencedFilesNodeAggregateSelection'] = ResolversParentTypes['MemoryCodeFileReferencedFilesNodeAggregateSelection']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type MemoryContradictsConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryContradictsConnection'] = ResolversParentTypes['MemoryContradictsConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['MemoryMemoryContradictsAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['MemoryContradictsRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MemoryContradictsRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryContradictsRelationship'] = ResolversParentTypes['MemoryContradictsRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Memory'], ParentType, ContextType>;
}>;

export type MemoryDerivedFromConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryDerivedFromConnection'] = ResolversParentTypes['MemoryDerivedFromConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['MemoryMemoryDerivedFromAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['MemoryDerivedFromRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MemoryDerivedFromRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryDerivedFromRelationship'] = ResolversParentTypes['MemoryDerivedFromRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Memory'], ParentType, ContextType>;
}>;

export type MemoryEdgeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryEdge'] = ResolversParentTypes['MemoryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Memory'], ParentType, ContextType>;
}>;

export type MemoryFunctionReferencedFunctionsAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryFunctionReferencedFunctionsAggregateSelection'] = ResolversParentTypes['MemoryFunctionReferencedFunctionsAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['MemoryFunctionReferencedFunctionsNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type MemoryFunctionReferencedFunctionsNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryFunctionReferencedFunctionsNodeAggregateSelection'] = ResolversParentTypes['MemoryFunctionReferencedFunctionsNodeAggregateSelection']> = ResolversObject<{
  complexity?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  filePath?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  lineEnd?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  lineStart?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type MemoryHitResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryHit'] = ResolversParentTypes['MemoryHit']> = ResolversObject<{
  memory?: Resolver<ResolversTypes['Memory'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['MemoryScope'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  why?: Resolver<ResolversTypes['ScoreBreakdown'], ParentType, ContextType>;
}>;

export type MemoryIndexEdgeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryIndexEdge'] = ResolversParentTypes['MemoryIndexEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Memory'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type MemoryMemoryContradictsAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryMemoryContradictsAggregateSelection'] = ResolversParentTypes['MemoryMemoryContradictsAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['MemoryMemoryContradictsNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type MemoryMemoryContradictsNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryMemoryContradictsNodeAggregateSelection'] = ResolversParentTypes['MemoryMemoryContradictsNodeAggregateSelection']> = ResolversObject<{
  accessCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  accessedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  contentHash?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  importance?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  occurrences?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  supersededAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
}>;

export type MemoryMemoryDerivedFromAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryMemoryDerivedFromAggregateSelection'] = ResolversParentTypes['MemoryMemoryDerivedFromAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['MemoryMemoryDerivedFromNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type MemoryMemoryDerivedFromNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryMemoryDerivedFromNodeAggregateSelection'] = ResolversParentTypes['MemoryMemoryDerivedFromNodeAggregateSelection']> = ResolversObject<{
  accessCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  accessedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  contentHash?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  importance?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  occurrences?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  supersededAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
}>;

export type MemoryMemoryRelatesToAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryMemoryRelatesToAggregateSelection'] = ResolversParentTypes['MemoryMemoryRelatesToAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['MemoryMemoryRelatesToNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type MemoryMemoryRelatesToNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryMemoryRelatesToNodeAggregateSelection'] = ResolversParentTypes['MemoryMemoryRelatesToNodeAggregateSelection']> = ResolversObject<{
  accessCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  accessedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  contentHash?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  importance?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  occurrences?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  supersededAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
}>;

export type MemoryMemoryRevisionRevisionsAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryMemoryRevisionRevisionsAggregateSelection'] = ResolversParentTypes['MemoryMemoryRevisionRevisionsAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['MemoryMemoryRevisionRevisionsNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type MemoryMemoryRevisionRevisionsNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryMemoryRevisionRevisionsNodeAggregateSelection'] = ResolversParentTypes['MemoryMemoryRevisionRevisionsNodeAggregateSelection']> = ResolversObject<{
  content?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  importance?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  revisedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type MemoryProjectProjectsAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryProjectProjectsAggregateSelection'] = ResolversParentTypes['MemoryProjectProjectsAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['MemoryProjectProjectsNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type MemoryProjectProjectsNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryProjectProjectsNodeAggregateSelection'] = ResolversParentTypes['MemoryProjectProjectsNodeAggregateSelection']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  lastActive?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type MemoryProjectsConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryProjectsConnection'] = ResolversParentTypes['MemoryProjectsConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['MemoryProjectProjectsAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['MemoryProjectsRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MemoryProjectsRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryProjectsRelationship'] = ResolversParentTypes['MemoryProjectsRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
}>;

export type MemoryReferencedClassesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryReferencedClassesConnection'] = ResolversParentTypes['MemoryReferencedClassesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['MemoryClassReferencedClassesAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['MemoryReferencedClassesRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MemoryReferencedClassesRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryReferencedClassesRelationship'] = ResolversParentTypes['MemoryReferencedClassesRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Class'], ParentType, ContextType>;
}>;

export type MemoryReferencedFilesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryReferencedFilesConnection'] = ResolversParentTypes['MemoryReferencedFilesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['MemoryCodeFileReferencedFilesAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['MemoryReferencedFilesRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MemoryReferencedFilesRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryReferencedFilesRelationship'] = ResolversParentTypes['MemoryReferencedFilesRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CodeFile'], ParentType, ContextType>;
}>;

export type MemoryReferencedFunctionsConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryReferencedFunctionsConnection'] = ResolversParentTypes['MemoryReferencedFunctionsConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['MemoryFunctionReferencedFunctionsAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['MemoryReferencedFunctionsRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MemoryReferencedFunctionsRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryReferencedFunctionsRelationship'] = ResolversParentTypes['MemoryReferencedFunctionsRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Function'], ParentType, ContextType>;
}>;

export type MemoryRelatesToConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryRelatesToConnection'] = ResolversParentTypes['MemoryRelatesToConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['MemoryMemoryRelatesToAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['MemoryRelatesToRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MemoryRelatesToRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryRelatesToRelationship'] = ResolversParentTypes['MemoryRelatesToRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Memory'], ParentType, ContextType>;
}>;

export type MemoryRevisionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryRevision'] = ResolversParentTypes['MemoryRevision']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  importance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  memory?: Resolver<Array<ResolversTypes['Memory']>, ParentType, ContextType, Partial<MemoryRevisionMemoryArgs>>;
  memoryConnection?: Resolver<ResolversTypes['MemoryRevisionMemoryConnection'], ParentType, ContextType, Partial<MemoryRevisionMemoryConnectionArgs>>;
  revisedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  tags?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MemoryRevisionAggregateResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryRevisionAggregate'] = ResolversParentTypes['MemoryRevisionAggregate']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MemoryRevisionAggregateNode'], ParentType, ContextType>;
}>;

export type MemoryRevisionAggregateNodeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryRevisionAggregateNode'] = ResolversParentTypes['MemoryRevisionAggregateNode']> = ResolversObject<{
  content?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  importance?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  revisedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type MemoryRevisionEdgeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryRevisionEdge'] = ResolversParentTypes['MemoryRevisionEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MemoryRevision'], ParentType, ContextType>;
}>;

export type MemoryRevisionMemoryConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryRevisionMemoryConnection'] = ResolversParentTypes['MemoryRevisionMemoryConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['MemoryRevisionMemoryMemoryAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['MemoryRevisionMemoryRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MemoryRevisionMemoryMemoryAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryRevisionMemoryMemoryAggregateSelection'] = ResolversParentTypes['MemoryRevisionMemoryMemoryAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['MemoryRevisionMemoryMemoryNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type MemoryRevisionMemoryMemoryNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryRevisionMemoryMemoryNodeAggregateSelection'] = ResolversParentTypes['MemoryRevisionMemoryMemoryNodeAggregateSelection']> = ResolversObject<{
  accessCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  accessedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  contentHash?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  importance?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  occurrences?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  supersededAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
}>;

export type MemoryRevisionMemoryRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryRevisionMemoryRelationship'] = ResolversParentTypes['MemoryRevisionMemoryRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Memory'], ParentType, ContextType>;
}>;

export type MemoryRevisionsConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryRevisionsConnection'] = ResolversParentTypes['MemoryRevisionsConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['MemoryMemoryRevisionRevisionsAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['MemoryRevisionsRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MemoryRevisionsRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['MemoryRevisionsRelationship'] = ResolversParentTypes['MemoryRevisionsRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MemoryRevision'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  createAgentTypes?: Resolver<ResolversTypes['CreateAgentTypesMutationResponse'], ParentType, ContextType, RequireFields<MutationCreateAgentTypesArgs, 'input'>>;
  createApiReferences?: Resolver<ResolversTypes['CreateApiReferencesMutationResponse'], ParentType, ContextType, RequireFields<MutationCreateApiReferencesArgs, 'input'>>;
  createBestPractices?: Resolver<ResolversTypes['CreateBestPracticesMutationResponse'], ParentType, ContextType, RequireFields<MutationCreateBestPracticesArgs, 'input'>>;
  createClasses?: Resolver<ResolversTypes['CreateClassesMutationResponse'], ParentType, ContextType, RequireFields<MutationCreateClassesArgs, 'input'>>;
  createCodeExamples?: Resolver<ResolversTypes['CreateCodeExamplesMutationResponse'], ParentType, ContextType, RequireFields<MutationCreateCodeExamplesArgs, 'input'>>;
  createCodeFiles?: Resolver<ResolversTypes['CreateCodeFilesMutationResponse'], ParentType, ContextType, RequireFields<MutationCreateCodeFilesArgs, 'input'>>;
  createDocumentations?: Resolver<ResolversTypes['CreateDocumentationsMutationResponse'], ParentType, ContextType, RequireFields<MutationCreateDocumentationsArgs, 'input'>>;
  createExternalDocs?: Resolver<ResolversTypes['CreateExternalDocsMutationResponse'], ParentType, ContextType, RequireFields<MutationCreateExternalDocsArgs, 'input'>>;
  createFunctions?: Resolver<ResolversTypes['CreateFunctionsMutationResponse'], ParentType, ContextType, RequireFields<MutationCreateFunctionsArgs, 'input'>>;
  createKnowledgeUsages?: Resolver<ResolversTypes['CreateKnowledgeUsagesMutationResponse'], ParentType, ContextType, RequireFields<MutationCreateKnowledgeUsagesArgs, 'input'>>;
  createMemories?: Resolver<ResolversTypes['CreateMemoriesMutationResponse'], ParentType, ContextType, RequireFields<MutationCreateMemoriesArgs, 'input'>>;
  createPatterns?: Resolver<ResolversTypes['CreatePatternsMutationResponse'], ParentType, ContextType, RequireFields<MutationCreatePatternsArgs, 'input'>>;
  createProjects?: Resolver<ResolversTypes['CreateProjectsMutationResponse'], ParentType, ContextType, RequireFields<MutationCreateProjectsArgs, 'input'>>;
  createSources?: Resolver<ResolversTypes['CreateSourcesMutationResponse'], ParentType, ContextType, RequireFields<MutationCreateSourcesArgs, 'input'>>;
  createUserFeedbacks?: Resolver<ResolversTypes['CreateUserFeedbacksMutationResponse'], ParentType, ContextType, RequireFields<MutationCreateUserFeedbacksArgs, 'input'>>;
  deleteAgentTypes?: Resolver<ResolversTypes['DeleteInfo'], ParentType, ContextType, Partial<MutationDeleteAgentTypesArgs>>;
  deleteApiReferences?: Resolver<ResolversTypes['DeleteInfo'], ParentType, ContextType, Partial<MutationDeleteApiReferencesArgs>>;
  deleteBestPractices?: Resolver<ResolversTypes['DeleteInfo'], ParentType, ContextType, Partial<MutationDeleteBestPracticesArgs>>;
  deleteClasses?: Resolver<ResolversTypes['DeleteInfo'], ParentType, ContextType, Partial<MutationDeleteClassesArgs>>;
  deleteCodeExamples?: Resolver<ResolversTypes['DeleteInfo'], ParentType, ContextType, Partial<MutationDeleteCodeExamplesArgs>>;
  deleteCodeFiles?: Resolver<ResolversTypes['DeleteInfo'], ParentType, ContextType, Partial<MutationDeleteCodeFilesArgs>>;
  deleteDocumentations?: Resolver<ResolversTypes['DeleteInfo'], ParentType, ContextType, Partial<MutationDeleteDocumentationsArgs>>;
  deleteExternalDocs?: Resolver<ResolversTypes['DeleteInfo'], ParentType, ContextType, Partial<MutationDeleteExternalDocsArgs>>;
  deleteFunctions?: Resolver<ResolversTypes['DeleteInfo'], ParentType, ContextType, Partial<MutationDeleteFunctionsArgs>>;
  deleteKnowledgeUsages?: Resolver<ResolversTypes['DeleteInfo'], ParentType, ContextType, Partial<MutationDeleteKnowledgeUsagesArgs>>;
  deleteMemories?: Resolver<ResolversTypes['DeleteInfo'], ParentType, ContextType, Partial<MutationDeleteMemoriesArgs>>;
  deletePatterns?: Resolver<ResolversTypes['DeleteInfo'], ParentType, ContextType, Partial<MutationDeletePatternsArgs>>;
  deleteProjects?: Resolver<ResolversTypes['DeleteInfo'], ParentType, ContextType, Partial<MutationDeleteProjectsArgs>>;
  deleteSources?: Resolver<ResolversTypes['DeleteInfo'], ParentType, ContextType, Partial<MutationDeleteSourcesArgs>>;
  deleteUserFeedbacks?: Resolver<ResolversTypes['DeleteInfo'], ParentType, ContextType, Partial<MutationDeleteUserFeedbacksArgs>>;
  forget?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationForgetArgs, 'id'>>;
  promoteCrossProjectPatterns?: Resolver<Array<ResolversTypes['Memory']>, ParentType, ContextType, RequireFields<MutationPromoteCrossProjectPatternsArgs, 'minProjects'>>;
  remember?: Resolver<ResolversTypes['Memory'], ParentType, ContextType, RequireFields<MutationRememberArgs, 'input'>>;
  rememberMany?: Resolver<Array<ResolversTypes['Memory']>, ParentType, ContextType, RequireFields<MutationRememberManyArgs, 'input'>>;
  shareMemory?: Resolver<ResolversTypes['Memory'], ParentType, ContextType, RequireFields<MutationShareMemoryArgs, 'id' | 'withAgentTypes'>>;
  unshareMemory?: Resolver<ResolversTypes['Memory'], ParentType, ContextType, RequireFields<MutationUnshareMemoryArgs, 'fromAgentTypes' | 'id'>>;
  updateAgentTypes?: Resolver<ResolversTypes['UpdateAgentTypesMutationResponse'], ParentType, ContextType, Partial<MutationUpdateAgentTypesArgs>>;
  updateApiReferences?: Resolver<ResolversTypes['UpdateApiReferencesMutationResponse'], ParentType, ContextType, Partial<MutationUpdateApiReferencesArgs>>;
  updateBestPractices?: Resolver<ResolversTypes['UpdateBestPracticesMutationResponse'], ParentType, ContextType, Partial<MutationUpdateBestPracticesArgs>>;
  updateClasses?: Resolver<ResolversTypes['UpdateClassesMutationResponse'], ParentType, ContextType, Partial<MutationUpdateClassesArgs>>;
  updateCodeExamples?: Resolver<ResolversTypes['UpdateCodeExamplesMutationResponse'], ParentType, ContextType, Partial<MutationUpdateCodeExamplesArgs>>;
  updateCodeFiles?: Resolver<ResolversTypes['UpdateCodeFilesMutationResponse'], ParentType, ContextType, Partial<MutationUpdateCodeFilesArgs>>;
  updateDocumentations?: Resolver<ResolversTypes['UpdateDocumentationsMutationResponse'], ParentType, ContextType, Partial<MutationUpdateDocumentationsArgs>>;
  updateExternalDocs?: Resolver<ResolversTypes['UpdateExternalDocsMutationResponse'], ParentType, ContextType, Partial<MutationUpdateExternalDocsArgs>>;
  updateFunctions?: Resolver<ResolversTypes['UpdateFunctionsMutationResponse'], ParentType, ContextType, Partial<MutationUpdateFunctionsArgs>>;
  updateKnowledgeUsages?: Resolver<ResolversTypes['UpdateKnowledgeUsagesMutationResponse'], ParentType, ContextType, Partial<MutationUpdateKnowledgeUsagesArgs>>;
  updateMemories?: Resolver<ResolversTypes['UpdateMemoriesMutationResponse'], ParentType, ContextType, Partial<MutationUpdateMemoriesArgs>>;
  updatePatterns?: Resolver<ResolversTypes['UpdatePatternsMutationResponse'], ParentType, ContextType, Partial<MutationUpdatePatternsArgs>>;
  updateProjects?: Resolver<ResolversTypes['UpdateProjectsMutationResponse'], ParentType, ContextType, Partial<MutationUpdateProjectsArgs>>;
  updateSources?: Resolver<ResolversTypes['UpdateSourcesMutationResponse'], ParentType, ContextType, Partial<MutationUpdateSourcesArgs>>;
  updateUserFeedbacks?: Resolver<ResolversTypes['UpdateUserFeedbacksMutationResponse'], ParentType, ContextType, Partial<MutationUpdateUserFeedbacksArgs>>;
}>;

export type NegativeFeedbackResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['NegativeFeedback'] = ResolversParentTypes['NegativeFeedback']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PatternResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['Pattern'] = ResolversParentTypes['Pattern']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  docs?: Resolver<Array<ResolversTypes['Documentation']>, ParentType, ContextType, Partial<PatternDocsArgs>>;
  docsConnection?: Resolver<ResolversTypes['PatternDocsConnection'], ParentType, ContextType, Partial<PatternDocsConnectionArgs>>;
  feedback?: Resolver<Array<ResolversTypes['UserFeedback']>, ParentType, ContextType, Partial<PatternFeedbackArgs>>;
  feedbackConnection?: Resolver<ResolversTypes['PatternFeedbackConnection'], ParentType, ContextType, Partial<PatternFeedbackConnectionArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  task?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taskKeywords?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
}>;

export type PatternAggregateResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['PatternAggregate'] = ResolversParentTypes['PatternAggregate']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['PatternAggregateNode'], ParentType, ContextType>;
}>;

export type PatternAggregateNodeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['PatternAggregateNode'] = ResolversParentTypes['PatternAggregateNode']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  task?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type PatternDocsConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['PatternDocsConnection'] = ResolversParentTypes['PatternDocsConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['PatternDocumentationDocsAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['PatternDocsRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PatternDocsRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['PatternDocsRelationship'] = ResolversParentTypes['PatternDocsRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Documentation'], ParentType, ContextType>;
  properties?: Resolver<ResolversTypes['ContributedTo'], ParentType, ContextType>;
}>;

export type PatternDocumentationDocsAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['PatternDocumentationDocsAggregateSelection'] = ResolversParentTypes['PatternDocumentationDocsAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  edge?: Resolver<Maybe<ResolversTypes['PatternDocumentationDocsEdgeAggregateSelection']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['PatternDocumentationDocsNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type PatternDocumentationDocsEdgeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['PatternDocumentationDocsEdgeAggregateSelection'] = ResolversParentTypes['PatternDocumentationDocsEdgeAggregateSelection']> = ResolversObject<{
  agent?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['FloatAggregateSelection'], ParentType, ContextType>;
  usedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
}>;

export type PatternDocumentationDocsNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['PatternDocumentationDocsNodeAggregateSelection'] = ResolversParentTypes['PatternDocumentationDocsNodeAggregateSelection']> = ResolversObject<{
  domain?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  firstSeen?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  lastSeen?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  negativeFeedbackCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  negativeFeedbackRate?: Resolver<ResolversTypes['FloatAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  totalUses?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
}>;

export type PatternEdgeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['PatternEdge'] = ResolversParentTypes['PatternEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Pattern'], ParentType, ContextType>;
}>;

export type PatternFeedbackConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['PatternFeedbackConnection'] = ResolversParentTypes['PatternFeedbackConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['PatternUserFeedbackFeedbackAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['PatternFeedbackRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PatternFeedbackRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['PatternFeedbackRelationship'] = ResolversParentTypes['PatternFeedbackRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['UserFeedback'], ParentType, ContextType>;
}>;

export type PatternUserFeedbackFeedbackAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['PatternUserFeedbackFeedbackAggregateSelection'] = ResolversParentTypes['PatternUserFeedbackFeedbackAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['PatternUserFeedbackFeedbackNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type PatternUserFeedbackFeedbackNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['PatternUserFeedbackFeedbackNodeAggregateSelection'] = ResolversParentTypes['PatternUserFeedbackFeedbackNodeAggregateSelection']> = ResolversObject<{
  codeQuality?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  contextQuality?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  retrySessionId?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  task?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type PatternsConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['PatternsConnection'] = ResolversParentTypes['PatternsConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['PatternAggregate'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['PatternEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProjectResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['Project'] = ResolversParentTypes['Project']> = ResolversObject<{
  agentTypes?: Resolver<Array<ResolversTypes['AgentType']>, ParentType, ContextType, Partial<ProjectAgentTypesArgs>>;
  agentTypesConnection?: Resolver<ResolversTypes['ProjectAgentTypesConnection'], ParentType, ContextType, Partial<ProjectAgentTypesConnectionArgs>>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastActive?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  memories?: Resolver<Array<ResolversTypes['Memory']>, ParentType, ContextType, Partial<ProjectMemoriesArgs>>;
  memoriesConnection?: Resolver<ResolversTypes['ProjectMemoriesConnection'], ParentType, ContextType, Partial<ProjectMemoriesConnectionArgs>>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProjectAgentTypeAgentTypesAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ProjectAgentTypeAgentTypesAggregateSelection'] = ResolversParentTypes['ProjectAgentTypeAgentTypesAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['ProjectAgentTypeAgentTypesNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type ProjectAgentTypeAgentTypesNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ProjectAgentTypeAgentTypesNodeAggregateSelection'] = ResolversParentTypes['ProjectAgentTypeAgentTypesNodeAggregateSelection']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type ProjectAgentTypesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ProjectAgentTypesConnection'] = ResolversParentTypes['ProjectAgentTypesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['ProjectAgentTypeAgentTypesAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['ProjectAgentTypesRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProjectAgentTypesRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ProjectAgentTypesRelationship'] = ResolversParentTypes['ProjectAgentTypesRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AgentType'], ParentType, ContextType>;
}>;

export type ProjectAggregateResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ProjectAggregate'] = ResolversParentTypes['ProjectAggregate']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProjectAggregateNode'], ParentType, ContextType>;
}>;

export type ProjectAggregateNodeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ProjectAggregateNode'] = ResolversParentTypes['ProjectAggregateNode']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  lastActive?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type ProjectEdgeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ProjectEdge'] = ResolversParentTypes['ProjectEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
}>;

export type ProjectMemoriesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ProjectMemoriesConnection'] = ResolversParentTypes['ProjectMemoriesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['ProjectMemoryMemoriesAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['ProjectMemoriesRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProjectMemoriesRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ProjectMemoriesRelationship'] = ResolversParentTypes['ProjectMemoriesRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Memory'], ParentType, ContextType>;
}>;

export type ProjectMemoryMemoriesAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ProjectMemoryMemoriesAggregateSelection'] = ResolversParentTypes['ProjectMemoryMemoriesAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['ProjectMemoryMemoriesNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type ProjectMemoryMemoriesNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ProjectMemoryMemoriesNodeAggregateSelection'] = ResolversParentTypes['ProjectMemoryMemoriesNodeAggregateSelection']> = ResolversObject<{
  accessCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  accessedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  contentHash?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  importance?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  occurrences?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  supersededAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
}>;

export type ProjectsConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ProjectsConnection'] = ResolversParentTypes['ProjectsConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['ProjectAggregate'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['ProjectEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  agentTypes?: Resolver<Array<ResolversTypes['AgentType']>, ParentType, ContextType, Partial<QueryAgentTypesArgs>>;
  agentTypesConnection?: Resolver<ResolversTypes['AgentTypesConnection'], ParentType, ContextType, Partial<QueryAgentTypesConnectionArgs>>;
  apiReferences?: Resolver<Array<ResolversTypes['APIReference']>, ParentType, ContextType, Partial<QueryApiReferencesArgs>>;
  apiReferencesConnection?: Resolver<ResolversTypes['ApiReferencesConnection'], ParentType, ContextType, Partial<QueryApiReferencesConnectionArgs>>;
  apiReferencesFulltext?: Resolver<ResolversTypes['ApiReferencesIndexConnection'], ParentType, ContextType, RequireFields<QueryApiReferencesFulltextArgs, 'phrase'>>;
  bestPractices?: Resolver<Array<ResolversTypes['BestPractice']>, ParentType, ContextType, Partial<QueryBestPracticesArgs>>;
  bestPracticesConnection?: Resolver<ResolversTypes['BestPracticesConnection'], ParentType, ContextType, Partial<QueryBestPracticesConnectionArgs>>;
  bestPracticesFulltext?: Resolver<ResolversTypes['BestPracticesIndexConnection'], ParentType, ContextType, RequireFields<QueryBestPracticesFulltextArgs, 'phrase'>>;
  classes?: Resolver<Array<ResolversTypes['Class']>, ParentType, ContextType, Partial<QueryClassesArgs>>;
  classesConnection?: Resolver<ResolversTypes['ClassesConnection'], ParentType, ContextType, Partial<QueryClassesConnectionArgs>>;
  codeExamples?: Resolver<Array<ResolversTypes['CodeExample']>, ParentType, ContextType, Partial<QueryCodeExamplesArgs>>;
  codeExamplesConnection?: Resolver<ResolversTypes['CodeExamplesConnection'], ParentType, ContextType, Partial<QueryCodeExamplesConnectionArgs>>;
  codeExamplesFulltext?: Resolver<ResolversTypes['CodeExamplesIndexConnection'], ParentType, ContextType, RequireFields<QueryCodeExamplesFulltextArgs, 'phrase'>>;
  codeFiles?: Resolver<Array<ResolversTypes['CodeFile']>, ParentType, ContextType, Partial<QueryCodeFilesArgs>>;
  codeFilesConnection?: Resolver<ResolversTypes['CodeFilesConnection'], ParentType, ContextType, Partial<QueryCodeFilesConnectionArgs>>;
  documentations?: Resolver<Array<ResolversTypes['Documentation']>, ParentType, ContextType, Partial<QueryDocumentationsArgs>>;
  documentationsConnection?: Resolver<ResolversTypes['DocumentationsConnection'], ParentType, ContextType, Partial<QueryDocumentationsConnectionArgs>>;
  externalDocs?: Resolver<Array<ResolversTypes['ExternalDoc']>, ParentType, ContextType, Partial<QueryExternalDocsArgs>>;
  externalDocsConnection?: Resolver<ResolversTypes['ExternalDocsConnection'], ParentType, ContextType, Partial<QueryExternalDocsConnectionArgs>>;
  externalDocsFulltext?: Resolver<ResolversTypes['ExternalDocsIndexConnection'], ParentType, ContextType, RequireFields<QueryExternalDocsFulltextArgs, 'phrase'>>;
  functions?: Resolver<Array<ResolversTypes['Function']>, ParentType, ContextType, Partial<QueryFunctionsArgs>>;
  functionsConnection?: Resolver<ResolversTypes['FunctionsConnection'], ParentType, ContextType, Partial<QueryFunctionsConnectionArgs>>;
  knowledgeUsages?: Resolver<Array<ResolversTypes['KnowledgeUsage']>, ParentType, ContextType, Partial<QueryKnowledgeUsagesArgs>>;
  knowledgeUsagesConnection?: Resolver<ResolversTypes['KnowledgeUsagesConnection'], ParentType, ContextType, Partial<QueryKnowledgeUsagesConnectionArgs>>;
  memories?: Resolver<Array<ResolversTypes['Memory']>, ParentType, ContextType, Partial<QueryMemoriesArgs>>;
  memoriesConnection?: Resolver<ResolversTypes['MemoriesConnection'], ParentType, ContextType, Partial<QueryMemoriesConnectionArgs>>;
  memoriesFulltext?: Resolver<ResolversTypes['MemoriesIndexConnection'], ParentType, ContextType, RequireFields<QueryMemoriesFulltextArgs, 'phrase'>>;
  memoryRevisions?: Resolver<Array<ResolversTypes['MemoryRevision']>, ParentType, ContextType, Partial<QueryMemoryRevisionsArgs>>;
  memoryRevisionsConnection?: Resolver<ResolversTypes['MemoryRevisionsConnection'], ParentType, ContextType, Partial<QueryMemoryRevisionsConnectionArgs>>;
  patterns?: Resolver<Array<ResolversTypes['Pattern']>, ParentType, ContextType, Partial<QueryPatternsArgs>>;
  patternsConnection?: Resolver<ResolversTypes['PatternsConnection'], ParentType, ContextType, Partial<QueryPatternsConnectionArgs>>;
  projects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType, Partial<QueryProjectsArgs>>;
  projectsConnection?: Resolver<ResolversTypes['ProjectsConnection'], ParentType, ContextType, Partial<QueryProjectsConnectionArgs>>;
  recall?: Resolver<Array<ResolversTypes['MemoryHit']>, ParentType, ContextType, RequireFields<QueryRecallArgs, 'agentType' | 'includeSuperseded' | 'limit'>>;
  relatedMemories?: Resolver<Array<ResolversTypes['RelatedMemory']>, ParentType, ContextType, RequireFields<QueryRelatedMemoriesArgs, 'depth' | 'id'>>;
  serverInfo?: Resolver<ResolversTypes['ServerInfo'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType, Partial<QuerySourcesArgs>>;
  sourcesConnection?: Resolver<ResolversTypes['SourcesConnection'], ParentType, ContextType, Partial<QuerySourcesConnectionArgs>>;
  tavilyCaches?: Resolver<Array<ResolversTypes['TavilyCache']>, ParentType, ContextType, Partial<QueryTavilyCachesArgs>>;
  tavilyCachesConnection?: Resolver<ResolversTypes['TavilyCachesConnection'], ParentType, ContextType, Partial<QueryTavilyCachesConnectionArgs>>;
  userFeedbacks?: Resolver<Array<ResolversTypes['UserFeedback']>, ParentType, ContextType, Partial<QueryUserFeedbacksArgs>>;
  userFeedbacksConnection?: Resolver<ResolversTypes['UserFeedbacksConnection'], ParentType, ContextType, Partial<QueryUserFeedbacksConnectionArgs>>;
}>;

export type RelatedMemoryResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['RelatedMemory'] = ResolversParentTypes['RelatedMemory']> = ResolversObject<{
  distance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memory?: Resolver<ResolversTypes['Memory'], ParentType, ContextType>;
  relation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReplacedByResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ReplacedBy'] = ResolversParentTypes['ReplacedBy']> = ResolversObject<{
  inVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ScoreBreakdownResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ScoreBreakdown'] = ResolversParentTypes['ScoreBreakdown']> = ResolversObject<{
  decay?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  importance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  nextTurnOf?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  occurrence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  scopeMatch?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  similarity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weights?: Resolver<ResolversTypes['ScoreWeights'], ParentType, ContextType>;
}>;

export type ScoreWeightsResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ScoreWeights'] = ResolversParentTypes['ScoreWeights']> = ResolversObject<{
  decay?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  importance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  occurrence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  scopeMatch?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  similarity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ServerInfoResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['ServerInfo'] = ResolversParentTypes['ServerInfo']> = ResolversObject<{
  apocVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  engramVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  neo4jEdition?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  neo4jMode?: Resolver<ResolversTypes['Neo4jMode'], ParentType, ContextType>;
  neo4jVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SourceResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['Source'] = ResolversParentTypes['Source']> = ResolversObject<{
  answerAccepted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastVerified?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trustScore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  upvotes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SourceAggregateResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['SourceAggregate'] = ResolversParentTypes['SourceAggregate']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SourceAggregateNode'], ParentType, ContextType>;
}>;

export type SourceAggregateNodeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['SourceAggregateNode'] = ResolversParentTypes['SourceAggregateNode']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  lastVerified?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  trustScore?: Resolver<ResolversTypes['FloatAggregateSelection'], ParentType, ContextType>;
  upvotes?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type SourceEdgeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['SourceEdge'] = ResolversParentTypes['SourceEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Source'], ParentType, ContextType>;
}>;

export type SourcesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['SourcesConnection'] = ResolversParentTypes['SourcesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['SourceAggregate'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['SourceEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StringAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['StringAggregateSelection'] = ResolversParentTypes['StringAggregateSelection']> = ResolversObject<{
  longest?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortest?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TavilyCacheResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['TavilyCache'] = ResolversParentTypes['TavilyCache']> = ResolversObject<{
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  originalQuery?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queryHash?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resultsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resultsJson?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TavilyCacheAggregateResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['TavilyCacheAggregate'] = ResolversParentTypes['TavilyCacheAggregate']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TavilyCacheAggregateNode'], ParentType, ContextType>;
}>;

export type TavilyCacheAggregateNodeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['TavilyCacheAggregateNode'] = ResolversParentTypes['TavilyCacheAggregateNode']> = ResolversObject<{
  category?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  originalQuery?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  resultsCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  resultsJson?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type TavilyCacheEdgeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['TavilyCacheEdge'] = ResolversParentTypes['TavilyCacheEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TavilyCache'], ParentType, ContextType>;
}>;

export type TavilyCachesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['TavilyCachesConnection'] = ResolversParentTypes['TavilyCachesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['TavilyCacheAggregate'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['TavilyCacheEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UpdateAgentTypesMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UpdateAgentTypesMutationResponse'] = ResolversParentTypes['UpdateAgentTypesMutationResponse']> = ResolversObject<{
  agentTypes?: Resolver<Array<ResolversTypes['AgentType']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['UpdateInfo'], ParentType, ContextType>;
}>;

export type UpdateApiReferencesMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UpdateApiReferencesMutationResponse'] = ResolversParentTypes['UpdateApiReferencesMutationResponse']> = ResolversObject<{
  apiReferences?: Resolver<Array<ResolversTypes['APIReference']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['UpdateInfo'], ParentType, ContextType>;
}>;

export type UpdateBestPracticesMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UpdateBestPracticesMutationResponse'] = ResolversParentTypes['UpdateBestPracticesMutationResponse']> = ResolversObject<{
  bestPractices?: Resolver<Array<ResolversTypes['BestPractice']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['UpdateInfo'], ParentType, ContextType>;
}>;

export type UpdateClassesMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UpdateClassesMutationResponse'] = ResolversParentTypes['UpdateClassesMutationResponse']> = ResolversObject<{
  classes?: Resolver<Array<ResolversTypes['Class']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['UpdateInfo'], ParentType, ContextType>;
}>;

export type UpdateCodeExamplesMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UpdateCodeExamplesMutationResponse'] = ResolversParentTypes['UpdateCodeExamplesMutationResponse']> = ResolversObject<{
  codeExamples?: Resolver<Array<ResolversTypes['CodeExample']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['UpdateInfo'], ParentType, ContextType>;
}>;

export type UpdateCodeFilesMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UpdateCodeFilesMutationResponse'] = ResolversParentTypes['UpdateCodeFilesMutationResponse']> = ResolversObject<{
  codeFiles?: Resolver<Array<ResolversTypes['CodeFile']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['UpdateInfo'], ParentType, ContextType>;
}>;

export type UpdateDocumentationsMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UpdateDocumentationsMutationResponse'] = ResolversParentTypes['UpdateDocumentationsMutationResponse']> = ResolversObject<{
  documentations?: Resolver<Array<ResolversTypes['Documentation']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['UpdateInfo'], ParentType, ContextType>;
}>;

export type UpdateExternalDocsMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UpdateExternalDocsMutationResponse'] = ResolversParentTypes['UpdateExternalDocsMutationResponse']> = ResolversObject<{
  externalDocs?: Resolver<Array<ResolversTypes['ExternalDoc']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['UpdateInfo'], ParentType, ContextType>;
}>;

export type UpdateFunctionsMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UpdateFunctionsMutationResponse'] = ResolversParentTypes['UpdateFunctionsMutationResponse']> = ResolversObject<{
  functions?: Resolver<Array<ResolversTypes['Function']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['UpdateInfo'], ParentType, ContextType>;
}>;

export type UpdateInfoResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UpdateInfo'] = ResolversParentTypes['UpdateInfo']> = ResolversObject<{
  nodesCreated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nodesDeleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relationshipsCreated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relationshipsDeleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UpdateKnowledgeUsagesMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UpdateKnowledgeUsagesMutationResponse'] = ResolversParentTypes['UpdateKnowledgeUsagesMutationResponse']> = ResolversObject<{
  info?: Resolver<ResolversTypes['UpdateInfo'], ParentType, ContextType>;
  knowledgeUsages?: Resolver<Array<ResolversTypes['KnowledgeUsage']>, ParentType, ContextType>;
}>;

export type UpdateMemoriesMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UpdateMemoriesMutationResponse'] = ResolversParentTypes['UpdateMemoriesMutationResponse']> = ResolversObject<{
  info?: Resolver<ResolversTypes['UpdateInfo'], ParentType, ContextType>;
  memories?: Resolver<Array<ResolversTypes['Memory']>, ParentType, ContextType>;
}>;

export type UpdatePatternsMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UpdatePatternsMutationResponse'] = ResolversParentTypes['UpdatePatternsMutationResponse']> = ResolversObject<{
  info?: Resolver<ResolversTypes['UpdateInfo'], ParentType, ContextType>;
  patterns?: Resolver<Array<ResolversTypes['Pattern']>, ParentType, ContextType>;
}>;

export type UpdateProjectsMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UpdateProjectsMutationResponse'] = ResolversParentTypes['UpdateProjectsMutationResponse']> = ResolversObject<{
  info?: Resolver<ResolversTypes['UpdateInfo'], ParentType, ContextType>;
  projects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
}>;

export type UpdateSourcesMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UpdateSourcesMutationResponse'] = ResolversParentTypes['UpdateSourcesMutationResponse']> = ResolversObject<{
  info?: Resolver<ResolversTypes['UpdateInfo'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
}>;

export type UpdateUserFeedbacksMutationResponseResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UpdateUserFeedbacksMutationResponse'] = ResolversParentTypes['UpdateUserFeedbacksMutationResponse']> = ResolversObject<{
  info?: Resolver<ResolversTypes['UpdateInfo'], ParentType, ContextType>;
  userFeedbacks?: Resolver<Array<ResolversTypes['UserFeedback']>, ParentType, ContextType>;
}>;

export type UsedInResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UsedIn'] = ResolversParentTypes['UsedIn']> = ResolversObject<{
  line?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type UserFeedbackResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UserFeedback'] = ResolversParentTypes['UserFeedback']> = ResolversObject<{
  codeQuality?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contextQuality?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pattern?: Resolver<Array<ResolversTypes['Pattern']>, ParentType, ContextType, Partial<UserFeedbackPatternArgs>>;
  patternConnection?: Resolver<ResolversTypes['UserFeedbackPatternConnection'], ParentType, ContextType, Partial<UserFeedbackPatternConnectionArgs>>;
  retryOf?: Resolver<Array<ResolversTypes['UserFeedback']>, ParentType, ContextType, Partial<UserFeedbackRetryOfArgs>>;
  retryOfConnection?: Resolver<ResolversTypes['UserFeedbackRetryOfConnection'], ParentType, ContextType, Partial<UserFeedbackRetryOfConnectionArgs>>;
  retrySessionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  triggeredRetries?: Resolver<Array<ResolversTypes['UserFeedback']>, ParentType, ContextType, Partial<UserFeedbackTriggeredRetriesArgs>>;
  triggeredRetriesConnection?: Resolver<ResolversTypes['UserFeedbackTriggeredRetriesConnection'], ParentType, ContextType, Partial<UserFeedbackTriggeredRetriesConnectionArgs>>;
  unhelpfulDocs?: Resolver<Array<ResolversTypes['Documentation']>, ParentType, ContextType, Partial<UserFeedbackUnhelpfulDocsArgs>>;
  unhelpfulDocsConnection?: Resolver<ResolversTypes['UserFeedbackUnhelpfulDocsConnection'], ParentType, ContextType, Partial<UserFeedbackUnhelpfulDocsConnectionArgs>>;
  wouldRetry?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type UserFeedbackAggregateResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UserFeedbackAggregate'] = ResolversParentTypes['UserFeedbackAggregate']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['UserFeedbackAggregateNode'], ParentType, ContextType>;
}>;

export type UserFeedbackAggregateNodeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UserFeedbackAggregateNode'] = ResolversParentTypes['UserFeedbackAggregateNode']> = ResolversObject<{
  codeQuality?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  contextQuality?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  retrySessionId?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  task?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type UserFeedbackDocumentationUnhelpfulDocsAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UserFeedbackDocumentationUnhelpfulDocsAggregateSelection'] = ResolversParentTypes['UserFeedbackDocumentationUnhelpfulDocsAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  edge?: Resolver<Maybe<ResolversTypes['UserFeedbackDocumentationUnhelpfulDocsEdgeAggregateSelection']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['UserFeedbackDocumentationUnhelpfulDocsNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type UserFeedbackDocumentationUnhelpfulDocsEdgeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UserFeedbackDocumentationUnhelpfulDocsEdgeAggregateSelection'] = ResolversParentTypes['UserFeedbackDocumentationUnhelpfulDocsEdgeAggregateSelection']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type UserFeedbackDocumentationUnhelpfulDocsNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UserFeedbackDocumentationUnhelpfulDocsNodeAggregateSelection'] = ResolversParentTypes['UserFeedbackDocumentationUnhelpfulDocsNodeAggregateSelection']> = ResolversObject<{
  domain?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  firstSeen?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  lastSeen?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  negativeFeedbackCount?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  negativeFeedbackRate?: Resolver<ResolversTypes['FloatAggregateSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  totalUses?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
}>;

export type UserFeedbackEdgeResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UserFeedbackEdge'] = ResolversParentTypes['UserFeedbackEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['UserFeedback'], ParentType, ContextType>;
}>;

export type UserFeedbackPatternConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UserFeedbackPatternConnection'] = ResolversParentTypes['UserFeedbackPatternConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['UserFeedbackPatternPatternAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['UserFeedbackPatternRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserFeedbackPatternPatternAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UserFeedbackPatternPatternAggregateSelection'] = ResolversParentTypes['UserFeedbackPatternPatternAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['UserFeedbackPatternPatternNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type UserFeedbackPatternPatternNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UserFeedbackPatternPatternNodeAggregateSelection'] = ResolversParentTypes['UserFeedbackPatternPatternNodeAggregateSelection']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  task?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type UserFeedbackPatternRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UserFeedbackPatternRelationship'] = ResolversParentTypes['UserFeedbackPatternRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Pattern'], ParentType, ContextType>;
}>;

export type UserFeedbackRetryOfConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UserFeedbackRetryOfConnection'] = ResolversParentTypes['UserFeedbackRetryOfConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['UserFeedbackUserFeedbackRetryOfAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['UserFeedbackRetryOfRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserFeedbackRetryOfRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UserFeedbackRetryOfRelationship'] = ResolversParentTypes['UserFeedbackRetryOfRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['UserFeedback'], ParentType, ContextType>;
}>;

export type UserFeedbackTriggeredRetriesConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UserFeedbackTriggeredRetriesConnection'] = ResolversParentTypes['UserFeedbackTriggeredRetriesConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['UserFeedbackUserFeedbackTriggeredRetriesAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['UserFeedbackTriggeredRetriesRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserFeedbackTriggeredRetriesRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UserFeedbackTriggeredRetriesRelationship'] = ResolversParentTypes['UserFeedbackTriggeredRetriesRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['UserFeedback'], ParentType, ContextType>;
}>;

export type UserFeedbackUnhelpfulDocsConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UserFeedbackUnhelpfulDocsConnection'] = ResolversParentTypes['UserFeedbackUnhelpfulDocsConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['UserFeedbackDocumentationUnhelpfulDocsAggregateSelection'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['UserFeedbackUnhelpfulDocsRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserFeedbackUnhelpfulDocsRelationshipResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UserFeedbackUnhelpfulDocsRelationship'] = ResolversParentTypes['UserFeedbackUnhelpfulDocsRelationship']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Documentation'], ParentType, ContextType>;
  properties?: Resolver<ResolversTypes['NegativeFeedback'], ParentType, ContextType>;
}>;

export type UserFeedbackUserFeedbackRetryOfAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UserFeedbackUserFeedbackRetryOfAggregateSelection'] = ResolversParentTypes['UserFeedbackUserFeedbackRetryOfAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['UserFeedbackUserFeedbackRetryOfNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type UserFeedbackUserFeedbackRetryOfNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UserFeedbackUserFeedbackRetryOfNodeAggregateSelection'] = ResolversParentTypes['UserFeedbackUserFeedbackRetryOfNodeAggregateSelection']> = ResolversObject<{
  codeQuality?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  contextQuality?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  retrySessionId?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  task?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type UserFeedbackUserFeedbackTriggeredRetriesAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UserFeedbackUserFeedbackTriggeredRetriesAggregateSelection'] = ResolversParentTypes['UserFeedbackUserFeedbackTriggeredRetriesAggregateSelection']> = ResolversObject<{
  count?: Resolver<ResolversTypes['CountConnection'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['UserFeedbackUserFeedbackTriggeredRetriesNodeAggregateSelection']>, ParentType, ContextType>;
}>;

export type UserFeedbackUserFeedbackTriggeredRetriesNodeAggregateSelectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UserFeedbackUserFeedbackTriggeredRetriesNodeAggregateSelection'] = ResolversParentTypes['UserFeedbackUserFeedbackTriggeredRetriesNodeAggregateSelection']> = ResolversObject<{
  codeQuality?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  contextQuality?: Resolver<ResolversTypes['IntAggregateSelection'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTimeAggregateSelection'], ParentType, ContextType>;
  retrySessionId?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
  task?: Resolver<ResolversTypes['StringAggregateSelection'], ParentType, ContextType>;
}>;

export type UserFeedbacksConnectionResolvers<ContextType = EngramContext, ParentType extends ResolversParentTypes['UserFeedbacksConnection'] = ResolversParentTypes['UserFeedbacksConnection']> = ResolversObject<{
  aggregate?: Resolver<ResolversTypes['UserFeedbackAggregate'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['UserFeedbackEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = EngramContext> = ResolversObject<{
  APIReference?: ApiReferenceResolvers<ContextType>;
  APIReferenceAPIReferenceAlternativeToAggregateSelection?: ApiReferenceApiReferenceAlternativeToAggregateSelectionResolvers<ContextType>;
  APIReferenceAPIReferenceAlternativeToNodeAggregateSelection?: ApiReferenceApiReferenceAlternativeToNodeAggregateSelectionResolvers<ContextType>;
  APIReferenceAPIReferenceReplacedByAggregateSelection?: ApiReferenceApiReferenceReplacedByAggregateSelectionResolvers<ContextType>;
  APIReferenceAPIReferenceReplacedByEdgeAggregateSelection?: ApiReferenceApiReferenceReplacedByEdgeAggregateSelectionResolvers<ContextType>;
  APIReferenceAPIReferenceReplacedByNodeAggregateSelection?: ApiReferenceApiReferenceReplacedByNodeAggregateSelectionResolvers<ContextType>;
  APIReferenceAggregate?: ApiReferenceAggregateResolvers<ContextType>;
  APIReferenceAggregateNode?: ApiReferenceAggregateNodeResolvers<ContextType>;
  APIReferenceAlternativeToConnection?: ApiReferenceAlternativeToConnectionResolvers<ContextType>;
  APIReferenceAlternativeToRelationship?: ApiReferenceAlternativeToRelationshipResolvers<ContextType>;
  APIReferenceBestPracticeReferencedByAggregateSelection?: ApiReferenceBestPracticeReferencedByAggregateSelectionResolvers<ContextType>;
  APIReferenceBestPracticeReferencedByNodeAggregateSelection?: ApiReferenceBestPracticeReferencedByNodeAggregateSelectionResolvers<ContextType>;
  APIReferenceCodeExampleDemonstratedByAggregateSelection?: ApiReferenceCodeExampleDemonstratedByAggregateSelectionResolvers<ContextType>;
  APIReferenceCodeExampleDemonstratedByNodeAggregateSelection?: ApiReferenceCodeExampleDemonstratedByNodeAggregateSelectionResolvers<ContextType>;
  APIReferenceCodeFileUsedInFilesAggregateSelection?: ApiReferenceCodeFileUsedInFilesAggregateSelectionResolvers<ContextType>;
  APIReferenceCodeFileUsedInFilesEdgeAggregateSelection?: ApiReferenceCodeFileUsedInFilesEdgeAggregateSelectionResolvers<ContextType>;
  APIReferenceCodeFileUsedInFilesNodeAggregateSelection?: ApiReferenceCodeFileUsedInFilesNodeAggregateSelectionResolvers<ContextType>;
  APIReferenceDemonstratedByConnection?: ApiReferenceDemonstratedByConnectionResolvers<ContextType>;
  APIReferenceDemonstratedByRelationship?: ApiReferenceDemonstratedByRelationshipResolvers<ContextType>;
  APIReferenceDocumentedInConnection?: ApiReferenceDocumentedInConnectionResolvers<ContextType>;
  APIReferenceDocumentedInRelationship?: ApiReferenceDocumentedInRelationshipResolvers<ContextType>;
  APIReferenceEdge?: ApiReferenceEdgeResolvers<ContextType>;
  APIReferenceExternalDocDocumentedInAggregateSelection?: ApiReferenceExternalDocDocumentedInAggregateSelectionResolvers<ContextType>;
  APIReferenceExternalDocDocumentedInNodeAggregateSelection?: ApiReferenceExternalDocDocumentedInNodeAggregateSelectionResolvers<ContextType>;
  APIReferenceFunctionUsedInFunctionsAggregateSelection?: ApiReferenceFunctionUsedInFunctionsAggregateSelectionResolvers<ContextType>;
  APIReferenceFunctionUsedInFunctionsEdgeAggregateSelection?: ApiReferenceFunctionUsedInFunctionsEdgeAggregateSelectionResolvers<ContextType>;
  APIReferenceFunctionUsedInFunctionsNodeAggregateSelection?: ApiReferenceFunctionUsedInFunctionsNodeAggregateSelectionResolvers<ContextType>;
  APIReferenceReferencedByConnection?: ApiReferenceReferencedByConnectionResolvers<ContextType>;
  APIReferenceReferencedByRelationship?: ApiReferenceReferencedByRelationshipResolvers<ContextType>;
  APIReferenceReplacedByConnection?: ApiReferenceReplacedByConnectionResolvers<ContextType>;
  APIReferenceReplacedByRelationship?: ApiReferenceReplacedByRelationshipResolvers<ContextType>;
  APIReferenceSourceSourcedFromAggregateSelection?: ApiReferenceSourceSourcedFromAggregateSelectionResolvers<ContextType>;
  APIReferenceSourceSourcedFromNodeAggregateSelection?: ApiReferenceSourceSourcedFromNodeAggregateSelectionResolvers<ContextType>;
  APIReferenceSourcedFromConnection?: ApiReferenceSourcedFromConnectionResolvers<ContextType>;
  APIReferenceSourcedFromRelationship?: ApiReferenceSourcedFromRelationshipResolvers<ContextType>;
  APIReferenceUsedInFilesConnection?: ApiReferenceUsedInFilesConnectionResolvers<ContextType>;
  APIReferenceUsedInFilesRelationship?: ApiReferenceUsedInFilesRelationshipResolvers<ContextType>;
  APIReferenceUsedInFunctionsConnection?: ApiReferenceUsedInFunctionsConnectionResolvers<ContextType>;
  APIReferenceUsedInFunctionsRelationship?: ApiReferenceUsedInFunctionsRelationshipResolvers<ContextType>;
  AgentType?: AgentTypeResolvers<ContextType>;
  AgentTypeAggregate?: AgentTypeAggregateResolvers<ContextType>;
  AgentTypeAggregateNode?: AgentTypeAggregateNodeResolvers<ContextType>;
  AgentTypeEdge?: AgentTypeEdgeResolvers<ContextType>;
  AgentTypeMemoriesConnection?: AgentTypeMemoriesConnectionResolvers<ContextType>;
  AgentTypeMemoriesRelationship?: AgentTypeMemoriesRelationshipResolvers<ContextType>;
  AgentTypeMemoryMemoriesAggregateSelection?: AgentTypeMemoryMemoriesAggregateSelectionResolvers<ContextType>;
  AgentTypeMemoryMemoriesNodeAggregateSelection?: AgentTypeMemoryMemoriesNodeAggregateSelectionResolvers<ContextType>;
  AgentTypeProjectProjectsAggregateSelection?: AgentTypeProjectProjectsAggregateSelectionResolvers<ContextType>;
  AgentTypeProjectProjectsNodeAggregateSelection?: AgentTypeProjectProjectsNodeAggregateSelectionResolvers<ContextType>;
  AgentTypeProjectsConnection?: AgentTypeProjectsConnectionResolvers<ContextType>;
  AgentTypeProjectsRelationship?: AgentTypeProjectsRelationshipResolvers<ContextType>;
  AgentTypesConnection?: AgentTypesConnectionResolvers<ContextType>;
  ApiReferenceIndexEdge?: ApiReferenceIndexEdgeResolvers<ContextType>;
  ApiReferencesConnection?: ApiReferencesConnectionResolvers<ContextType>;
  ApiReferencesIndexConnection?: ApiReferencesIndexConnectionResolvers<ContextType>;
  BestPractice?: BestPracticeResolvers<ContextType>;
  BestPracticeAPIReferenceReferencesAggregateSelection?: BestPracticeApiReferenceReferencesAggregateSelectionResolvers<ContextType>;
  BestPracticeAPIReferenceReferencesNodeAggregateSelection?: BestPracticeApiReferenceReferencesNodeAggregateSelectionResolvers<ContextType>;
  BestPracticeAggregate?: BestPracticeAggregateResolvers<ContextType>;
  BestPracticeAggregateNode?: BestPracticeAggregateNodeResolvers<ContextType>;
  BestPracticeBestPracticeConflictsWithAggregateSelection?: BestPracticeBestPracticeConflictsWithAggregateSelectionResolvers<ContextType>;
  BestPracticeBestPracticeConflictsWithNodeAggregateSelection?: BestPracticeBestPracticeConflictsWithNodeAggregateSelectionResolvers<ContextType>;
  BestPracticeCodeExampleImplementedByAggregateSelection?: BestPracticeCodeExampleImplementedByAggregateSelectionResolvers<ContextType>;
  BestPracticeCodeExampleImplementedByNodeAggregateSelection?: BestPracticeCodeExampleImplementedByNodeAggregateSelectionResolvers<ContextType>;
  BestPracticeConflictsWithConnection?: BestPracticeConflictsWithConnectionResolvers<ContextType>;
  BestPracticeConflictsWithRelationship?: BestPracticeConflictsWithRelationshipResolvers<ContextType>;
  BestPracticeEdge?: BestPracticeEdgeResolvers<ContextType>;
  BestPracticeImplementedByConnection?: BestPracticeImplementedByConnectionResolvers<ContextType>;
  BestPracticeImplementedByRelationship?: BestPracticeImplementedByRelationshipResolvers<ContextType>;
  BestPracticeIndexEdge?: BestPracticeIndexEdgeResolvers<ContextType>;
  BestPracticeReferencesConnection?: BestPracticeReferencesConnectionResolvers<ContextType>;
  BestPracticeReferencesRelationship?: BestPracticeReferencesRelationshipResolvers<ContextType>;
  BestPracticeSourceSourcedFromAggregateSelection?: BestPracticeSourceSourcedFromAggregateSelectionResolvers<ContextType>;
  BestPracticeSourceSourcedFromNodeAggregateSelection?: BestPracticeSourceSourcedFromNodeAggregateSelectionResolvers<ContextType>;
  BestPracticeSourcedFromConnection?: BestPracticeSourcedFromConnectionResolvers<ContextType>;
  BestPracticeSourcedFromRelationship?: BestPracticeSourcedFromRelationshipResolvers<ContextType>;
  BestPracticesConnection?: BestPracticesConnectionResolvers<ContextType>;
  BestPracticesIndexConnection?: BestPracticesIndexConnectionResolvers<ContextType>;
  Class?: ClassResolvers<ContextType>;
  ClassAggregate?: ClassAggregateResolvers<ContextType>;
  ClassAggregateNode?: ClassAggregateNodeResolvers<ContextType>;
  ClassClassInheritsFromAggregateSelection?: ClassClassInheritsFromAggregateSelectionResolvers<ContextType>;
  ClassClassInheritsFromNodeAggregateSelection?: ClassClassInheritsFromNodeAggregateSelectionResolvers<ContextType>;
  ClassClassSubclassesAggregateSelection?: ClassClassSubclassesAggregateSelectionResolvers<ContextType>;
  ClassClassSubclassesNodeAggregateSelection?: ClassClassSubclassesNodeAggregateSelectionResolvers<ContextType>;
  ClassCodeFileFileAggregateSelection?: ClassCodeFileFileAggregateSelectionResolvers<ContextType>;
  ClassCodeFileFileNodeAggregateSelection?: ClassCodeFileFileNodeAggregateSelectionResolvers<ContextType>;
  ClassEdge?: ClassEdgeResolvers<ContextType>;
  ClassFileConnection?: ClassFileConnectionResolvers<ContextType>;
  ClassFileRelationship?: ClassFileRelationshipResolvers<ContextType>;
  ClassInheritsFromConnection?: ClassInheritsFromConnectionResolvers<ContextType>;
  ClassInheritsFromRelationship?: ClassInheritsFromRelationshipResolvers<ContextType>;
  ClassMemoryReferencedByAggregateSelection?: ClassMemoryReferencedByAggregateSelectionResolvers<ContextType>;
  ClassMemoryReferencedByNodeAggregateSelection?: ClassMemoryReferencedByNodeAggregateSelectionResolvers<ContextType>;
  ClassReferencedByConnection?: ClassReferencedByConnectionResolvers<ContextType>;
  ClassReferencedByRelationship?: ClassReferencedByRelationshipResolvers<ContextType>;
  ClassSubclassesConnection?: ClassSubclassesConnectionResolvers<ContextType>;
  ClassSubclassesRelationship?: ClassSubclassesRelationshipResolvers<ContextType>;
  ClassesConnection?: ClassesConnectionResolvers<ContextType>;
  CodeExample?: CodeExampleResolvers<ContextType>;
  CodeExampleAPIReferenceDemonstratesAggregateSelection?: CodeExampleApiReferenceDemonstratesAggregateSelectionResolvers<ContextType>;
  CodeExampleAPIReferenceDemonstratesNodeAggregateSelection?: CodeExampleApiReferenceDemonstratesNodeAggregateSelectionResolvers<ContextType>;
  CodeExampleAggregate?: CodeExampleAggregateResolvers<ContextType>;
  CodeExampleAggregateNode?: CodeExampleAggregateNodeResolvers<ContextType>;
  CodeExampleBestPracticeImplementsAggregateSelection?: CodeExampleBestPracticeImplementsAggregateSelectionResolvers<ContextType>;
  CodeExampleBestPracticeImplementsNodeAggregateSelection?: CodeExampleBestPracticeImplementsNodeAggregateSelectionResolvers<ContextType>;
  CodeExampleDemonstratesConnection?: CodeExampleDemonstratesConnectionResolvers<ContextType>;
  CodeExampleDemonstratesRelationship?: CodeExampleDemonstratesRelationshipResolvers<ContextType>;
  CodeExampleEdge?: CodeExampleEdgeResolvers<ContextType>;
  CodeExampleImplementsConnection?: CodeExampleImplementsConnectionResolvers<ContextType>;
  CodeExampleImplementsRelationship?: CodeExampleImplementsRelationshipResolvers<ContextType>;
  CodeExampleIndexEdge?: CodeExampleIndexEdgeResolvers<ContextType>;
  CodeExampleSourceSourcedFromAggregateSelection?: CodeExampleSourceSourcedFromAggregateSelectionResolvers<ContextType>;
  CodeExampleSourceSourcedFromNodeAggregateSelection?: CodeExampleSourceSourcedFromNodeAggregateSelectionResolvers<ContextType>;
  CodeExampleSourcedFromConnection?: CodeExampleSourcedFromConnectionResolvers<ContextType>;
  CodeExampleSourcedFromRelationship?: CodeExampleSourcedFromRelationshipResolvers<ContextType>;
  CodeExamplesConnection?: CodeExamplesConnectionResolvers<ContextType>;
  CodeExamplesIndexConnection?: CodeExamplesIndexConnectionResolvers<ContextType>;
  CodeFile?: CodeFileResolvers<ContextType>;
  CodeFileAPIReferenceUsesApisAggregateSelection?: CodeFileApiReferenceUsesApisAggregateSelectionResolvers<ContextType>;
  CodeFileAPIReferenceUsesApisEdgeAggregateSelection?: CodeFileApiReferenceUsesApisEdgeAggregateSelectionResolvers<ContextType>;
  CodeFileAPIReferenceUsesApisNodeAggregateSelection?: CodeFileApiReferenceUsesApisNodeAggregateSelectionResolvers<ContextType>;
  CodeFileAggregate?: CodeFileAggregateResolvers<ContextType>;
  CodeFileAggregateNode?: CodeFileAggregateNodeResolvers<ContextType>;
  CodeFileClassClassesAggregateSelection?: CodeFileClassClassesAggregateSelectionResolvers<ContextType>;
  CodeFileClassClassesNodeAggregateSelection?: CodeFileClassClassesNodeAggregateSelectionResolvers<ContextType>;
  CodeFileClassesConnection?: CodeFileClassesConnectionResolvers<ContextType>;
  CodeFileClassesRelationship?: CodeFileClassesRelationshipResolvers<ContextType>;
  CodeFileEdge?: CodeFileEdgeResolvers<ContextType>;
  CodeFileExplainedByConnection?: CodeFileExplainedByConnectionResolvers<ContextType>;
  CodeFileExplainedByRelationship?: CodeFileExplainedByRelationshipResolvers<ContextType>;
  CodeFileExternalDocExplainedByAggregateSelection?: CodeFileExternalDocExplainedByAggregateSelectionResolvers<ContextType>;
  CodeFileExternalDocExplainedByNodeAggregateSelection?: CodeFileExternalDocExplainedByNodeAggregateSelectionResolvers<ContextType>;
  CodeFileFunctionFunctionsAggregateSelection?: CodeFileFunctionFunctionsAggregateSelectionResolvers<ContextType>;
  CodeFileFunctionFunctionsNodeAggregateSelection?: CodeFileFunctionFunctionsNodeAggregateSelectionResolvers<ContextType>;
  CodeFileFunctionsConnection?: CodeFileFunctionsConnectionResolvers<ContextType>;
  CodeFileFunctionsRelationship?: CodeFileFunctionsRelationshipResolvers<ContextType>;
  CodeFileMemoryReferencedByAggregateSelection?: CodeFileMemoryReferencedByAggregateSelectionResolvers<ContextType>;
  CodeFileMemoryReferencedByNodeAggregateSelection?: CodeFileMemoryReferencedByNodeAggregateSelectionResolvers<ContextType>;
  CodeFileReferencedByConnection?: CodeFileReferencedByConnectionResolvers<ContextType>;
  CodeFileReferencedByRelationship?: CodeFileReferencedByRelationshipResolvers<ContextType>;
  CodeFileUsesApisConnection?: CodeFileUsesApisConnectionResolvers<ContextType>;
  CodeFileUsesApisRelationship?: CodeFileUsesApisRelationshipResolvers<ContextType>;
  CodeFilesConnection?: CodeFilesConnectionResolvers<ContextType>;
  ContributedTo?: ContributedToResolvers<ContextType>;
  Count?: CountResolvers<ContextType>;
  CountConnection?: CountConnectionResolvers<ContextType>;
  CreateAgentTypesMutationResponse?: CreateAgentTypesMutationResponseResolvers<ContextType>;
  CreateApiReferencesMutationResponse?: CreateApiReferencesMutationResponseResolvers<ContextType>;
  CreateBestPracticesMutationResponse?: CreateBestPracticesMutationResponseResolvers<ContextType>;
  CreateClassesMutationResponse?: CreateClassesMutationResponseResolvers<ContextType>;
  CreateCodeExamplesMutationResponse?: CreateCodeExamplesMutationResponseResolvers<ContextType>;
  CreateCodeFilesMutationResponse?: CreateCodeFilesMutationResponseResolvers<ContextType>;
  CreateDocumentationsMutationResponse?: CreateDocumentationsMutationResponseResolvers<ContextType>;
  CreateExternalDocsMutationResponse?: CreateExternalDocsMutationResponseResolvers<ContextType>;
  CreateFunctionsMutationResponse?: CreateFunctionsMutationResponseResolvers<ContextType>;
  CreateInfo?: CreateInfoResolvers<ContextType>;
  CreateKnowledgeUsagesMutationResponse?: CreateKnowledgeUsagesMutationResponseResolvers<ContextType>;
  CreateMemoriesMutationResponse?: CreateMemoriesMutationResponseResolvers<ContextType>;
  CreatePatternsMutationResponse?: CreatePatternsMutationResponseResolvers<ContextType>;
  CreateProjectsMutationResponse?: CreateProjectsMutationResponseResolvers<ContextType>;
  CreateSourcesMutationResponse?: CreateSourcesMutationResponseResolvers<ContextType>;
  CreateUserFeedbacksMutationResponse?: CreateUserFeedbacksMutationResponseResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DateTimeAggregateSelection?: DateTimeAggregateSelectionResolvers<ContextType>;
  DeleteInfo?: DeleteInfoResolvers<ContextType>;
  Documentation?: DocumentationResolvers<ContextType>;
  DocumentationAggregate?: DocumentationAggregateResolvers<ContextType>;
  DocumentationAggregateNode?: DocumentationAggregateNodeResolvers<ContextType>;
  DocumentationContributedToConnection?: DocumentationContributedToConnectionResolvers<ContextType>;
  DocumentationContributedToRelationship?: DocumentationContributedToRelationshipResolvers<ContextType>;
  DocumentationEdge?: DocumentationEdgeResolvers<ContextType>;
  DocumentationNegativeFeedbackConnection?: DocumentationNegativeFeedbackConnectionResolvers<ContextType>;
  DocumentationNegativeFeedbackRelationship?: DocumentationNegativeFeedbackRelationshipResolvers<ContextType>;
  DocumentationPatternContributedToAggregateSelection?: DocumentationPatternContributedToAggregateSelectionResolvers<ContextType>;
  DocumentationPatternContributedToEdgeAggregateSelection?: DocumentationPatternContributedToEdgeAggregateSelectionResolvers<ContextType>;
  DocumentationPatternContributedToNodeAggregateSelection?: DocumentationPatternContributedToNodeAggregateSelectionResolvers<ContextType>;
  DocumentationUserFeedbackNegativeFeedbackAggregateSelection?: DocumentationUserFeedbackNegativeFeedbackAggregateSelectionResolvers<ContextType>;
  DocumentationUserFeedbackNegativeFeedbackEdgeAggregateSelection?: DocumentationUserFeedbackNegativeFeedbackEdgeAggregateSelectionResolvers<ContextType>;
  DocumentationUserFeedbackNegativeFeedbackNodeAggregateSelection?: DocumentationUserFeedbackNegativeFeedbackNodeAggregateSelectionResolvers<ContextType>;
  DocumentationsConnection?: DocumentationsConnectionResolvers<ContextType>;
  ExternalDoc?: ExternalDocResolvers<ContextType>;
  ExternalDocAPIReferenceApiReferencesAggregateSelection?: ExternalDocApiReferenceApiReferencesAggregateSelectionResolvers<ContextType>;
  ExternalDocAPIReferenceApiReferencesNodeAggregateSelection?: ExternalDocApiReferenceApiReferencesNodeAggregateSelectionResolvers<ContextType>;
  ExternalDocAggregate?: ExternalDocAggregateResolvers<ContextType>;
  ExternalDocAggregateNode?: ExternalDocAggregateNodeResolvers<ContextType>;
  ExternalDocApiReferencesConnection?: ExternalDocApiReferencesConnectionResolvers<ContextType>;
  ExternalDocApiReferencesRelationship?: ExternalDocApiReferencesRelationshipResolvers<ContextType>;
  ExternalDocCodeFileExplainsAggregateSelection?: ExternalDocCodeFileExplainsAggregateSelectionResolvers<ContextType>;
  ExternalDocCodeFileExplainsNodeAggregateSelection?: ExternalDocCodeFileExplainsNodeAggregateSelectionResolvers<ContextType>;
  ExternalDocEdge?: ExternalDocEdgeResolvers<ContextType>;
  ExternalDocExplainsConnection?: ExternalDocExplainsConnectionResolvers<ContextType>;
  ExternalDocExplainsRelationship?: ExternalDocExplainsRelationshipResolvers<ContextType>;
  ExternalDocExternalDocSupersedesAggregateSelection?: ExternalDocExternalDocSupersedesAggregateSelectionResolvers<ContextType>;
  ExternalDocExternalDocSupersedesNodeAggregateSelection?: ExternalDocExternalDocSupersedesNodeAggregateSelectionResolvers<ContextType>;
  ExternalDocIndexEdge?: ExternalDocIndexEdgeResolvers<ContextType>;
  ExternalDocKnowledgeUsageUsagesAggregateSelection?: ExternalDocKnowledgeUsageUsagesAggregateSelectionResolvers<ContextType>;
  ExternalDocKnowledgeUsageUsagesNodeAggregateSelection?: ExternalDocKnowledgeUsageUsagesNodeAggregateSelectionResolvers<ContextType>;
  ExternalDocSourceSourcedFromAggregateSelection?: ExternalDocSourceSourcedFromAggregateSelectionResolvers<ContextType>;
  ExternalDocSourceSourcedFromNodeAggregateSelection?: ExternalDocSourceSourcedFromNodeAggregateSelectionResolvers<ContextType>;
  ExternalDocSourcedFromConnection?: ExternalDocSourcedFromConnectionResolvers<ContextType>;
  ExternalDocSourcedFromRelationship?: ExternalDocSourcedFromRelationshipResolvers<ContextType>;
  ExternalDocSupersedesConnection?: ExternalDocSupersedesConnectionResolvers<ContextType>;
  ExternalDocSupersedesRelationship?: ExternalDocSupersedesRelationshipResolvers<ContextType>;
  ExternalDocUsagesConnection?: ExternalDocUsagesConnectionResolvers<ContextType>;
  ExternalDocUsagesRelationship?: ExternalDocUsagesRelationshipResolvers<ContextType>;
  ExternalDocsConnection?: ExternalDocsConnectionResolvers<ContextType>;
  ExternalDocsIndexConnection?: ExternalDocsIndexConnectionResolvers<ContextType>;
  FloatAggregateSelection?: FloatAggregateSelectionResolvers<ContextType>;
  Function?: FunctionResolvers<ContextType>;
  FunctionAPIReferenceUsesApisAggregateSelection?: FunctionApiReferenceUsesApisAggregateSelectionResolvers<ContextType>;
  FunctionAPIReferenceUsesApisEdgeAggregateSelection?: FunctionApiReferenceUsesApisEdgeAggregateSelectionResolvers<ContextType>;
  FunctionAPIReferenceUsesApisNodeAggregateSelection?: FunctionApiReferenceUsesApisNodeAggregateSelectionResolvers<ContextType>;
  FunctionAggregate?: FunctionAggregateResolvers<ContextType>;
  FunctionAggregateNode?: FunctionAggregateNodeResolvers<ContextType>;
  FunctionCalledByConnection?: FunctionCalledByConnectionResolvers<ContextType>;
  FunctionCalledByRelationship?: FunctionCalledByRelationshipResolvers<ContextType>;
  FunctionCallsConnection?: FunctionCallsConnectionResolvers<ContextType>;
  FunctionCallsRelationship?: FunctionCallsRelationshipResolvers<ContextType>;
  FunctionCodeFileFileAggregateSelection?: FunctionCodeFileFileAggregateSelectionResolvers<ContextType>;
  FunctionCodeFileFileNodeAggregateSelection?: FunctionCodeFileFileNodeAggregateSelectionResolvers<ContextType>;
  FunctionEdge?: FunctionEdgeResolvers<ContextType>;
  FunctionFileConnection?: FunctionFileConnectionResolvers<ContextType>;
  FunctionFileRelationship?: FunctionFileRelationshipResolvers<ContextType>;
  FunctionFunctionCalledByAggregateSelection?: FunctionFunctionCalledByAggregateSelectionResolvers<ContextType>;
  FunctionFunctionCalledByNodeAggregateSelection?: FunctionFunctionCalledByNodeAggregateSelectionResolvers<ContextType>;
  FunctionFunctionCallsAggregateSelection?: FunctionFunctionCallsAggregateSelectionResolvers<ContextType>;
  FunctionFunctionCallsNodeAggregateSelection?: FunctionFunctionCallsNodeAggregateSelectionResolvers<ContextType>;
  FunctionMemoryReferencedByAggregateSelection?: FunctionMemoryReferencedByAggregateSelectionResolvers<ContextType>;
  FunctionMemoryReferencedByNodeAggregateSelection?: FunctionMemoryReferencedByNodeAggregateSelectionResolvers<ContextType>;
  FunctionReferencedByConnection?: FunctionReferencedByConnectionResolvers<ContextType>;
  FunctionReferencedByRelationship?: FunctionReferencedByRelationshipResolvers<ContextType>;
  FunctionUsesApisConnection?: FunctionUsesApisConnectionResolvers<ContextType>;
  FunctionUsesApisRelationship?: FunctionUsesApisRelationshipResolvers<ContextType>;
  FunctionsConnection?: FunctionsConnectionResolvers<ContextType>;
  IntAggregateSelection?: IntAggregateSelectionResolvers<ContextType>;
  KnowledgeUsage?: KnowledgeUsageResolvers<ContextType>;
  KnowledgeUsageAggregate?: KnowledgeUsageAggregateResolvers<ContextType>;
  KnowledgeUsageAggregateNode?: KnowledgeUsageAggregateNodeResolvers<ContextType>;
  KnowledgeUsageDocsConnection?: KnowledgeUsageDocsConnectionResolvers<ContextType>;
  KnowledgeUsageDocsRelationship?: KnowledgeUsageDocsRelationshipResolvers<ContextType>;
  KnowledgeUsageEdge?: KnowledgeUsageEdgeResolvers<ContextType>;
  KnowledgeUsageExternalDocDocsAggregateSelection?: KnowledgeUsageExternalDocDocsAggregateSelectionResolvers<ContextType>;
  KnowledgeUsageExternalDocDocsNodeAggregateSelection?: KnowledgeUsageExternalDocDocsNodeAggregateSelectionResolvers<ContextType>;
  KnowledgeUsagesConnection?: KnowledgeUsagesConnectionResolvers<ContextType>;
  MemoriesConnection?: MemoriesConnectionResolvers<ContextType>;
  MemoriesIndexConnection?: MemoriesIndexConnectionResolvers<ContextType>;
  Memory?: MemoryResolvers<ContextType>;
  MemoryAgentTypeAgentTypesAggregateSelection?: MemoryAgentTypeAgentTypesAggregateSelectionResolvers<ContextType>;
  MemoryAgentTypeAgentTypesNodeAggregateSelection?: MemoryAgentTypeAgentTypesNodeAggregateSelectionResolvers<ContextType>;
  MemoryAgentTypesConnection?: MemoryAgentTypesConnectionResolvers<ContextType>;
  MemoryAgentTypesRelationship?: MemoryAgentTypesRelationshipResolvers<ContextType>;
  MemoryAggregate?: MemoryAggregateResolvers<ContextType>;
  MemoryAggregateNode?: MemoryAggregateNodeResolvers<ContextType>;
  MemoryClassReferencedClassesAggregateSelection?: MemoryClassReferencedClassesAggregateSelectionResolvers<ContextType>;
  MemoryClassReferencedClassesNodeAggregateSelection?: MemoryClassReferencedClassesNodeAggregateSelectionResolvers<ContextType>;
  MemoryCodeFileReferencedFilesAggregateSelection?: MemoryCodeFileReferencedFilesAggregateSelectionResolvers<ContextType>;
  MemoryCodeFileReferencedFilesNodeAggregateSelection?: MemoryCodeFileReferencedFilesNodeAggregateSelectionResolvers<ContextType>;
  MemoryContradictsConnection?: MemoryContradictsConnectionResolvers<ContextType>;
  MemoryContradictsRelationship?: MemoryContradictsRelationshipResolvers<ContextType>;
  MemoryDerivedFromConnection?: MemoryDerivedFromConnectionResolvers<ContextType>;
  MemoryDerivedFromRelationship?: MemoryDerivedFromRelationshipResolvers<ContextType>;
  MemoryEdge?: MemoryEdgeResolvers<ContextType>;
  MemoryFunctionReferencedFunctionsAggregateSelection?: MemoryFunctionReferencedFunctionsAggregateSelectionResolvers<ContextType>;
  MemoryFunctionReferencedFunctionsNodeAggregateSelection?: MemoryFunctionReferencedFunctionsNodeAggregateSelectionResolvers<ContextType>;
  MemoryHit?: MemoryHitResolvers<ContextType>;
  MemoryIndexEdge?: MemoryIndexEdgeResolvers<ContextType>;
  MemoryMemoryContradictsAggregateSelection?: MemoryMemoryContradictsAggregateSelectionResolvers<ContextType>;
  MemoryMemoryContradictsNodeAggregateSelection?: MemoryMemoryContradictsNodeAggregateSelectionResolvers<ContextType>;
  MemoryMemoryDerivedFromAggregateSelection?: MemoryMemoryDerivedFromAggregateSelectionResolvers<ContextType>;
  MemoryMemoryDerivedFromNodeAggregateSelection?: MemoryMemoryDerivedFromNodeAggregateSelectionResolvers<ContextType>;
  MemoryMemoryRelatesToAggregateSelection?: MemoryMemoryRelatesToAggregateSelectionResolvers<ContextType>;
  MemoryMemoryRelatesToNodeAggregateSelection?: MemoryMemoryRelatesToNodeAggregateSelectionResolvers<ContextType>;
  MemoryMemoryRevisionRevisionsAggregateSelection?: MemoryMemoryRevisionRevisionsAggregateSelectionResolvers<ContextType>;
  MemoryMemoryRevisionRevisionsNodeAggregateSelection?: MemoryMemoryRevisionRevisionsNodeAggregateSelectionResolvers<ContextType>;
  MemoryProjectProjectsAggregateSelection?: MemoryProjectProjectsAggregateSelectionResolvers<ContextType>;
  MemoryProjectProjectsNodeAggregateSelection?: MemoryProjectProjectsNodeAggregateSelectionResolvers<ContextType>;
  MemoryProjectsConnection?: MemoryProjectsConnectionResolvers<ContextType>;
  MemoryProjectsRelationship?: MemoryProjectsRelationshipResolvers<ContextType>;
  MemoryReferencedClassesConnection?: MemoryReferencedClassesConnectionResolvers<ContextType>;
  MemoryReferencedClassesRelationship?: MemoryReferencedClassesRelationshipResolvers<ContextType>;
  MemoryReferencedFilesConnection?: MemoryReferencedFilesConnectionResolvers<ContextType>;
  MemoryReferencedFilesRelationship?: MemoryReferencedFilesRelationshipResolvers<ContextType>;
  MemoryReferencedFunctionsConnection?: MemoryReferencedFunctionsConnectionResolvers<ContextType>;
  MemoryReferencedFunctionsRelationship?: MemoryReferencedFunctionsRelationshipResolvers<ContextType>;
  MemoryRelatesToConnection?: MemoryRelatesToConnectionResolvers<ContextType>;
  MemoryRelatesToRelationship?: MemoryRelatesToRelationshipResolvers<ContextType>;
  MemoryRevision?: MemoryRevisionResolvers<ContextType>;
  MemoryRevisionAggregate?: MemoryRevisionAggregateResolvers<ContextType>;
  MemoryRevisionAggregateNode?: MemoryRevisionAggregateNodeResolvers<ContextType>;
  MemoryRevisionEdge?: MemoryRevisionEdgeResolvers<ContextType>;
  MemoryRevisionMemoryConnection?: MemoryRevisionMemoryConnectionResolvers<ContextType>;
  MemoryRevisionMemoryMemoryAggregateSelection?: MemoryRevisionMemoryMemoryAggregateSelectionResolvers<ContextType>;
  MemoryRevisionMemoryMemoryNodeAggregateSelection?: MemoryRevisionMemoryMemoryNodeAggregateSelectionResolvers<ContextType>;
  MemoryRevisionMemoryRelationship?: MemoryRevisionMemoryRelationshipResolvers<ContextType>;
  MemoryRevisionsConnection?: MemoryRevisionsConnectionResolvers<ContextType>;
  MemoryRevisionsRelationship?: MemoryRevisionsRelationshipResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NegativeFeedback?: NegativeFeedbackResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Pattern?: PatternResolvers<ContextType>;
  PatternAggregate?: PatternAggregateResolvers<ContextType>;
  PatternAggregateNode?: PatternAggregateNodeResolvers<ContextType>;
  PatternDocsConnection?: PatternDocsConnectionResolvers<ContextType>;
  PatternDocsRelationship?: PatternDocsRelationshipResolvers<ContextType>;
  PatternDocumentationDocsAggregateSelection?: PatternDocumentationDocsAggregateSelectionResolvers<ContextType>;
  PatternDocumentationDocsEdgeAggregateSelection?: PatternDocumentationDocsEdgeAggregateSelectionResolvers<ContextType>;
  PatternDocumentationDocsNodeAggregateSelection?: PatternDocumentationDocsNodeAggregateSelectionResolvers<ContextType>;
  PatternEdge?: PatternEdgeResolvers<ContextType>;
  PatternFeedbackConnection?: PatternFeedbackConnectionResolvers<ContextType>;
  PatternFeedbackRelationship?: PatternFeedbackRelationshipResolvers<ContextType>;
  PatternUserFeedbackFeedbackAggregateSelection?: PatternUserFeedbackFeedbackAggregateSelectionResolvers<ContextType>;
  PatternUserFeedbackFeedbackNodeAggregateSelection?: PatternUserFeedbackFeedbackNodeAggregateSelectionResolvers<ContextType>;
  PatternsConnection?: PatternsConnectionResolvers<ContextType>;
  Project?: ProjectResolvers<ContextType>;
  ProjectAgentTypeAgentTypesAggregateSelection?: ProjectAgentTypeAgentTypesAggregateSelectionResolvers<ContextType>;
  ProjectAgentTypeAgentTypesNodeAggregateSelection?: ProjectAgentTypeAgentTypesNodeAggregateSelectionResolvers<ContextType>;
  ProjectAgentTypesConnection?: ProjectAgentTypesConnectionResolvers<ContextType>;
  ProjectAgentTypesRelationship?: ProjectAgentTypesRelationshipResolvers<ContextType>;
  ProjectAggregate?: ProjectAggregateResolvers<ContextType>;
  ProjectAggregateNode?: ProjectAggregateNodeResolvers<ContextType>;
  ProjectEdge?: ProjectEdgeResolvers<ContextType>;
  ProjectMemoriesConnection?: ProjectMemoriesConnectionResolvers<ContextType>;
  ProjectMemoriesRelationship?: ProjectMemoriesRelationshipResolvers<ContextType>;
  ProjectMemoryMemoriesAggregateSelection?: ProjectMemoryMemoriesAggregateSelectionResolvers<ContextType>;
  ProjectMemoryMemoriesNodeAggregateSelection?: ProjectMemoryMemoriesNodeAggregateSelectionResolvers<ContextType>;
  ProjectsConnection?: ProjectsConnectionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RelatedMemory?: RelatedMemoryResolvers<ContextType>;
  ReplacedBy?: ReplacedByResolvers<ContextType>;
  ScoreBreakdown?: ScoreBreakdownResolvers<ContextType>;
  ScoreWeights?: ScoreWeightsResolvers<ContextType>;
  ServerInfo?: ServerInfoResolvers<ContextType>;
  Source?: SourceResolvers<ContextType>;
  SourceAggregate?: SourceAggregateResolvers<ContextType>;
  SourceAggregateNode?: SourceAggregateNodeResolvers<ContextType>;
  SourceEdge?: SourceEdgeResolvers<ContextType>;
  SourcesConnection?: SourcesConnectionResolvers<ContextType>;
  StringAggregateSelection?: StringAggregateSelectionResolvers<ContextType>;
  TavilyCache?: TavilyCacheResolvers<ContextType>;
  TavilyCacheAggregate?: TavilyCacheAggregateResolvers<ContextType>;
  TavilyCacheAggregateNode?: TavilyCacheAggregateNodeResolvers<ContextType>;
  TavilyCacheEdge?: TavilyCacheEdgeResolvers<ContextType>;
  TavilyCachesConnection?: TavilyCachesConnectionResolvers<ContextType>;
  UpdateAgentTypesMutationResponse?: UpdateAgentTypesMutationResponseResolvers<ContextType>;
  UpdateApiReferencesMutationResponse?: UpdateApiReferencesMutationResponseResolvers<ContextType>;
  UpdateBestPracticesMutationResponse?: UpdateBestPracticesMutationResponseResolvers<ContextType>;
  UpdateClassesMutationResponse?: UpdateClassesMutationResponseResolvers<ContextType>;
  UpdateCodeExamplesMutationResponse?: UpdateCodeExamplesMutationResponseResolvers<ContextType>;
  UpdateCodeFilesMutationResponse?: UpdateCodeFilesMutationResponseResolvers<ContextType>;
  UpdateDocumentationsMutationResponse?: UpdateDocumentationsMutationResponseResolvers<ContextType>;
  UpdateExternalDocsMutationResponse?: UpdateExternalDocsMutationResponseResolvers<ContextType>;
  UpdateFunctionsMutationResponse?: UpdateFunctionsMutationResponseResolvers<ContextType>;
  UpdateInfo?: UpdateInfoResolvers<ContextType>;
  UpdateKnowledgeUsagesMutationResponse?: UpdateKnowledgeUsagesMutationResponseResolvers<ContextType>;
  UpdateMemoriesMutationResponse?: UpdateMemoriesMutationResponseResolvers<ContextType>;
  UpdatePatternsMutationResponse?: UpdatePatternsMutationResponseResolvers<ContextType>;
  UpdateProjectsMutationResponse?: UpdateProjectsMutationResponseResolvers<ContextType>;
  UpdateSourcesMutationResponse?: UpdateSourcesMutationResponseResolvers<ContextType>;
  UpdateUserFeedbacksMutationResponse?: UpdateUserFeedbacksMutationResponseResolvers<ContextType>;
  UsedIn?: UsedInResolvers<ContextType>;
  UserFeedback?: UserFeedbackResolvers<ContextType>;
  UserFeedbackAggregate?: UserFeedbackAggregateResolvers<ContextType>;
  UserFeedbackAggregateNode?: UserFeedbackAggregateNodeResolvers<ContextType>;
  UserFeedbackDocumentationUnhelpfulDocsAggregateSelection?: UserFeedbackDocumentationUnhelpfulDocsAggregateSelectionResolvers<ContextType>;
  UserFeedbackDocumentationUnhelpfulDocsEdgeAggregateSelection?: UserFeedbackDocumentationUnhelpfulDocsEdgeAggregateSelectionResolvers<ContextType>;
  UserFeedbackDocumentationUnhelpfulDocsNodeAggregateSelection?: UserFeedbackDocumentationUnhelpfulDocsNodeAggregateSelectionResolvers<ContextType>;
  UserFeedbackEdge?: UserFeedbackEdgeResolvers<ContextType>;
  UserFeedbackPatternConnection?: UserFeedbackPatternConnectionResolvers<ContextType>;
  UserFeedbackPatternPatternAggregateSelection?: UserFeedbackPatternPatternAggregateSelectionResolvers<ContextType>;
  UserFeedbackPatternPatternNodeAggregateSelection?: UserFeedbackPatternPatternNodeAggregateSelectionResolvers<ContextType>;
  UserFeedbackPatternRelationship?: UserFeedbackPatternRelationshipResolvers<ContextType>;
  UserFeedbackRetryOfConnection?: UserFeedbackRetryOfConnectionResolvers<ContextType>;
  UserFeedbackRetryOfRelationship?: UserFeedbackRetryOfRelationshipResolvers<ContextType>;
  UserFeedbackTriggeredRetriesConnection?: UserFeedbackTriggeredRetriesConnectionResolvers<ContextType>;
  UserFeedbackTriggeredRetriesRelationship?: UserFeedbackTriggeredRetriesRelationshipResolvers<ContextType>;
  UserFeedbackUnhelpfulDocsConnection?: UserFeedbackUnhelpfulDocsConnectionResolvers<ContextType>;
  UserFeedbackUnhelpfulDocsRelationship?: UserFeedbackUnhelpfulDocsRelationshipResolvers<ContextType>;
  UserFeedbackUserFeedbackRetryOfAggregateSelection?: UserFeedbackUserFeedbackRetryOfAggregateSelectionResolvers<ContextType>;
  UserFeedbackUserFeedbackRetryOfNodeAggregateSelection?: UserFeedbackUserFeedbackRetryOfNodeAggregateSelectionResolvers<ContextType>;
  UserFeedbackUserFeedbackTriggeredRetriesAggregateSelection?: UserFeedbackUserFeedbackTriggeredRetriesAggregateSelectionResolvers<ContextType>;
  UserFeedbackUserFeedbackTriggeredRetriesNodeAggregateSelection?: UserFeedbackUserFeedbackTriggeredRetriesNodeAggregateSelectionResolvers<ContextType>;
  UserFeedbacksConnection?: UserFeedbacksConnectionResolvers<ContextType>;
}>;

