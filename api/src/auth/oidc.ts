import * as client from "openid-client";
import { Strategy, type VerifyFunction } from "openid-client/passport";
import type { Request } from "express";
import type { Config } from "../config/env";
import type { OidcProfile } from "../modules/user/user.service";

export const OIDC_STRATEGY = "oidc";

/** openid-client's strategy adds state and nonce only in some flows; we always send both, with PKCE. */
class OidcStrategy extends Strategy {
  override authorizationRequestParams<TOptions extends Parameters<Strategy["authorizationRequestParams"]>[1]>(
    req: Request,
    options: TOptions,
  ) {
    const params = new URLSearchParams(super.authorizationRequestParams(req, options) ?? undefined);
    params.set("state", client.randomState());
    params.set("nonce", client.randomNonce());
    return params;
  }
}

export async function discoverOidc(oidc: NonNullable<Config["oidc"]>): Promise<client.Configuration> {
  const issuer = new URL(oidc.issuerUrl);
  return client.discovery(issuer, oidc.clientId, oidc.clientSecret, undefined, {
    // Plain HTTP only for a provider on this machine (development and tests).
    execute: issuer.protocol === "http:" && isLoopback(issuer.hostname) ? [client.allowInsecureRequests] : [],
  });
}

function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}

export function createOidcStrategy(
  configuration: client.Configuration,
  callbackUrl: string,
  onProfile: (profile: OidcProfile) => Promise<Express.User>,
): Strategy {
  const verify: VerifyFunction = (tokens, done) => {
    const claims = tokens.claims();
    if (!claims) {
      done(new Error("the provider returned no ID token"));
      return;
    }
    const fromClaims = async (): Promise<Express.User> => {
      let info: Record<string, unknown> = claims;
      if (!claims.email || !claims.given_name) {
        info = { ...(await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)), ...claims };
      }
      return onProfile({
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof info.email === "string" ? info.email : null,
        firstName: typeof info.given_name === "string" ? info.given_name : null,
        lastName: typeof info.family_name === "string" ? info.family_name : null,
        pictureUrl: typeof info.picture === "string" ? info.picture : null,
      });
    };
    fromClaims().then(
      (user) => {
        done(null, user);
      },
      (error: unknown) => {
        done(error);
      },
    );
  };
  return new OidcStrategy(
    { config: configuration, callbackURL: callbackUrl, scope: "openid email profile", name: OIDC_STRATEGY },
    verify,
  );
}

/** The provider's logout URL when it offers one, returning to `returnTo` afterwards. */
export function providerLogoutUrl(configuration: client.Configuration, returnTo: string): string | undefined {
  if (!configuration.serverMetadata().end_session_endpoint) return undefined;
  return client
    .buildEndSessionUrl(configuration, {
      post_logout_redirect_uri: returnTo,
      client_id: configuration.clientMetadata().client_id,
    })
    .toString();
}
