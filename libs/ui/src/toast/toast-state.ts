export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface ToastState extends ToastInput {
  id: number;
}
