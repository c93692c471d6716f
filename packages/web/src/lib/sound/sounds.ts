/**
 * The site's sounds (DESIGN §11), made with the Web Audio API: no audio files, nothing fetched.
 * A soft tick as a reel's cells pass the marker, a landing thud, a sting by the rarity of what
 * landed, and the end of a battle (a chime for a winner's own screen, a neutral tone for
 * everyone else). Nothing plays while muted, or before the player's first gesture on the page
 * (browsers would refuse it, and a page should not start making noise by itself).
 */
import type { RarityTier } from '../rarity';
import { hadGesture } from './gesture';
import { isMuted } from './mute';

let audio: AudioContext | null = null;

/**
 * Plays through the page's one audio context behind a master gain of `volume`. Muted, before a
 * gesture, or with no sound here, nothing plays and the page goes on without it.
 */
function playTones(volume: number, play: (ctx: AudioContext, master: GainNode) => void): void {
  if (isMuted() || !hadGesture()) return;
  try {
    audio ??= new AudioContext();
    const ctx = audio;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const master = ctx.createGain();
    master.gain.value = volume;
    master.connect(ctx.destination);
    play(ctx, master);
  } catch {
    // No audio here.
  }
}

type Note = { frequency: number; at: number; length: number; type?: OscillatorType; level?: number; glideTo?: number };

/** Each note an oscillator with a quick attack and an exponential fade, started `at` seconds from now. */
function notes(ctx: AudioContext, master: GainNode, list: readonly Note[]): void {
  for (const note of list) {
    const start = ctx.currentTime + 0.01 + note.at;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = note.type ?? 'sine';
    osc.frequency.setValueAtTime(note.frequency, start);
    if (note.glideTo) osc.frequency.exponentialRampToValueAtTime(note.glideTo, start + note.length);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(note.level ?? 1, start + Math.min(0.015, note.length / 4));
    gain.gain.exponentialRampToValueAtTime(0.0001, start + note.length);
    osc.connect(gain).connect(master);
    osc.start(start);
    osc.stop(start + note.length + 0.03);
  }
}

/** A short, soft click: one cell has passed the marker. */
export function playTick(): void {
  playTones(0.05, (ctx, master) => notes(ctx, master, [{ frequency: 2200, glideTo: 1400, at: 0, length: 0.035, type: 'triangle' }]));
}

let lastLandingAt = 0;

/** A low, round thud: a reel has stopped (reels that stop together make one). */
export function playLanding(): void {
  const now = performance.now();
  if (now - lastLandingAt < 60) return;
  lastLandingAt = now;
  playTones(0.16, (ctx, master) => notes(ctx, master, [{ frequency: 190, glideTo: 80, at: 0, length: 0.22 }]));
}

// Rising figures, brighter and longer the rarer the item: a common item gets no sting at all.
const STINGS: Record<RarityTier, readonly Note[]> = {
  common: [],
  uncommon: [
    { frequency: 659.25, at: 0, length: 0.18 },
    { frequency: 880, at: 0.08, length: 0.26 },
  ],
  rare: [
    { frequency: 587.33, at: 0, length: 0.2 },
    { frequency: 739.99, at: 0.08, length: 0.2 },
    { frequency: 880, at: 0.16, length: 0.4 },
  ],
  epic: [
    { frequency: 523.25, at: 0, length: 0.22 },
    { frequency: 659.25, at: 0.08, length: 0.22 },
    { frequency: 783.99, at: 0.16, length: 0.22 },
    { frequency: 1046.5, at: 0.24, length: 0.6, type: 'triangle' },
  ],
  legendary: [
    { frequency: 523.25, at: 0, length: 0.25 },
    { frequency: 659.25, at: 0.07, length: 0.25 },
    { frequency: 783.99, at: 0.14, length: 0.25 },
    { frequency: 1046.5, at: 0.21, length: 0.9, type: 'triangle' },
    { frequency: 1318.5, at: 0.3, length: 0.9, level: 0.5 },
    { frequency: 2093, at: 0.38, length: 1.1, level: 0.25 },
  ],
};

/** A sting for what landed: nothing for a common item, a rising figure for anything rarer. */
export function playSting(tier: RarityTier): void {
  const figure = STINGS[tier];
  if (figure.length === 0) return;
  playTones(0.14, (ctx, master) => notes(ctx, master, figure));
}

/** A soft two-note tone: the battle is over, for spectators and those who did not win. */
export function playEndTone(): void {
  playTones(0.12, (ctx, master) =>
    notes(ctx, master, [
      { frequency: 523.25, at: 0.02, length: 0.35, level: 0.8 },
      { frequency: 392, at: 0.18, length: 0.35, level: 0.8 },
    ]),
  );
}

/** A bright rising arpeggio for a winner's own screen: C6, E6, G6, then C7 held. */
export function playWinChime(): void {
  playTones(0.18, (ctx, master) => {
    const arpeggio = [1046.5, 1318.5, 1568, 2093];
    notes(
      ctx,
      master,
      arpeggio.flatMap((frequency, i) => {
        const length = i === arpeggio.length - 1 ? 1.1 : 0.45;
        return [
          { frequency, at: 0.02 + i * 0.09, length },
          { frequency: frequency * 1.004, at: 0.02 + i * 0.09, length, type: 'triangle' as const, level: 0.25 },
        ];
      }),
    );
  });
}
