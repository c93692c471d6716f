/**
 * The end of a battle: confetti (DESIGN §4: 200 particles, spread 70) and a chime for the
 * winners' own screens; a short neutral tone for everyone else. Sounds obey the mute toggle.
 */
import confetti from 'canvas-confetti';
import { playEndTone, playWinChime } from '../../lib/sound/sounds';

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

/** What the end of a battle does on this screen: a winner's own screen celebrates, any other hears a neutral tone. */
export function celebrateEnd({ won }: { won: boolean }): void {
  if (won) {
    fireConfetti();
    playWinChime();
  } else {
    playEndTone();
  }
}
