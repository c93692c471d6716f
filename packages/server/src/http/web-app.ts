/**
 * Serves the built web app and uploaded files. Every page route answers with
 * index.html so a reload on any page works; /api/* never does.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isPageRoute } from '@lootforge/core/routes';

export async function registerWebApp(app: FastifyInstance, options: { webDist: string | undefined; filesRoot: string | undefined }) {
  if (options.filesRoot) {
    fs.mkdirSync(options.filesRoot, { recursive: true });
    await app.register(fastifyStatic, {
      root: options.filesRoot,
      prefix: '/files/',
      decorateReply: false,
      immutable: true,
      maxAge: '30d',
    });
  }

  const indexPath = options.webDist ? path.join(options.webDist, 'index.html') : undefined;
  const hasWeb = indexPath !== undefined && fs.existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: path.join(options.webDist!, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
    });
  }
  // Read per request in development so a rebuild shows without a restart; it is small.
  const indexHtml = () => fs.readFileSync(indexPath!, 'utf8');
  const publicFile = (pathname: string) => {
    if (!hasWeb || pathname.includes('..')) return undefined;
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
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    return reply
      .status(isPageRoute(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml());
  });
}

function mimeOf(file: string): string {
  const ext = path.extname(file).toLowerCase();
  const types: Record<string, string> = {
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
