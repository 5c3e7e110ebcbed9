#!/usr/bin/env node
// Serves a built site the way GitHub Pages does: files and folder indexes as
// they are, no redirects, and 404.html with status 404 for anything else.
// Usage: node scripts/serve-static.mjs [dir=build] [port=3000]
import {createServer} from 'node:http';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import sirv from 'sirv';

const dir = path.resolve(process.argv[2] ?? 'build');
const port = Number(process.argv[3] ?? process.env.PORT ?? 3000);
const host = '127.0.0.1';

const assets = sirv(dir, {dev: false, etag: true, extensions: ['html']});
const notFoundPage = await readFile(path.join(dir, '404.html')).catch(() => {
  console.error(`No build found in ${dir}. Run \`npm run build\` first.`);
  process.exit(1);
});

createServer((req, res) => {
  assets(req, res, () => {
    res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
    res.end(notFoundPage);
  });
}).listen(port, host, () => {
  console.log(`Serving ${dir} at http://${host}:${port}/`);
});
