import {spawn} from 'node:child_process';
import path from 'node:path';

/**
 * Serves `dir` with scripts/serve-static.mjs (gzip, the `_headers` rules) on
 * 127.0.0.1:`port`, over HTTP/2 with a throw-away certificate when `http2`
 * is set; resolves to a function that stops the server.
 */
export function serveStatic(
  siteDir: string,
  dir: string,
  port: number,
  {http2 = false}: {http2?: boolean} = {},
): Promise<() => void> {
  const args = [path.join(siteDir, 'scripts/serve-static.mjs'), ...(http2 ? ['--http2'] : []), dir, String(port)];
  const server = spawn(process.execPath, args, {stdio: ['ignore', 'pipe', 'inherit']});
  return new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the static server exited (${code}); is port ${port} free?`)));
    server.stdout.once('data', () => resolve(() => server.kill()));
  });
}
