/**
 * The chat (DESIGN §22): one public room. A post is checked against the rules of core/chat.ts
 * under a lock of the player's row (their posts go one at a time, so the rate limit holds on any
 * number of instances), kept (posts close together in one write: chat/writer.ts), and published on
 * the `chat` topic. Admins delete messages and mute players, each audited.
 */
import { CHAT_HISTORY, CHAT_PROFANE_MESSAGE, MUTE_DURATIONS, chatText } from '@lootforge/core/chat';
import type { ChatMessage } from '@lootforge/core/contracts/chat-answers';
import type { MuteInput } from '@lootforge/core/contracts/chat';
import { levelOf } from '@lootforge/core/levels';
import type { Database, Sql } from '../db/client';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { writeAudit } from '../console/audit';
import { requireKnownPlayer } from '../console/players';
import { isProfaneMessage } from '../moderation/names';
import { fileUrl, type Storage } from '../storage/storage';
import { insertMessage, insertMute, liftMutes, listMessages, listMessagesForAdmin, listMutes, markDeleted, messageExists, type ChatRow } from './repository';
import type { ChatWriter } from './writer';

/** The room's live topic: events `message`, `deleted` and (rain/service.ts) `rain`. */
export const CHAT_TOPIC = 'chat';

export const NO_SUCH_MESSAGE = 'That message does not exist.';

/** A kept message as the room shows it. */
export function toMessage(storage: Storage, row: ChatRow): ChatMessage {
  return {
    id: Number(row.id),
    kind: row.kind,
    userName: row.kind === 'player' ? (row.user_name ?? 'Player') : null,
    level: row.kind === 'player' ? levelOf(Number(row.xp_cents ?? 0)) : null,
    avatarThumbUrl: row.kind === 'player' ? fileUrl(storage, row.avatar_thumb_key) : null,
    text: row.text,
    at: row.created_at.getTime(),
  };
}

/** The room's last messages, oldest first. */
export async function recentMessages(db: Database, storage: Storage): Promise<ChatMessage[]> {
  return (await listMessages(db, CHAT_HISTORY)).reverse().map((row) => toMessage(storage, row));
}

/**
 * Posts a message: refused (400) for what the text may not be, before anything is read; then by
 * the writer (chat/writer.ts) under the poster's lock: (403) while self-excluded or muted or below
 * level 2, (429) faster than one message per 2 s or 20 a minute. Answers the message as everyone
 * will see it.
 */
export async function postMessage(writer: ChatWriter, input: { userId: string; text: string; clock: Clock }): Promise<ChatMessage> {
  const checked = chatText(input.text);
  if ('refusal' in checked) throw new AppError('validation', checked.refusal);
  if (isProfaneMessage(checked.text)) throw new AppError('validation', CHAT_PROFANE_MESSAGE);
  return writer.post({ userId: input.userId, text: checked.text, at: input.clock.now() });
}

/** A line from the site itself (a rain's result, a tip into the rain), kept in the transaction that caused it; publish it after commit. */
export async function insertSystemLine(tx: Sql, input: { text: string; at: Date }): Promise<ChatMessage> {
  const row = await insertMessage(tx, { userId: null, kind: 'system', text: input.text, at: input.at });
  return { id: row.id, kind: 'system', userName: null, level: null, avatarThumbUrl: null, text: input.text, at: row.created_at.getTime() };
}

/** Hides a message from everyone (audited); a second delete of the same message is a 409. */
export async function deleteMessage(db: Database, input: { messageId: number; adminId: string; clock: Clock }): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await markDeleted(tx, { messageId: input.messageId, adminId: input.adminId, at: input.clock.now() });
    if (!deleted) {
      if (await messageExists(tx, input.messageId)) throw new AppError('conflict', 'That message is deleted already.');
      throw new AppError('not_found', NO_SUCH_MESSAGE);
    }
    await writeAudit(tx, input.adminId, {
      action: 'chat.delete',
      targetType: 'chat_message',
      targetId: String(input.messageId),
      details: { userId: deleted.user_id, text: deleted.text },
    });
  });
}

/** Mutes a player for 10 minutes, 24 hours, 7 days or until lifted, with a reason (audited). Answers when it ends (null: permanent). */
export async function mutePlayer(db: Database, input: { userId: string; mute: MuteInput; adminId: string; clock: Clock }): Promise<{ until: string | null }> {
  await requireKnownPlayer(db, input.userId);
  const at = input.clock.now();
  const lasts = MUTE_DURATIONS[input.mute.duration];
  const until = lasts === null ? null : new Date(at.getTime() + lasts);
  await db.transaction(async (tx) => {
    const id = await insertMute(tx, { userId: input.userId, until, reason: input.mute.reason, adminId: input.adminId, at });
    await writeAudit(tx, input.adminId, { action: 'chat.mute', targetType: 'user', targetId: input.userId, details: { muteId: id, duration: input.mute.duration, reason: input.mute.reason } });
  });
  return { until: until?.toISOString() ?? null };
}

/** Lifts a player's mutes in force (audited); a 409 when there is none. */
export async function unmutePlayer(db: Database, input: { userId: string; adminId: string; clock: Clock }): Promise<void> {
  await requireKnownPlayer(db, input.userId);
  await db.transaction(async (tx) => {
    const lifted = await liftMutes(tx, { userId: input.userId, at: input.clock.now() });
    if (lifted === 0) throw new AppError('conflict', 'That player is not muted.');
    await writeAudit(tx, input.adminId, { action: 'chat.unmute', targetType: 'user', targetId: input.userId, details: { lifted } });
  });
}

/** The console's moderation view: recent messages (deleted ones marked) and the mutes in force. */
export async function adminMessages(db: Database, storage: Storage) {
  const rows = await listMessagesForAdmin(db, 100);
  return { messages: rows.map((row) => ({ ...toMessage(storage, row), userId: row.user_id, deletedAt: row.deleted_at?.toISOString() ?? null })) };
}

export async function adminMutes(db: Database, input: { clock: Clock }) {
  const rows = await listMutes(db, input.clock.now());
  return {
    mutes: rows.map((row) => ({
      id: Number(row.id),
      userId: row.user_id,
      userName: row.user_name,
      until: row.until?.toISOString() ?? null,
      reason: row.reason,
      mutedBy: row.muted_by,
      createdAt: row.created_at.toISOString(),
    })),
  };
}
