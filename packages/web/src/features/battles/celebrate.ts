/**
 * The end of a battle: confetti (DESIGN §4: 200 particles, spread 70) and a chime for the
 * winners' own screens; a short neutral tone for everyone else. Sounds obey the mute toggle.
 */
import confetti from 'canvas-confetti';
import { isMuted } from './mute';

export const CONFETTI = { particleCount: 200, spread: 70 } as const;

let fire: confetti.CreateTypes | null = null;

/**
 * canvas-confetti's default instance draws in a worker made from a `blob:` URL, which our
 * Content-Security-Policy (script-src 'self') refuses. Our own canvas, drawn on the main
 * thread, needs nothing the policy forbids; it ignores the pointer and sits above the page.
 */
function confettiOnPage(): confetti.CreateTypes {
  if (fire) return fire;
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.confetti = '';
  Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '90' });
  document.body.append(canvas);
  fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
  return fire;
}

export function fireConfetti(): void {
  void confettiOnPage()({ ...CONFETTI, origin: { y: 0.6 } });
}

let audio: AudioContext | null = null;

/**
 * Plays through the page's one audio context behind a master gain of `volume`, made with the Web
 * Audio API (no audio files). Muted, or with no sound here (browsers block it until the page has
 * had a gesture), nothing plays and the end shows without it.
 */
function playTones(volume: number, play: (ctx: AudioContext, master: GainNode) => void): void {
  if (isMuted()) return;
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

/** A soft two-note tone: the battle is over, for spectators and those who did not win. */
export function playEndTone(): void {
  playTones(0.12, (ctx, master) => {
    [523.25, 392].forEach((frequency, i) => {
      const start = ctx.currentTime + 0.03 + i * 0.16;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.8, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
      osc.connect(gain).connect(master);
      osc.start(start);
      osc.stop(start + 0.4);
    });
  });
}

/** What the end of a battle does on this screen: a winner's own screen celebrates, any other hears a neutral tone. */
export function celebrateEnd({ won }: { won: boolean }): void {
  if (won) {
    fireConfetti();
    playWinChime();
  } else {
    playEndTone();
  }
}

/** A bright rising arpeggio for a winner's own screen. */
export function playWinChime(): void {
  playTones(0.18, (ctx, master) => {
    // C6, E6, G6, then C7 held: a major arpeggio that resolves.
    const notes = [1046.5, 1318.5, 1568, 2093];
    notes.forEach((frequency, i) => {
      const start = ctx.currentTime + 0.03 + i * 0.09;
      const length = i === notes.length - 1 ? 1.1 : 0.45;
      for (const [type, level, detune] of [['sine', 1, 0], ['triangle', 0.25, 7]] as const) {
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.type = type;
        osc.frequency.value = frequency;
        osc.detune.value = detune;
        gain.gain.setValueAtTime(0.0001, start);
        gain.gain.exponentialRampToValueAtTime(level, start + 0.015);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
        osc.connect(gain).connect(master);
        osc.start(start);
        osc.stop(start + length + 0.05);
      }
    });
  });
}
