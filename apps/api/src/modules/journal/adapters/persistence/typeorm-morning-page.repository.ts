import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { MorningPageView } from '@inhala/domain';
import { MorningPageRepository, type MorningPageChanges } from '../../ports/morning-page.repository.port';
import { MorningPageOrmEntity } from './morning-page.orm-entity';

function toView(row: MorningPageOrmEntity): MorningPageView {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    promptText: row.promptText,
    challengeId: row.challengeId,
    challengeName: row.challengeName,
    dayNumber: row.dayNumber,
    archived: row.archived,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

@Injectable()
export class TypeormMorningPageRepository extends MorningPageRepository {
  constructor(
    @InjectRepository(MorningPageOrmEntity) private readonly rows: Repository<MorningPageOrmEntity>,
  ) {
    super();
  }

  async listActive(
    ownerId: string,
    page: { before: number | null; limit: number },
  ): Promise<MorningPageView[]> {
    const query = this.rows
      .createQueryBuilder('p')
      .where('p.user_id = :ownerId AND p.archived = false', { ownerId })
      .orderBy('p.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(page.limit);
    // Keyset: the pages after the one already shown, through the (user, created_at, id) index.
    if (page.before !== null) {
      query.andWhere(
        '(p.created_at, p.id) < (SELECT b.created_at, b.id FROM morning_pages b WHERE b.id = :before AND b.user_id = :ownerId)',
        { before: page.before },
      );
    }
    return (await query.getMany()).map(toView);
  }

  async create(
    ownerId: string,
    page: { title: string | null; content: string; clientId: string | null },
  ): Promise<MorningPageView> {
    if (page.clientId === null)
      return toView(await this.rows.save(this.rows.create({ userId: ownerId, ...page })));
    // One statement, so two replays racing each other still store one page.
    await this.rows.query(
      `INSERT INTO morning_pages (user_id, title, content, client_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, client_id) WHERE client_id IS NOT NULL DO NOTHING RETURNING id`,
      [ownerId, page.title, page.content, page.clientId],
    );
    return toView(await this.rows.findOneByOrFail({ userId: ownerId, clientId: page.clientId }));
  }

  async update(ownerId: string, id: number, changes: MorningPageChanges): Promise<MorningPageView | null> {
    const row = await this.rows.findOneBy({ id, userId: ownerId });
    if (!row) return null;
    Object.assign(row, changes, { updatedAt: new Date() });
    return toView(await this.rows.save(row));
  }

  async delete(ownerId: string, id: number): Promise<boolean> {
    const result = await this.rows.delete({ id, userId: ownerId });
    return (result.affected ?? 0) > 0;
  }
}
