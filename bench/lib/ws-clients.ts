/**
 * Starts `count` WebSocket clients in another process (bench/battles/ws-clients.ts), subscribed to
 * `topic`, and reads what they print a line at a time: `waitFor(prefix)` answers the first line
 * that starts with it, and fails once the process has closed without one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export function startWsClients(baseUrl: string, input: { count: number; topic: string }): { child: ChildProcess; waitFor: (prefix: string) => Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../battles/ws-clients.ts', import.meta.url))], {
    env: { ...process.env, WS_URL: baseUrl.replace('http', 'ws') + '/api/ws', WS_COUNT: String(input.count), WS_TOPIC: input.topic },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let buffer = '';
  const lines: string[] = [];
  // 'close' comes after the last of its output ('exit' may come before it).
  let closed = false;
  child.once('close', () => (closed = true));
  child.stdout!.on('data', (chunk) => {
    buffer += chunk;
    let newline;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      lines.push(buffer.slice(0, newline));
      buffer = buffer.slice(newline + 1);
    }
  });
  const waitFor = async (prefix: string) => {
    for (;;) {
      const line = lines.find((l) => l.startsWith(prefix));
      if (line) return line;
      if (closed) throw new Error('the WebSocket client process exited');
      await sleep(20);
    }
  };
  return { child, waitFor };
}
