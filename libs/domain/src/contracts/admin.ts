export interface AdminCounts {
  angelMondays: number;
  oracleCards: number;
  archangels: number;
  challenges: number;
  meditations: number;
}
