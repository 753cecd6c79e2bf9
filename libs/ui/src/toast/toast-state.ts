export interface ToastAction {
  /** The button's text, e.g. 'Deshacer'. */
  label: string;
  /** Read by screen readers when the button cannot be reached in time (Radix altText). */
  altText: string;
  onAction: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** One button beside the text, e.g. 'Deshacer' after a delete. */
  action?: ToastAction;
  /** Milliseconds on screen; 5 s when not given (01 §9). */
  duration?: number;
}

export interface ToastState extends ToastInput {
  id: number;
}
