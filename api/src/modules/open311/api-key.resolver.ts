import {
  Arg,
  Authorized,
  Ctx,
  Extensions,
  Field,
  ID,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from "type-graphql";
import { API_KEY_LIMITS } from "../../domain";
import type { GraphQLContext } from "../../context/graphql-context";
import { issueApiKey, listApiKeys, revokeApiKey } from "./api-key.service";

@ObjectType("ApiKey", {
  description: "A partner's Open311 API key (docs/open311.md#api-keys); never its token.",
})
export class ApiKeyType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: "The partner's name; its reports' channel is «Open311: <name>»." })
  name!: string;

  @Field(() => String, { description: "The token's first characters, to tell keys apart." })
  prefix!: string;

  @Field(() => String)
  createdByName!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  revokedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  lastUsedAt!: Date | null;
}

@ObjectType({ description: "A key just issued, with its token: shown this once, stored nowhere." })
export class IssuedApiKey {
  @Field(() => ApiKeyType)
  apiKey!: ApiKeyType;

  @Field(() => String)
  token!: string;
}

/** Integraciones (docs/open311.md#api-keys): super_admins only, audited. */
@Authorized("super_admin")
@Resolver()
export class ApiKeyResolver {
  @Query(() => [ApiKeyType], { description: "Partners' API keys, active ones first (super_admin)." })
  @Extensions({ listSize: API_KEY_LIMITS.listMax })
  apiKeys(@Ctx() context: GraphQLContext): Promise<ApiKeyType[]> {
    return listApiKeys(context.em, context.user);
  }

  @Mutation(() => IssuedApiKey, {
    description: "Issues a key for a partner; the token is shown once (audited).",
  })
  issueApiKey(
    @Arg("name", () => String) name: string,
    @Ctx() context: GraphQLContext,
  ): Promise<IssuedApiKey> {
    return issueApiKey(context.em, context.user, { name });
  }

  @Mutation(() => ApiKeyType, { description: "Revokes a key for good (audited)." })
  revokeApiKey(@Arg("id", () => ID) id: string, @Ctx() context: GraphQLContext): Promise<ApiKeyType> {
    return revokeApiKey(context.em, context.user, id);
  }
}
