import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThanOrEqual, Repository } from 'typeorm';
import type { AngelMondayView } from '@inhala/domain';
import { AngelMondayRepository } from '../../ports/angel-monday.repository.port';
import { AngelMondayOrmEntity } from './angel-monday.orm-entity';

@Injectable()
export class TypeormAngelMondayRepository extends AngelMondayRepository {
  constructor(
    @InjectRepository(AngelMondayOrmEntity) private readonly rows: Repository<AngelMondayOrmEntity>,
  ) {
    super();
  }

  async listVisibleNewestFirst(now: Date): Promise<AngelMondayView[]> {
    const live = { status: 'published' as const, deletedAt: IsNull() };
    const rows = await this.rows.find({
      where: [
        { ...live, publishAt: IsNull() },
        { ...live, publishAt: LessThanOrEqual(now) },
      ],
      order: { timestamp: 'DESC', id: 'DESC' },
    });
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      text: row.text,
      timestamp: new Date(row.timestamp).toISOString(),
      audioUrl: row.audioUrl,
      gradientOption: row.gradientOption,
    }));
  }
}
