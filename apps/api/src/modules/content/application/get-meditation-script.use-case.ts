import { Injectable } from '@nestjs/common';
import type { MeditationScriptView } from '@inhala/domain';
import { MeditationScripts } from '../ports/meditation-scripts.port';
import { meditationNotFound } from './set-favourite.use-case';

/** GET /api/meditations/{id}/script: a published meditation's script; unknown or draft is not found. */
@Injectable()
export class GetMeditationScript {
  constructor(private readonly scripts: MeditationScripts) {}

  async execute(meditationId: number): Promise<MeditationScriptView> {
    const script = await this.scripts.published(meditationId);
    if (!script) throw meditationNotFound();
    return { meditationId: script.meditationId, steps: script.steps };
  }
}
