/**
 * Serves the built web app and uploaded files. Every page route answers with
 * index.html so a reload on any page works; /api/* never does.
 */
import fs from 'node:fs';
import { pickEncoding, precompress } from './precompressed';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isPageRoute } from '@lootforge/core/routes';
import type { Storage } from '../storage/storage';

export async function registerWebApp(app: FastifyInstance, options: { webDist: string | undefined; files: Storage; production: boolean }) {
  const filesRoot = options.files.localRoot;
  if (filesRoot) {
    fs.mkdirSync(filesRoot, { recursive: true });
    await app.register(fastifyStatic, {
      root: filesRoot,
      prefix: '/files/',
      decorateReply: false,
      immutable: true,
      maxAge: '30d',
    });
  } else {
    // Files in a bucket: each instance answers /files from it, so any instance serves any file.
    const files = options.files;
    app.get('/files/*', async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      let stored: Awaited<ReturnType<Storage['read']>>;
      try {
        stored = await files.read(key);
      } catch (error) {
        if ((error as Error).message.startsWith('unsafe storage key')) stored = undefined;
        else throw error;
      }
      if (!stored) return reply.status(404).send({ error: { code: 'not_found', message: 'No such file.' } });
      reply.header('content-type', stored.contentType).header('cache-control', 'public, max-age=2592000, immutable');
      if (stored.size !== undefined) reply.header('content-length', stored.size);
      return reply.send(stored.body);
    });
  }

  const indexPath = options.webDist ? path.join(options.webDist, 'index.html') : undefined;
  const hasWeb = indexPath !== undefined && fs.existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: path.join(options.webDist!, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      // Hashed names: a file never changes, so browsers keep it for a year.
      immutable: true,
      maxAge: '365d',
      // The build wrote .br and .gz copies (vite.config.ts): send the one the browser accepts.
      preCompressed: true,
      setHeaders: (res) => res.setHeader('vary', 'accept-encoding'),
    });
  }
  // Held in memory in production with its compressed copies; read per request in development, so a
  // rebuild shows without a restart.
  const readIndex = () => precompress(fs.readFileSync(indexPath!));
  const heldIndex = hasWeb && options.production ? readIndex() : undefined;
  const sendIndex = (acceptEncoding: string | undefined) => pickEncoding(heldIndex ?? readIndex(), acceptEncoding);
  const publicFile = (pathname: string) => {
    // index.html is the page itself, sent below with its type and its compressed copies.
    if (!hasWeb || pathname.includes('..') || pathname === '/index.html') return undefined;
    const file = path.join(options.webDist!, pathname);
    return fs.existsSync(file) && fs.statSync(file).isFile() ? file : undefined;
  };

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: { code: 'not_found', message: `No such route: ${request.method} ${pathname}` } });
    }
    const file = publicFile(pathname);
    if (file) return reply.type(mimeOf(file)).send(fs.createReadStream(file));
    if (!hasWeb) {
      // A file that is not there is missing whether or not the app is built.
      if (!isPageRoute(pathname)) return reply.status(404).type('text/plain').send('Not found.');
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    const index = sendIndex(request.headers['accept-encoding']);
    if (index.encoding) reply.header('content-encoding', index.encoding);
    return reply
      .status(isPageRoute(pathname) || pathname === '/index.html' ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(index.body);
  });
}

function mimeOf(file: string): string {
  const ext = path.extname(file).toLowerCase();
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.ico': 'image/x-icon',
    '.webp': 'image/webp',
    '.jpg': 'image/jpeg',
    '.txt': 'text/plain; charset=utf-8',
    '.webmanifest': 'application/manifest+json',
    '.mp3': 'audio/mpeg',
    '.wav': 'audio/wav',
  };
  return types[ext] ?? 'application/octet-stream';
}
