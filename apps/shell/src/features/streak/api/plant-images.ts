import { queryOptions, useQuery } from '@tanstack/react-query';
import { PLANT_STAGES, plantImagePath, type PlantImageView } from '@inhala/domain';
import { getJson } from '@inhala/ui';

/** The spec's fallback table, drawn by the shell, when the list cannot be loaded. */
const FALLBACK_PLANT_IMAGES: PlantImageView[] = PLANT_STAGES.map((stage) => ({
  day: stage.day,
  imagePath: plantImagePath(stage),
  name: stage.name,
  description: stage.description,
}));

export const plantImageKeys = { all: ['plant-images'] as const };

/** GET /api/plant-images; an empty list or a failure gives the fallback table. */
export async function getPlantImages(): Promise<PlantImageView[]> {
  try {
    const list = await getJson<PlantImageView[]>('/api/plant-images');
    return list && list.length > 0 ? list : FALLBACK_PLANT_IMAGES;
  } catch {
    return FALLBACK_PLANT_IMAGES;
  }
}

/** Fresh for an hour; the fallback table is shown meanwhile. */
export const plantImagesQuery = queryOptions({
  queryKey: plantImageKeys.all,
  queryFn: getPlantImages,
  staleTime: 3_600_000,
  placeholderData: FALLBACK_PLANT_IMAGES,
});

export const usePlantImages = () => useQuery(plantImagesQuery);

export function plantImageFor(images: readonly PlantImageView[] | undefined, stage: number): PlantImageView {
  const list = images && images.length > 0 ? images : FALLBACK_PLANT_IMAGES;
  return list.find((p) => p.day === stage) ?? FALLBACK_PLANT_IMAGES[Math.max(0, Math.min(11, stage))]!;
}
