import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { smtpSender, twilioSender } from './senders';

describe('real message senders', () => {
  it('sends an SMS through the Twilio REST API shape', async () => {
    const seen: Array<{ url: string; auth: string; body: string }> = [];
    const server = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        seen.push({ url: request.url ?? '', auth: request.headers.authorization ?? '', body });
        response.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const sender = twilioSender({ accountSid: 'AC123', authToken: 'tok', from: '+15005550006', baseUrl });
      await sender.send({ to: '+919812345678', code: '123456', text: 'Your LootForge code is 123456.' });
      expect(seen).toHaveLength(1);
      expect(seen[0]!.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
      expect(seen[0]!.auth).toBe(`Basic ${Buffer.from('AC123:tok').toString('base64')}`);
      expect(Object.fromEntries(new URLSearchParams(seen[0]!.body))).toEqual({ To: '+919812345678', From: '+15005550006', Body: 'Your LootForge code is 123456.' });
    } finally {
      server.close();
    }
  });

  it('reports a refused SMS as a failure', async () => {
    const server = createServer((_request, response) => response.writeHead(401).end('{"message":"Authenticate"}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const sender = twilioSender({ accountSid: 'AC1', authToken: 'bad', from: '+1', baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
      await expect(sender.send({ to: '+919812345678', code: '1', text: 'x' })).rejects.toThrow('Twilio answered 401');
    } finally {
      server.close();
    }
  });

  it('sends an e-mail code over SMTP', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    try {
      const port = (smtp.server.address() as AddressInfo).port;
      const sender = smtpSender({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'LootForge <no-reply@lootforge.test>' });
      await sender.send({ to: 'nova@example.com', code: '654321', text: 'Your LootForge verification code is 654321.' });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: nova@example.com');
      expect(received[0]).toContain('Subject: Your LootForge code');
      expect(received[0]).toContain('654321');
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
