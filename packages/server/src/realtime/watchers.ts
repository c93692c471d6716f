/**
 * How many are watching each battle, across every instance (DESIGN §11: a live battle shows its
 * spectator count). Each instance knows its own sockets on a battle's topic; it reports them on
 * the bus (after a change, and every REPORT_MS while it has any), keeps the latest report of every
 * other instance, and forgets an instance silent for STALE_MS (it stopped or lost the bus). A
 * battle's count is its own sockets plus the others' latest reports; when it changes, this
 * instance's watchers of that battle are told (`watchers` with `{ count }`).
 *
 * The count is for show: a report lost with a bus outage corrects itself with the next one, and
 * nothing about money or outcomes reads it.
 */
import { randomUUID } from 'node:crypto';
import type { Bus, BusMessage } from './bus';

export const WATCHERS_TOPIC = 'internal:watchers';
export const WATCHERS_EVENT = 'watchers';
const REPORT_MS = 5_000;
const STALE_MS = 15_000;
/** Changes in quick succession (a page's reconnect) go out as one report. */
const SETTLE_MS = 250;

const isBattleTopic = (topic: string) => topic.startsWith('battle:');

type Report = { instance: string; counts: Record<string, number> };

export type Watchers = {
  /** This instance's sockets on `topic` changed in number. */
  changed(topic: string): void;
  /** How many watch `topic` on every instance, as last heard. */
  countOf(topic: string): number;
  /** A bus message: another instance's report is kept. */
  heard(message: BusMessage): void;
  close(): void;
};

export function createWatchers(options: {
  bus: Bus;
  /** How many of this instance's sockets follow `topic`. */
  localCount: (topic: string) => number;
  /** The topics this instance's sockets follow. */
  localTopics: () => Iterable<string>;
  /** Tells this instance's watchers of `topic` how many watch it. */
  notify: (topic: string, count: number) => void;
  log: { error(details: object, message: string): void };
  now?: () => number;
}): Watchers {
  const instance = randomUUID();
  const now = options.now ?? Date.now;
  const others = new Map<string, { at: number; counts: Record<string, number> }>();
  const lastTold = new Map<string, number>();
  let reportedAny = false;
  let settle: NodeJS.Timeout | null = null;

  const countOf = (topic: string) => {
    let total = options.localCount(topic);
    for (const report of others.values()) total += report.counts[topic] ?? 0;
    return total;
  };

  /** Tells this instance's watchers of each topic whose count moved. */
  const retell = (topics: Iterable<string>) => {
    for (const topic of topics) {
      if (!isBattleTopic(topic)) continue;
      if (options.localCount(topic) === 0) {
        lastTold.delete(topic);
        continue;
      }
      const count = countOf(topic);
      if (lastTold.get(topic) === count) continue;
      lastTold.set(topic, count);
      options.notify(topic, count);
    }
  };

  const report = () => {
    const counts: Record<string, number> = {};
    for (const topic of options.localTopics()) {
      if (!isBattleTopic(topic)) continue;
      const count = options.localCount(topic);
      if (count > 0) counts[topic] = count;
    }
    const any = Object.keys(counts).length > 0;
    // Nothing to say, and nothing said before that others would need to forget.
    if (!any && !reportedAny) return;
    reportedAny = any;
    const data: Report = { instance, counts };
    options.bus.publish([{ topic: WATCHERS_TOPIC, event: 'report', data }]).catch((error: unknown) => options.log.error({ err: error }, 'could not report watchers'));
  };

  const tick = setInterval(() => {
    const cutoff = now() - STALE_MS;
    const forgotten: string[] = [];
    for (const [id, last] of others) {
      if (last.at >= cutoff) continue;
      others.delete(id);
      forgotten.push(...Object.keys(last.counts));
    }
    retell(forgotten);
    report();
  }, REPORT_MS);
  tick.unref();

  return {
    changed(topic) {
      if (!isBattleTopic(topic)) return;
      retell([topic]);
      if (settle) return;
      settle = setTimeout(() => {
        settle = null;
        report();
      }, SETTLE_MS);
      settle.unref();
    },
    countOf,
    heard(message) {
      if (message.topic !== WATCHERS_TOPIC) return;
      const data = message.data as Partial<Report> | null;
      if (!data || typeof data.instance !== 'string' || data.instance === instance || typeof data.counts !== 'object' || data.counts === null) return;
      const counts: Record<string, number> = {};
      for (const [topic, count] of Object.entries(data.counts)) if (isBattleTopic(topic) && Number.isSafeInteger(count) && count > 0) counts[topic] = count;
      const before = others.get(data.instance)?.counts ?? {};
      others.set(data.instance, { at: now(), counts });
      retell(new Set([...Object.keys(before), ...Object.keys(counts)]));
    },
    close() {
      clearInterval(tick);
      if (settle) clearTimeout(settle);
    },
  };
}
