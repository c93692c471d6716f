/** Chat requests (DESIGN §22): a message, and the console's mute. The message's own rules are core/chat.ts `chatText`. */
import { z } from 'zod';
import { MUTE_DURATIONS } from '../chat';

/** POST /api/chat: the text is checked by `chatText` (length, control characters, spaces) once it is a string. */
export const postChatSchema = z.strictObject({ text: z.string({ error: 'Write a message first.' }).max(4_000, 'A message is at most 200 characters.') });

/** POST /api/admin/users/:id/mute */
export const muteSchema = z.strictObject({
  duration: z.enum(Object.keys(MUTE_DURATIONS) as [keyof typeof MUTE_DURATIONS, ...Array<keyof typeof MUTE_DURATIONS>], { error: 'Mute for 10m, 24h, 7d or permanent.' }),
  reason: z.string({ error: 'Give a reason.' }).trim().min(3, 'Give a reason of at least 3 characters.').max(200, 'A reason is at most 200 characters.'),
});
export type MuteInput = z.infer<typeof muteSchema>;

/** :messageId of the console's delete. */
export const chatMessageParams = z.strictObject({ messageId: z.coerce.number({ error: 'No such message.' }).int('No such message.').positive('No such message.').max(Number.MAX_SAFE_INTEGER, 'No such message.') });
