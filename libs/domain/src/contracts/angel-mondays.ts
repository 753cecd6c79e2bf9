export interface AngelMondayView {
  id: number;
  title: string;
  /** Sanitised HTML. */
  text: string;
  timestamp: string;
  audioUrl: string | null;
  /**
   * The audio's text alternative (GET /api/angel-mondays/{id}/transcript) and timed captions
   * (…/captions.vtt): premium like the audio, null for leads and visitors and when it has none.
   */
  transcriptUrl: string | null;
  captionsUrl: string | null;
  gradientOption: number;
}
