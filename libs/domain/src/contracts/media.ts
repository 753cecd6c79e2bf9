/** GET /api/images/hosts: the storage hosts whose images go through /api/images/proxy. */
export interface ImageProxyHostsResponse {
  hosts: string[];
}
