import type { MeditationView, RitualMeditationView } from '@inhala/domain';

/** The copy of a catalogue meditation a ritual keeps, so the ritual survives catalogue edits. */
export const toRitualMeditation = (m: MeditationView): RitualMeditationView => ({
  id: m.id,
  name: m.name,
  keywords: m.keywords.join(', '),
  videoUrl: m.videoUrl,
  duration: m.duration,
  imageUrl: m.imageUrl,
});
