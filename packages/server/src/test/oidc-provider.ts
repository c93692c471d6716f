/**
 * A real OpenID Connect provider (the `oidc-provider` package) on loopback,
 * with its development login and consent pages, for sign-in tests.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Provider from 'oidc-provider';

export type TestProvider = { issuer: string; clientId: string; clientSecret: string; close(): Promise<void> };

export async function startOidcProvider(redirectUris: string[]): Promise<TestProvider> {
  const clientId = 'lootforge-test';
  const clientSecret = 'a-long-test-client-secret-for-lootforge';
  // Bind first to learn the port: the issuer URL must name it.
  const { createServer } = await import('node:http');
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    async findAccount(_ctx, sub) {
      return { accountId: sub, claims: async () => ({ sub, email: `${sub}@social.example`, email_verified: true }) };
    },
    cookies: { keys: ['lootforge-test-cookie-key'] },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Walks the provider's development login and consent pages as a browser
 * would (cookies kept, redirects followed) until it redirects back to the
 * app; returns that callback URL.
 */
export async function completeProviderLogin(authorizationUrl: string, login: string, appOrigin: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = new URL(authorizationUrl);
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body,
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin === new URL(appOrigin).origin) return url;
      continue;
    }
    const html = await response.text();
    if (html.includes('name="prompt" value="login"')) body = new URLSearchParams({ prompt: 'login', login, password: 'any' });
    else if (html.includes('name="prompt" value="consent"')) body = new URLSearchParams({ prompt: 'consent' });
    else throw new Error(`unexpected provider page (${response.status}): ${html.slice(0, 300)}`);
  }
  throw new Error('the provider never redirected back');
}
