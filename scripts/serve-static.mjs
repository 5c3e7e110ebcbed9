#!/usr/bin/env node
// cspell:ignore pkeyopt paramgen keyout addext
// Serves a built site the way the static host does: files and folder indexes
// as they are, no redirects, 404.html with status 404 for anything else, and
// the response headers of the build's `_headers` file (which itself is not
// served), compressed with gzip when the browser accepts it. The browser
// tests and the benchmark's Lighthouse runs use this server.
//
// With --http2 it speaks HTTP/2 over TLS, as the host does, with a throw-away
// certificate for 127.0.0.1 (made with openssl; browsers must be told to
// accept it). HTTP/1.1 allows a browser six connections to a host, so a page
// that fetches many small files at once waits on them in turn; the search
// bench measures typing over both.
// Usage: node scripts/serve-static.mjs [--http2] [dir=build] [port=3000]
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import {createSecureServer} from 'node:http2';
import {readFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import {headersForPath, parseHeadersFile} from './lib/headers-rules.mjs';

const args = process.argv.slice(2);
const http2 = args.includes('--http2');
const [dirArg, portArg] = args.filter((arg) => arg !== '--http2');
const dir = path.resolve(dirArg ?? 'build');
const port = Number(portArg ?? process.env.PORT ?? 3000);
const host = '127.0.0.1';

const compress = compression();

/** When the build was last written: a new build rewrites 404.html. */
const builtAt = () => statSync(path.join(dir, '404.html'), {throwIfNoEntry: false})?.mtimeMs;

/** The build as served: sirv lists the files once, so a rebuild needs a new list. */
async function loadBuild() {
  const notFoundPage = await readFile(path.join(dir, '404.html')).catch(() => {
    console.error(`No build found in ${dir}. Run \`npm run build\` first.`);
    process.exit(1);
  });
  const headerRules = await readFile(path.join(dir, '_headers'), 'utf8').then(parseHeadersFile, () => {
    console.warn(`No _headers in ${dir}: serving without the production headers.`);
    return [];
  });
  const assets = sirv(dir, {dev: false, etag: true, extensions: ['html']});
  return {builtAt: builtAt(), notFoundPage, headerRules, assets};
}

let build = await loadBuild();
// While a build rewrites the folder, a listed file can vanish before sirv
// reads it; that request fails, the next one sees the new build.
process.on('uncaughtException', (error) => {
  if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
  console.warn(`A file went missing while ${dir} was being rebuilt: ${error.message}`);
});

/** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} */
function handle(req, res) {
  const stamp = builtAt();
  if (stamp !== undefined && stamp !== build.builtAt) {
    loadBuild().then((next) => {
      build = next;
      handle(req, res);
    });
    return;
  }
  const {notFoundPage, headerRules, assets} = build;
  const pathname = new URL(req.url ?? '/', `http://${host}`).pathname;
  // Set before sirv writes the head, so every response (404 included) carries them.
  for (const [name, value] of headersForPath(headerRules, pathname)) res.setHeader(name, value);
  const notFound = () => {
    res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
    res.end(notFoundPage);
  };
  if (pathname === '/_headers') return notFound();
  compress(req, res, () => assets(req, res, notFound));
}

/** A key and certificate for 127.0.0.1, made for this run and removed from disk once read. */
function throwAwayCertificate() {
  const certDir = mkdtempSync(path.join(tmpdir(), 'serve-static-tls-'));
  const key = path.join(certDir, 'key.pem');
  const cert = path.join(certDir, 'cert.pem');
  const subject = ['-subj', `/CN=${host}`, '-addext', `subjectAltName=IP:${host}`];
  const curve = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'];
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', ...curve, '-nodes', '-days', '1', '-keyout', key, '-out', cert, ...subject],
      {
        stdio: 'ignore',
      },
    );
    return {key: readFileSync(key), cert: readFileSync(cert)};
  } catch (error) {
    throw new Error('--http2 needs openssl to make a certificate: sudo apt-get install -y openssl', {cause: error});
  } finally {
    rmSync(certDir, {recursive: true, force: true});
  }
}

// Node's HTTP/2 compatibility API gives handlers the request and response
// methods sirv and compression use.
const server = http2 ? createSecureServer(throwAwayCertificate(), /** @type {any} */ (handle)) : createServer(handle);
server.listen(port, host, () => {
  console.log(`Serving ${dir} at ${http2 ? 'https' : 'http'}://${host}:${port}/${http2 ? ' (HTTP/2)' : ''}`);
});
