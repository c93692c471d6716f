/**
 * Posts written together (decision 037). A post waits until at most CHAT_BATCH_MS after the last
 * write of this instance began, then goes with the others that came meanwhile in one transaction:
 * their posters' rows locked in id order, what the rules need read once, the rules of core/chat.ts
 * applied post by post in the order they came (a poster's earlier post in the batch counts for
 * their later one), the accepted ones kept by one insert, committed without waiting for the disk
 * (decision 038). Each post still gets its own answer: its
 * message, or its own refusal. At a few posts a second nothing waits; at hundreds, a write carries
 * several, and costs the server and the database a fraction of one each.
 */
import { CHAT_EXCLUDED_MESSAGE, CHAT_LEVEL_MESSAGE, CHAT_MIN_LEVEL, chatRateRefusal, mutedMessage } from '@lootforge/core/chat';
import type { ChatMessage } from '@lootforge/core/contracts/chat-answers';
import { levelOf } from '@lootforge/core/levels';
import { isExcluded } from '@lootforge/core/limits';
import { inOrder, type Database, type Tx } from '../db/client';
import { AppError } from '../errors';
import type { Storage } from '../storage/storage';
import { toMessage } from './service';
import { commitWithoutWaitingForDisk, insertPlayerMessages, lockPosters, type PosterRow } from './repository';

/** The longest a post waits for others to be written with (ms). */
export const CHAT_BATCH_MS = 25;
/** The most posts one write carries; more wait for the next. */
const MAX_BATCH = 200;

type Post = { userId: string; text: string; at: Date; settle: { resolve(message: ChatMessage): void; reject(error: unknown): void } };
type Outcome = { post: Post; message: ChatMessage } | { post: Post; refusal: AppError };

export type ChatWriter = {
  /** Keeps a checked text as the player's message, or refuses it (403, 429, 401) by the rules. */
  post(input: { userId: string; text: string; at: Date }): Promise<ChatMessage>;
  /** Waits for every post asked for so far to be written (the server closing). */
  drain(): Promise<void>;
};

export function chatWriter(db: Database, storage: Storage): ChatWriter {
  let queue: Post[] = [];
  let writing: Promise<void> | null = null;
  let waiting: { cancel(): void } | null = null;
  let lastStart = Number.NEGATIVE_INFINITY;

  function schedule(): void {
    if (writing || waiting || queue.length === 0) return;
    const wait = Math.max(0, lastStart + CHAT_BATCH_MS - performance.now());
    // Posts asked for in the same turn of the event loop go together even when nothing waits.
    if (wait === 0) {
      const immediate = setImmediate(start);
      waiting = { cancel: () => clearImmediate(immediate) };
    } else {
      const timeout = setTimeout(start, wait);
      waiting = { cancel: () => clearTimeout(timeout) };
    }
  }

  function start(): void {
    waiting?.cancel();
    waiting = null;
    const batch = queue.slice(0, MAX_BATCH);
    queue = queue.slice(MAX_BATCH);
    lastStart = performance.now();
    writing = write(batch).finally(() => {
      writing = null;
      schedule();
    });
  }

  async function write(batch: Post[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      outcomes = await db.transaction((tx) => keep(tx, batch));
    } catch (error) {
      for (const post of batch) post.settle.reject(error);
      return;
    }
    for (const outcome of outcomes) {
      if ('message' in outcome) outcome.post.settle.resolve(outcome.message);
      else outcome.post.settle.reject(outcome.refusal);
    }
  }

  async function keep(tx: Tx, batch: Post[]): Promise<Outcome[]> {
    const since = new Date(Math.min(...batch.map((post) => post.at.getTime())));
    // Sent together with the locks and the read (one round trip): the batch commits without waiting for the disk (decision 038).
    const [, locked] = await inOrder([() => commitWithoutWaitingForDisk(tx), () => lockPosters(tx, { userIds: [...new Set(batch.map((post) => post.userId))], since })]);
    const posters = new Map(locked.map((row) => [row.id, row]));
    const decided = batch.map((post) => decide(posters.get(post.userId), post));
    const kept = decided.filter((outcome): outcome is { post: Post; poster: PosterRow } => 'poster' in outcome);
    const ids = kept.length > 0 ? await insertPlayerMessages(tx, kept.map(({ post }) => post)) : [];
    const messages = new Map(kept.map(({ post, poster }, i) => [post, toPlayerMessage(storage, poster, post, ids[i]!)]));
    return decided.map((outcome) => ('refusal' in outcome ? outcome : { post: outcome.post, message: messages.get(outcome.post)! }));
  }

  return {
    post: (input) =>
      new Promise<ChatMessage>((resolve, reject) => {
        queue.push({ ...input, settle: { resolve, reject } });
        schedule();
      }),
    drain: async () => {
      while (writing || queue.length > 0) await (writing ?? (start(), writing));
    },
  };
}

/**
 * The rules for one post, with what was read of its poster (DESIGN §22): refused while
 * self-excluded or muted or below level 2 (403), faster than one a 2 s or 20 a minute (429). An
 * accepted post counts for the poster's next one in the same batch.
 */
function decide(poster: PosterRow | undefined, post: Post): { post: Post; poster: PosterRow } | { post: Post; refusal: AppError } {
  const at = post.at.getTime();
  const refuse = (code: ConstructorParameters<typeof AppError>[0], message: string) => ({ post, refusal: new AppError(code, message) });
  if (!poster) return refuse('unauthenticated', 'Please sign in first.');
  if (isExcluded({ excluded: poster.excluded_at !== null, excludedUntilMs: poster.excluded_until?.getTime() ?? null }, at)) return refuse('forbidden', CHAT_EXCLUDED_MESSAGE);
  const muteUntil = poster.mute_until?.getTime() ?? null;
  if (poster.muted && (muteUntil === null || muteUntil > at)) return refuse('forbidden', mutedMessage(muteUntil, poster.mute_reason!));
  if (levelOf(Number(poster.xp_cents)) < CHAT_MIN_LEVEL) return refuse('forbidden', CHAT_LEVEL_MESSAGE);
  const recent = (poster.recent ?? []).map(Number);
  const tooFast = chatRateRefusal(recent, at);
  if (tooFast) return refuse('rate_limited', tooFast);
  poster.recent = [at, ...recent];
  return { post, poster };
}

function toPlayerMessage(storage: Storage, poster: PosterRow, post: Post, id: number): ChatMessage {
  const { user_name, avatar_thumb_key, xp_cents } = poster;
  return toMessage(storage, { id, kind: 'player', user_id: post.userId, user_name, avatar_thumb_key, xp_cents, text: post.text, created_at: post.at, deleted_at: null });
}
