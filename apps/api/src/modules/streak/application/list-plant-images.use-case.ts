import { Injectable } from '@nestjs/common';
import type { PlantImageView } from '@inhala/domain';
import { PlantImages } from '../ports/plant-images.port';

/** GET /api/plant-images: the twelve stages of the plant, from the empty pot to the celestial garden. */
@Injectable()
export class ListPlantImages {
  constructor(private readonly plants: PlantImages) {}

  execute(): Promise<PlantImageView[]> {
    return this.plants.list();
  }
}
