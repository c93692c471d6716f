/**
 * The client's address, which every per-address limit is keyed on, comes from
 * X-Forwarded-For only when TRUST_PROXY says whom to believe. Regression: with
 * every proxy trusted, 26 of 26 code requests with forged addresses passed a
 * limit of 20 an hour.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from '../config';
import { testApp } from '../test/app';
import { randomPhone } from '../test/users';

describe('the client address and TRUST_PROXY', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** 26 code requests from `peer`, each claiming another address; returns the status codes. */
  const sendCodes = async (forwardedFor: (i: number) => string, peer = '203.0.113.50') => {
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++) {
      const response = await app!.inject({
        method: 'POST',
        url: '/api/auth/phone/send',
        payload: { phone: randomPhone(), ageConfirmed: true },
        headers: { 'x-forwarded-for': forwardedFor(i) },
        remoteAddress: peer,
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };

  it('by default believes no proxy: forged X-Forwarded-For from a peer changes nothing, the 21st code is refused', async () => {
    app = await testApp();
    const statuses = await sendCodes((i) => `198.51.100.${i}`);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses.slice(20)).toEqual(Array(6).fill(429));
  });

  it('with one trusted hop believes only the address the proxy added, not what the client wrote before it', async () => {
    app = await testApp({ config: { trustProxy: 1 } });
    // The client forges the first entry; the proxy appends the address it really saw.
    const statuses = await sendCodes((i) => `198.51.100.${i}, 192.0.2.9`);
    expect(statuses.slice(20)).toEqual(Array(6).fill(429));
    const reply = await app.inject({ method: 'POST', url: '/api/auth/phone/send', payload: { phone: randomPhone(), ageConfirmed: true }, headers: { 'x-forwarded-for': '192.0.2.10' } });
    expect(reply.statusCode).toBe(200);
  });

  it('with a list of proxies believes them only when the request comes from one of them', async () => {
    app = await testApp({ config: { trustProxy: ['10.0.0.0/8'] } });
    const fromOutside = await sendCodes((i) => `198.51.100.${i}`, '203.0.113.51');
    expect(fromOutside.slice(20)).toEqual(Array(6).fill(429));
    const throughProxy = await sendCodes((i) => `198.51.100.${100 + i}`, '10.1.2.3');
    expect(throughProxy).toEqual(Array(26).fill(200));
  });

  it('reads TRUST_PROXY as off, a hop count, or addresses and CIDRs, and names it when it cannot', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'loopback']);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example.com', '99']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
