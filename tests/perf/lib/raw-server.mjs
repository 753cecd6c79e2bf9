// The baseline of the request-rate rows: a bare node:http server sending the same bytes.
import { createServer } from 'node:http';

/** Serves `body` with `headers` on every request (304 when If-None-Match matches `etag`). */
export async function rawServer({ body, headers = {}, etag }) {
  const server = createServer((req, res) => {
    if (etag && req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ETag: etag });
      res.end();
      return;
    }
    res.writeHead(200, { 'Content-Length': body.length, ...(etag ? { ETag: etag } : {}), ...headers });
    res.end(body);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((r) => server.close(r)),
  };
}
