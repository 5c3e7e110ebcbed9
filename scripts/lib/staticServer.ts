import {spawn} from 'node:child_process';
import path from 'node:path';

/**
 * Serves `dir` with scripts/serve-static.mjs (gzip, the `_headers` rules) on
 * 127.0.0.1:`port`; resolves to a function that stops the server.
 */
export function serveStatic(siteDir: string, dir: string, port: number): Promise<() => void> {
  const server = spawn(process.execPath, [path.join(siteDir, 'scripts/serve-static.mjs'), dir, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the static server exited (${code}); is port ${port} free?`)));
    server.stdout.once('data', () => resolve(() => server.kill()));
  });
}
