import type { Logger } from '@nestjs/common';
import { adminUrl, urlFor, withAdmin } from '../../../test/database';
import { PostgresListener } from './postgres-listener';

const tag = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const CHANNEL = `inhala_test_${tag}`;
const APPLICATION = `inhala-listener-test-${tag}`;

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 200) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const notify = (channel: string, payload: string) =>
  withAdmin((client) => client.query('SELECT pg_notify($1, $2)', [channel, payload]));

function listenerWith(url = adminUrl()) {
  const heard: Array<string | undefined> = [];
  const logs: string[] = [];
  let reconnects = 0;
  const logger = {
    log: (message: string) => logs.push(`log: ${message}`),
    warn: (message: string) => logs.push(`warn: ${message}`),
  } as unknown as Logger;
  const listener = new PostgresListener({
    url,
    channel: CHANNEL,
    applicationName: APPLICATION,
    subject: 'test events',
    logger,
    onNotification: (payload) => heard.push(payload),
    onReconnect: () => reconnects++,
  });
  return { listener, heard, logs, reconnects: () => reconnects };
}

describe('PostgresListener', () => {
  it('should hand over the payloads of its own channel only', async () => {
    const { listener, heard } = listenerWith();
    await listener.start();
    try {
      await notify(`${CHANNEL}_other`, 'not ours');
      await notify(CHANNEL, 'one');
      await until(() => heard.length > 0, 'the notification');
      expect(heard).toEqual(['one']);
    } finally {
      await listener.stop();
    }
  });

  it('should listen again after its connection is ended, and say so once', async () => {
    const { listener, heard, logs, reconnects } = listenerWith();
    await listener.start();
    try {
      const ended = await withAdmin((client) =>
        client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
          APPLICATION,
        ]),
      );
      expect(ended.rowCount).toBe(1);
      await until(() => reconnects() > 0, 'the reconnection');
      await notify(CHANNEL, 'after');
      await until(() => heard.includes('after'), 'a notification after reconnecting');
      expect(reconnects()).toBe(1);
      expect(logs[0]).toMatch(/^warn: test events connection lost \(.+\); reconnecting$/);
      expect(logs).toContain('log: listening again for test events');
    } finally {
      await listener.stop();
    }
  });

  it('should fail to start when PostgreSQL cannot be reached', async () => {
    const { listener, reconnects } = listenerWith(urlFor('postgres', 1));
    await expect(listener.start()).rejects.toThrow();
    await listener.stop();
    expect(reconnects()).toBe(0);
  });
});
