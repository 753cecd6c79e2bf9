import type { Request } from 'express';

/** The client's address as TRUST_PROXY lets Express read it (the socket's peer without a proxy). */
export function clientAddress(request: Pick<Request, 'ip'>): string {
  return request.ip ?? 'unknown';
}
