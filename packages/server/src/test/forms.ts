/** Request bodies the way browsers send them, for tests. */
import sharp from 'sharp';

export async function pngBytes(width = 640, height = 480, background = '#3366ff') {
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}

export function multipart(fields: Record<string, string>, file?: { name: string; filename: string; type: string; body: Buffer }) {
  const boundary = '----lootforge-test-boundary';
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.body, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
