import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/time/clock.port';
import { VisibleAngelMondays, type AngelMondayTitle } from '../../ports/visible-angel-mondays.port';
import { VISIBLE_ANGEL_MONDAY } from './visible-angel-monday.sql';

@Injectable()
export class SqlVisibleAngelMondays extends VisibleAngelMondays {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
  ) {
    super();
  }

  async titles(ids: readonly number[]): Promise<AngelMondayTitle[]> {
    if (ids.length === 0) return [];
    return this.db.query(
      `SELECT id, title, gradient_option AS "gradientOption" FROM angel_mondays
        WHERE id = ANY($2::int[]) AND ${VISIBLE_ANGEL_MONDAY}`,
      [this.clock.now(), [...new Set(ids)]],
    );
  }
}
