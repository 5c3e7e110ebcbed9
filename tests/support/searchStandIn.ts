import {createServer, type IncomingMessage, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';

/** Port the hosted-search test build is configured to call (DOCS_SEARCH_HOST). */
export const STAND_IN_PORT = 3299;

export type RecordedQuery = {method: string; path: string; query: URLSearchParams; body: unknown};

/** One hit in the hosted service's shape. */
export const STAND_IN_HIT = {
  objectID: 'stand-in-1',
  url: 'https://dev.risczero.com/api/zkvm/receipts#verifying-a-receipt',
  type: 'lvl2',
  content: null,
  hierarchy: {
    lvl0: 'Build with the zkVM',
    lvl1: 'Receipts',
    lvl2: 'Verifying a receipt from the stand-in',
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  _highlightResult: {},
  _snippetResult: {
    hierarchy: {
      lvl1: {value: 'Receipts', matchLevel: 'none'},
      lvl2: {value: 'Verifying a <mark>receipt</mark> from the stand-in', matchLevel: 'full'},
    },
  },
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/**
 * A small stand-in for the hosted search service on 127.0.0.1: it records
 * each query and answers every request of the batch with one fixed hit.
 */
export async function startSearchStandIn(port = STAND_IN_PORT): Promise<{
  queries: RecordedQuery[];
  close(): Promise<void>;
}> {
  const queries: RecordedQuery[] = [];
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    const cors = {'access-control-allow-origin': '*', 'access-control-allow-headers': '*'};
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    const raw = await readBody(request);
    const body: unknown = raw ? JSON.parse(raw) : null;
    queries.push({method: request.method ?? '', path: url.pathname, query: url.searchParams, body});
    const requests = (body as {requests?: {indexName: string; query?: string}[]} | null)?.requests ?? [];
    const results = requests.map((entry) => ({
      hits: [STAND_IN_HIT],
      nbHits: 1,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      processingTimeMS: 1,
      exhaustiveNbHits: true,
      query: entry.query ?? '',
      params: '',
      index: entry.indexName,
      queryID: 'stand-in-query-id',
    }));
    response.writeHead(200, {...cors, 'content-type': 'application/json'}).end(JSON.stringify({results}));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const {port: bound} = server.address() as AddressInfo;
  if (bound !== port) throw new Error(`stand-in bound to ${bound}, expected ${port}`);
  return {
    queries,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
