import { Injectable } from '@nestjs/common';
import {
  LISTENING_RULES,
  hasFullAccess,
  isResumable,
  listeningShelf,
  type ListeningKind,
  type ListeningPositionDto,
  type ListeningShelfDto,
  type ListeningShelfItemDto,
  type UserView,
} from '@inhala/domain';
import { ListeningPositions } from '../ports/listening-positions.port';
import { ListeningItems, listeningPositionView } from './listening-items';

/**
 * Places the shelf reads at most: a few more than it shows, for those whose recording was
 * unpublished since (skipped, not deleted: it may come back).
 */
const SHELF_READ = LISTENING_RULES.shelfSize * 4;

/** GET /api/practice/listening and GET /api/practice/listening/{kind}/{id}. */
@Injectable()
export class ReadListening {
  constructor(
    private readonly positions: ListeningPositions,
    private readonly items: ListeningItems,
  ) {}

  /** Where the player starts: the place kept, or `position: null`. 404 for a recording that does not exist. */
  async position(userId: string, kind: ListeningKind, id: number): Promise<ListeningPositionDto> {
    await this.items.require(kind, id);
    const stored = await this.positions.find(userId, kind, id);
    return listeningPositionView(kind, id, stored && isResumable(stored) ? stored : null);
  }

  /**
   * 'Continuar escuchando'. Empty for a person without a subscription: every card would lead to
   * the plans. Their places stay, for when they subscribe again.
   */
  async shelf(user: Pick<UserView, 'id' | 'role'>): Promise<ListeningShelfDto> {
    if (!hasFullAccess(user.role)) return { items: [] };
    const stored = (await this.positions.recent(user.id, SHELF_READ)).filter(isResumable);
    if (stored.length === 0) return { items: [] };
    const describe = await this.items.describer(stored);
    const items = stored.flatMap((s): ListeningShelfItemDto[] => {
      const item = describe(s.kind, s.id);
      if (!item) return [];
      const { kind, id, position, duration } = s;
      return [{ kind, id, position, duration, updatedAt: s.updatedAt.toISOString(), ...item }];
    });
    return { items: listeningShelf(items) };
  }
}
