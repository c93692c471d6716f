/**
 * Whether the player has clicked, tapped or pressed a key on this page yet: the site plays no
 * sound before that (DESIGN §11). Counted from the page's real input events, from the first
 * moment the app runs (main.tsx starts listening), so a page opened by a link or an address and
 * only watched stays silent, whatever the browser would allow.
 */
let gestured = false;

export function listenForFirstGesture(): void {
  const mark = () => {
    gestured = true;
    for (const type of ['pointerdown', 'keydown'] as const) window.removeEventListener(type, mark, true);
  };
  for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, mark, true);
}

export function hadGesture(): boolean {
  return gestured;
}
