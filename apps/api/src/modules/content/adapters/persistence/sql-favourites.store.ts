import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { FavoriteMeditationView } from '@inhala/domain';
import { FavouritesStore } from '../../ports/favourites.store.port';

@Injectable()
export class SqlFavouritesStore extends FavouritesStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  list(userId: string): Promise<FavoriteMeditationView[]> {
    return this.db.query(
      `SELECT m.id, m.name, m.image_url AS "imageUrl", m.duration, m.is_new AS "isNew"
         FROM user_meditations um JOIN meditations m ON m.id = um.meditation_id
        WHERE um.user_id = $1 AND um.favorite AND m.status = 'published' AND m.deleted_at IS NULL
        ORDER BY um.updated_at DESC, m.id`,
      [userId],
    );
  }

  async set(userId: string, meditationId: number, favourite: boolean): Promise<boolean> {
    const rows: Array<{ id: number }> = await this.db.query(
      `WITH target AS (SELECT id FROM meditations WHERE id = $2 AND status = 'published' AND deleted_at IS NULL),
            saved AS (
              INSERT INTO user_meditations (user_id, meditation_id, favorite)
              SELECT $1, id, $3 FROM target
              ON CONFLICT (user_id, meditation_id)
              DO UPDATE SET favorite = EXCLUDED.favorite,
                            updated_at = CASE WHEN user_meditations.favorite = EXCLUDED.favorite THEN user_meditations.updated_at ELSE now() END
              RETURNING meditation_id)
       SELECT meditation_id AS id FROM saved`,
      [userId, meditationId, favourite],
    );
    return rows.length > 0;
  }
}
