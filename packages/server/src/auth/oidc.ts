/**
 * Social sign-in with OpenID Connect: authorization code with PKCE, state and
 * nonce checked by openid-client. The provider's metadata is discovered on
 * first use and kept.
 */
import * as client from 'openid-client';
import { AppError } from '../errors';
import type { Config } from '../config';

type Provider = NonNullable<Config['oidc']>;

export type OidcClient = {
  readonly provider: Provider;
  authorizationUrl(input: { redirectUri: string; state: string; nonce: string; codeVerifier: string }): Promise<string>;
  /** Exchanges the callback's code; returns the verified subject and e-mail. */
  finish(input: { callbackUrl: URL; state: string; nonce: string; codeVerifier: string; redirectUri: string }): Promise<{ subject: string; email: string | null }>;
};

export function createOidcClient(provider: Provider): OidcClient {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(provider.issuer),
        provider.clientId,
        provider.clientSecret,
        undefined,
        // A loopback issuer (tests, local development) speaks plain HTTP.
        new URL(provider.issuer).protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };
  return {
    provider,
    async authorizationUrl({ redirectUri, state, nonce, codeVerifier }) {
      const config = await configuration().catch(() => {
        throw new AppError('bad_request', `${provider.label} sign-in is unavailable right now. Please try again later.`, 503);
      });
      return client
        .buildAuthorizationUrl(config, {
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        })
        .toString();
    },
    async finish({ callbackUrl, state, nonce, codeVerifier }) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims?.sub) throw new Error('the ID token has no subject');
      let email: unknown = claims.email;
      // Many providers keep the e-mail out of the ID token and answer it at the userinfo endpoint.
      if (typeof email !== 'string') {
        const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => undefined);
        email = info?.email;
      }
      return { subject: claims.sub, email: typeof email === 'string' && email.length <= 254 ? email : null };
    },
  };
}

export const randomOidcValues = () => ({
  state: client.randomState(),
  nonce: client.randomNonce(),
  codeVerifier: client.randomPKCECodeVerifier(),
});
