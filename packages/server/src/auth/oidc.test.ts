import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/app';
import { completeProviderLogin, startOidcProvider, type TestProvider } from '../test/oidc-provider';
import { sessionCookie } from '../test/users';

const publicUrl = 'http://127.0.0.1:39999';

describe('social sign-in against a real OpenID provider', () => {
  let provider: TestProvider;
  let app: FastifyInstance;
  beforeAll(async () => {
    provider = await startOidcProvider([`${publicUrl}/api/auth/oidc/testid/callback`]);
    app = await testApp({
      config: {
        publicUrl,
        oidc: { id: 'testid', label: 'TestID', issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  const signIn = async (login: string) => {
    const start = await app.inject({ method: 'GET', url: '/api/auth/oidc/testid/start?ageConfirmed=true' });
    expect(start.statusCode).toBe(302);
    const authorization = new URL(start.headers.location as string);
    expect(authorization.origin).toBe(provider.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    const callback = await completeProviderLogin(authorization.toString(), login, publicUrl);
    return app.inject({ method: 'GET', url: callback.pathname + callback.search });
  };

  it('lists the provider for the "Sign in with" button', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ providers: [{ id: 'testid', label: 'TestID' }], smsCodesLogged: true });
  });

  it('signs a new person in and sends them to /signup with their e-mail known; next time to /', async () => {
    const first = await signIn('alice');
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/signup');
    const cookie = sessionCookie(first);
    const me = (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
    expect(me.user).toMatchObject({ email: 'alice@social.example', profileComplete: false, loginType: 'social' });
    const signup = await app.inject({ method: 'POST', url: '/api/profile', headers: { cookie }, payload: { userName: 'AliceSocial', email: 'alice@social.example' } });
    expect(signup.statusCode).toBe(200);

    const second = await signIn('alice');
    expect(second.headers.location).toBe('/');
    const meAgain = (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(second) } })).json();
    expect(meAgain.user.id).toBe(me.user.id);
  });

  it('refuses to start without the age and terms switch', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/oidc/testid/start' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('ageConfirmed: Please confirm that you are at least 18 years old and agree to the Terms of Service.');
  });

  it('refuses a callback whose state it never issued, or one used twice', async () => {
    const forged = await app.inject({ method: 'GET', url: '/api/auth/oidc/testid/callback?code=abc&state=forged' });
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe('/loginsignup?error=That%20sign-in%20link%20has%20expired.%20Please%20try%20again.');
    expect(forged.cookies.find((c) => c.name === 'lf_session')).toBeUndefined();

    const start = await app.inject({ method: 'GET', url: '/api/auth/oidc/testid/start?ageConfirmed=true' });
    const callback = await completeProviderLogin(start.headers.location as string, 'bob', publicUrl);
    expect((await app.inject({ method: 'GET', url: callback.pathname + callback.search })).headers.location).toBe('/signup');
    const replay = await app.inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(replay.headers.location).toContain('/loginsignup?error=');
  });

  it('refuses a callback with a tampered code', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/auth/oidc/testid/start?ageConfirmed=true' });
    const callback = await completeProviderLogin(start.headers.location as string, 'carol', publicUrl);
    callback.searchParams.set('code', 'tampered-code');
    const response = await app.inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(response.headers.location).toBe('/loginsignup?error=TestID%20sign-in%20failed.%20Please%20try%20again.');
  });
});
