export interface HealthView {
  status: 'ok' | 'error';
  database: 'up' | 'down';
}
