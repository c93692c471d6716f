/**
 * The hub's messages as WebSocket text frames, built once however many sockets they go to
 * (decision 039). A server's frames are never masked (RFC 6455 §5.1), so one message to 5,000
 * followers is the same bytes 5,000 times: framed here once and written to each connection as one
 * buffer, where `ws` would frame it again for every socket (a header allocated, two writes
 * corked together). Only complete text frames go out this way, and the server never negotiates
 * compression (app.ts), so `ws`'s own frames (pings, the closing handshake) and these never
 * interleave mid-frame: each is one write to the connection, in the order made.
 */
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { ServerMessage } from '@lootforge/core/contracts/realtime';

/** A message of the hub, encoded and framed. */
export function messageFrame(message: ServerMessage): Buffer {
  return textFrame(JSON.stringify(message));
}

/** `text` as one final, unmasked text frame. */
function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81; // FIN, opcode 1 (text)
  if (length < 126) frame[1] = length;
  else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.write(text, header, 'utf8');
  return frame;
}

/** Writes a frame to an open socket's connection (the TCP socket `ws` keeps as `_socket`). */
export function writeFrame(socket: WebSocket, frame: Buffer): void {
  (socket as unknown as { _socket: Duplex })._socket.write(frame);
}
