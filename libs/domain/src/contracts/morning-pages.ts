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
}

export interface UpdateMorningPageRequest {
  title?: string;
  content?: string;
  archived?: boolean;
}
