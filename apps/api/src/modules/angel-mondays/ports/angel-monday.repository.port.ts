import type { AngelMondayView } from '@inhala/domain';

export abstract class AngelMondayRepository {
  abstract listNewestFirst(): Promise<AngelMondayView[]>;
}
