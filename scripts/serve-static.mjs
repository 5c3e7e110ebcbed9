#!/usr/bin/env node
// Serves a built site the way the static host does: files and folder indexes
// as they are, no redirects, 404.html with status 404 for anything else, and
// the response headers of the build's `_headers` file (which itself is not
// served), compressed with gzip when the browser accepts it. The browser
// tests and the benchmark's Lighthouse runs use this server.
// Usage: node scripts/serve-static.mjs [dir=build] [port=3000]
import {createServer} from 'node:http';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import {headersForPath, parseHeadersFile} from './lib/headers-rules.mjs';

const dir = path.resolve(process.argv[2] ?? 'build');
const port = Number(process.argv[3] ?? process.env.PORT ?? 3000);
const host = '127.0.0.1';

const assets = sirv(dir, {dev: false, etag: true, extensions: ['html']});
const compress = compression();
const notFoundPage = await readFile(path.join(dir, '404.html')).catch(() => {
  console.error(`No build found in ${dir}. Run \`npm run build\` first.`);
  process.exit(1);
});
const headerRules = await readFile(path.join(dir, '_headers'), 'utf8').then(parseHeadersFile, () => {
  console.warn(`No _headers in ${dir}: serving without the production headers.`);
  return [];
});

createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', `http://${host}`).pathname;
  // Set before sirv writes the head, so every response (404 included) carries them.
  for (const [name, value] of headersForPath(headerRules, pathname)) res.setHeader(name, value);
  const notFound = () => {
    res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
    res.end(notFoundPage);
  };
  if (pathname === '/_headers') return notFound();
  compress(req, res, () => assets(req, res, notFound));
}).listen(port, host, () => {
  console.log(`Serving ${dir} at http://${host}:${port}/`);
});
