// Request rates with autocannon, from this process (the server under test runs in its own).
import autocannon from 'autocannon';

/** Requests per second that `url` sustains for `seconds` with `connections` clients. */
export async function requestRate(
  url,
  { headers = {}, seconds = 5, connections = 32, expectStatus = 200 } = {},
) {
  const result = await autocannon({ url, headers, duration: seconds, connections, pipelining: 1 });
  const wrong = result.non2xx + result.errors + result.timeouts;
  const ok = expectStatus === 304 ? (result['3xx'] ?? 0) : result['2xx'];
  if (expectStatus === 304 ? ok === 0 : wrong > 0) {
    throw new Error(`${url}: ${wrong} unexpected answers (2xx ${result['2xx']}, non-2xx ${result.non2xx})`);
  }
  return result.requests.average;
}
