import { Injectable } from '@nestjs/common';
import { hasFullAccess, type AngelMondayView, type Role } from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { AngelMondayRepository } from '../ports/angel-monday.repository.port';

/**
 * Everyone may see that there are messages (the home card shows the newest title), but the
 * message, its audio and the audio's transcript are premium: leads and visitors get them empty, whatever the client does.
 * Drafts, archived and deleted entries, and those scheduled for later, reach nobody.
 */
@Injectable()
export class ListAngelMondays {
  constructor(
    private readonly angelMondays: AngelMondayRepository,
    private readonly clock: Clock,
  ) {}

  async execute(viewerRole: Role | null): Promise<AngelMondayView[]> {
    const entries = await this.angelMondays.listVisibleNewestFirst(this.clock.now());
    if (hasFullAccess(viewerRole)) return entries;
    return entries.map((entry) => ({
      ...entry,
      text: '',
      audioUrl: null,
      transcriptUrl: null,
      captionsUrl: null,
    }));
  }
}
