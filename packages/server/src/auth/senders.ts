/**
 * Outbound messages for one-time codes. `console` (the default) logs one line
 * with the recipient and the code; Twilio and SMTP are chosen by config, so a
 * real deployment only sets keys. `outbox` keeps messages in memory for tests.
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export type OutboundMessage = { to: string; text: string; code: string };
export type Sender = { readonly kind: string; send(message: OutboundMessage): Promise<void> };
export type Senders = { sms: Sender; email: Sender };

export function consoleSender(channel: 'SMS' | 'E-mail', log: FastifyBaseLogger): Sender {
  return {
    kind: 'console',
    async send({ to, code }) {
      log.info(`${channel} to ${to}: your LootForge code is ${code}`);
    },
  };
}

export function twilioSender(options: { accountSid: string; authToken: string; from: string; baseUrl: string }): Sender {
  const endpoint = `${options.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    kind: 'twilio',
    async send({ to, text }) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: options.from, Body: text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Twilio answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    },
  };
}

export function smtpSender(options: { smtpUrl: string; from: string }): Sender {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    async send({ to, text }) {
      await transport.sendMail({ from: options.from, to, subject: 'Your LootForge code', text });
    },
  };
}

export type Outbox = Sender & { messages: OutboundMessage[]; lastCodeFor(to: string): string | undefined };

export function outboxSender(): Outbox {
  const messages: OutboundMessage[] = [];
  return {
    kind: 'outbox',
    messages,
    async send(message) {
      messages.push(message);
    },
    lastCodeFor: (to) => messages.findLast((m) => m.to === to)?.code,
  };
}

export function sendersFromConfig(config: Config, log: FastifyBaseLogger): Senders {
  return {
    sms: config.sms.provider === 'twilio' ? twilioSender(config.sms) : consoleSender('SMS', log),
    email: config.email.smtpUrl ? smtpSender({ smtpUrl: config.email.smtpUrl, from: config.email.from }) : consoleSender('E-mail', log),
  };
}
