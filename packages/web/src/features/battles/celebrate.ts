/** The end of a battle: confetti (spec §9: 200 particles, spread 70) and a short chime. */
import confetti from 'canvas-confetti';

export const CONFETTI = { particleCount: 200, spread: 70 } as const;

export function fireConfetti(): void {
  void confetti({ ...CONFETTI, origin: { y: 0.6 }, disableForReducedMotion: true, zIndex: 90 });
}

let audio: AudioContext | null = null;

/**
 * A bright rising arpeggio made with the Web Audio API (no audio files). Browsers block sound
 * until the page has had a user gesture; then this simply stays silent.
 */
export function playWinChime(): void {
  try {
    audio ??= new AudioContext();
    const ctx = audio;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const master = ctx.createGain();
    master.gain.value = 0.18;
    master.connect(ctx.destination);
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
  } catch {
    // No audio on this device, or not allowed yet: the win shows without sound.
  }
}
