import { Test } from '@nestjs/testing';
import type { ChallengeProgressView, ChallengeView } from '@inhala/domain';
import { Catalogue } from '../../content';
import { ChallengeStore } from '../ports/challenge-store.port';
import { JoinChallenge } from './join-challenge.use-case';

/** The store's one-active-challenge rule, kept in memory as the SQL store keeps it in an index. */
class InMemoryChallengeStore {
  readonly rows = new Map<string, ChallengeProgressView>();

  async progress(ownerId: string): Promise<ChallengeProgressView[]> {
    return [...this.rows.entries()].filter(([key]) => key.startsWith(`${ownerId}:`)).map(([, row]) => row);
  }

  async activate(ownerId: string, challengeId: number): Promise<'joined' | 'busy'> {
    if ((await this.progress(ownerId)).some((p) => p.isActive && p.challengeId !== challengeId))
      return 'busy';
    const before = this.rows.get(`${ownerId}:${challengeId}`);
    this.rows.set(`${ownerId}:${challengeId}`, {
      challengeId,
      currentDay: before?.currentDay ?? 1,
      completedDays: before?.completedDays ?? [],
      isActive: true,
      isCompleted: false,
      completedAt: null,
    });
    return 'joined';
  }

  async deactivate(ownerId: string, challengeId: number): Promise<boolean> {
    const row = this.rows.get(`${ownerId}:${challengeId}`);
    if (!row?.isActive) return false;
    row.isActive = false;
    return true;
  }
}

const challenge = (id: number) => ({ id, name: `Reto ${id}`, totalDays: 7 }) as ChallengeView;

describe('JoinChallenge', () => {
  let join: JoinChallenge;
  let store: InMemoryChallengeStore;

  beforeEach(async () => {
    store = new InMemoryChallengeStore();
    const catalogue = { challenge: async (id: number) => (id <= 3 ? challenge(id) : null) };
    const modules = await Test.createTestingModule({
      providers: [
        JoinChallenge,
        { provide: ChallengeStore, useValue: store },
        { provide: Catalogue, useValue: catalogue },
      ],
    }).compile();
    join = modules.get(JoinChallenge);
  });

  it('should join, and answer the same participation when joining again', async () => {
    const first = await join.execute('ana', 1);
    expect(first).toMatchObject({ challengeId: 1, currentDay: 1, isActive: true });
    await expect(join.execute('ana', 1)).resolves.toEqual(first);
  });

  it('should refuse a second active challenge until the first is left, then keep the progress', async () => {
    await join.execute('ana', 1);
    store.rows.get('ana:1')!.currentDay = 3;
    await expect(join.execute('ana', 2)).rejects.toMatchObject({ code: 'CHALLENGE.ALREADY_ACTIVE' });
    await store.deactivate('ana', 1);
    await join.execute('ana', 2);
    await store.deactivate('ana', 2);
    await expect(join.execute('ana', 1)).resolves.toMatchObject({ currentDay: 3, isActive: true });
  });

  it('should refuse a completed challenge and an unknown one', async () => {
    store.rows.set('ana:2', {
      challengeId: 2,
      currentDay: 7,
      completedDays: [1, 2, 3, 4, 5, 6, 7],
      isActive: false,
      isCompleted: true,
      completedAt: '2026-11-01T10:00:00.000Z',
    });
    await expect(join.execute('ana', 2)).rejects.toMatchObject({ code: 'CHALLENGE.ALREADY_COMPLETED' });
    await expect(join.execute('ana', 9)).rejects.toMatchObject({ code: 'CHALLENGE.NOT_FOUND' });
  });
});
