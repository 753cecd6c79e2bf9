// Request rates with autocannon, from this process (the server under test runs in its own).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

async function load(url, { headers = {}, seconds = 5, connections = 32, expectStatus = 200 } = {}) {
  const result = await autocannon({ url, headers, duration: seconds, connections, pipelining: 1 });
  const wrong = result.non2xx + result.errors + result.timeouts;
  const ok = expectStatus === 304 ? (result['3xx'] ?? 0) : result['2xx'];
  if (expectStatus === 304 ? ok === 0 : wrong > 0) {
    throw new Error(`${url}: ${wrong} unexpected answers (2xx ${result['2xx']}, non-2xx ${result.non2xx})`);
  }
  return result;
}

/** Requests per second that `url` sustains for `seconds` with `connections` clients. */
export async function requestRate(url, options) {
  return (await load(url, options)).requests.average;
}

/** CPU time (user + system, ms) process `pid` has used so far (Linux /proc). */
function cpuMs(pid) {
  // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th, in ticks of 10 ms.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * requestRate, and the microseconds of CPU process `pid` (the server) spent per request meanwhile:
 * the cost of an answer, which moves less than a rate with whatever else the machine is doing.
 */
export async function rateAndCpu(pid, url, options) {
  const before = cpuMs(pid);
  const result = await load(url, options);
  return { rate: result.requests.average, cpuUs: ((cpuMs(pid) - before) * 1000) / result.requests.total };
}
