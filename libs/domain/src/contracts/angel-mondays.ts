export interface AngelMondayView {
  id: number;
  title: string;
  /** Sanitised HTML. */
  text: string;
  timestamp: string;
  audioUrl: string | null;
  gradientOption: number;
}
