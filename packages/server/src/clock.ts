/**
 * The time the server's rules see. The system clock in production; tests
 * pass one they can set (buildApp(config, { clock })) to play a whole day,
 * or a race's end, without waiting. Nothing in config can change it.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
