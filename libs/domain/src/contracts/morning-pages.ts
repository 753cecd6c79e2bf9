export interface MorningPageView {
  id: number;
  title: string | null;
  content: string;
  promptText: string | null;
  challengeId: number | null;
  challengeName: string | null;
  dayNumber: number | null;
  archived: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface CreateMorningPageRequest {
  title?: string;
  content: string;
  /**
   * Made by the browser (a UUID) so a page written offline and sent again on reconnection, or a
   * retry after a lost answer, is stored once: the same id answers the page already stored.
   */
  clientId?: string;
}

export interface UpdateMorningPageRequest {
  title?: string;
  content?: string;
  archived?: boolean;
}
