import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = join(tmpdir(), `inhala-e2e-${E2E_PORT}`);
/** The signed-in browser state of each demo role, written by auth.setup.ts once per run. */
export const E2E_AUTH_DIR = join(tmpdir(), `inhala-e2e-${E2E_PORT}-auth`);
