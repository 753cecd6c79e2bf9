import { ConfigError } from '../config/app-config';
import { chooseLogFormat, prettyDestination, prettyLogLine } from './log-format';

const line = (record: object) => JSON.stringify({ time: Date.UTC(2026, 10, 24, 7, 5, 9), ...record });

describe('chooseLogFormat', () => {
  it('should print readable lines on a terminal and JSON elsewhere', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat('', true)).toBe('pretty');
  });

  it('should follow LOG_FORMAT whatever stdout is', () => {
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
    expect(chooseLogFormat(' JSON ', true)).toBe('json');
  });

  it('should stop on any other LOG_FORMAT, naming the variable', () => {
    expect(() => chooseLogFormat('yaml', true)).toThrow(ConfigError);
    expect(() => chooseLogFormat('yaml', true)).toThrow(/LOG_FORMAT/);
  });
});

describe('prettyLogLine', () => {
  it('should write time, level, context and message on one line', () => {
    expect(prettyLogLine(line({ level: 30, context: 'Seed', msg: 'seeded 22 chat messages' }))).toBe(
      '07:05:09 INFO  Seed: seeded 22 chat messages\n',
    );
  });

  it("should leave out Nest's start-up lines below warn but keep its warnings", () => {
    expect(
      prettyLogLine(
        line({ level: 30, context: 'InstanceLoader', msg: 'AppModule dependencies initialized' }),
      ),
    ).toBeNull();
    expect(
      prettyLogLine(line({ level: 30, context: 'RouterExplorer', msg: 'Mapped {/api/x, GET} route' })),
    ).toBeNull();
    expect(prettyLogLine(line({ level: 40, context: 'NestApplication', msg: 'slow' }))).toBe(
      '07:05:09 WARN  NestApplication: slow\n',
    );
  });

  it('should show an API call as method, path, status and time', () => {
    expect(
      prettyLogLine(
        line({
          level: 30,
          req: { id: 1, method: 'GET', url: '/api/auth/me' },
          res: { statusCode: 401 },
          responseTime: 12,
          msg: 'request completed',
        }),
      ),
    ).toBe('07:05:09 INFO  GET /api/auth/me 401 12 ms\n');
  });

  it('should print an error with its stack indented below', () => {
    const out = prettyLogLine(
      line({ level: 50, msg: 'boom', err: { message: 'boom', stack: 'Error: boom\n    at here' } }),
    );
    expect(out).toBe('07:05:09 ERROR boom\n    Error: boom\n        at here\n');
  });

  it('should pass a line that is not JSON through unchanged', () => {
    expect(prettyLogLine('plain text')).toBe('plain text\n');
  });
});

describe('prettyDestination', () => {
  it('should write every readable line of a chunk, in order, and skip the left-out ones', () => {
    const written: string[] = [];
    prettyDestination((text) => written.push(text)).write(
      `${line({ level: 30, context: 'InstanceLoader', msg: 'x' })}\n${line({ level: 30, msg: 'uno' })}\n${line({ level: 40, msg: 'dos' })}\n`,
    );
    expect(written).toEqual(['07:05:09 INFO  uno\n', '07:05:09 WARN  dos\n']);
  });
});
