import { useQuery } from '@tanstack/react-query';
import { PLANT_STAGES, plantImagePath, type PlantImageView, type StreakView } from '@inhala/domain';
import { getJson } from '../data/transport';

/** GET /api/streak, fresh for 30 s (01 §9). */
export const useStreak = (signedIn: boolean) =>
  useQuery({
    queryKey: ['streak'],
    queryFn: async (): Promise<StreakView> =>
      (await getJson<StreakView>('/api/streak')) ?? {
        currentStreak: 0,
        longestStreak: 0,
        lastCompletedDate: null,
        plantStage: 0,
      },
    enabled: signedIn,
    staleTime: 30_000,
  });

/** The spec's fallback table, drawn by the shell, when the list cannot be loaded. */
export const FALLBACK_PLANT_IMAGES: PlantImageView[] = PLANT_STAGES.map((stage) => ({
  day: stage.day,
  imagePath: plantImagePath(stage),
  name: stage.name,
  description: stage.description,
}));

export const usePlantImages = () =>
  useQuery({
    queryKey: ['plant-images'],
    queryFn: async (): Promise<PlantImageView[]> => {
      try {
        const list = await getJson<PlantImageView[]>('/api/plant-images');
        return list && list.length > 0 ? list : FALLBACK_PLANT_IMAGES;
      } catch {
        return FALLBACK_PLANT_IMAGES;
      }
    },
    staleTime: 3_600_000,
    placeholderData: FALLBACK_PLANT_IMAGES,
  });

export function plantImageFor(images: readonly PlantImageView[] | undefined, stage: number): PlantImageView {
  const list = images && images.length > 0 ? images : FALLBACK_PLANT_IMAGES;
  return list.find((p) => p.day === stage) ?? FALLBACK_PLANT_IMAGES[Math.max(0, Math.min(11, stage))]!;
}
