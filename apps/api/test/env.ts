process.env.LOG_LEVEL ??= 'silent';
jest.setTimeout(30_000);
