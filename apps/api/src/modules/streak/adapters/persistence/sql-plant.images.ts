import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { PlantImageView } from '@inhala/domain';
import { PlantImages } from '../../ports/plant-images.port';

@Injectable()
export class SqlPlantImages extends PlantImages {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  list(): Promise<PlantImageView[]> {
    return this.db.query(
      `SELECT day, image_path AS "imagePath", name, COALESCE(description, '') AS description FROM plant_images ORDER BY day`,
    );
  }
}
