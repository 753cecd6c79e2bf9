import type { PlantImageView } from '@inhala/domain';

export abstract class PlantImages {
  abstract list(): Promise<PlantImageView[]>;
}
