import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('payment_events')
export class PaymentEventOrmEntity {
  @PrimaryColumn({ type: 'varchar' }) id!: string;
  @Column({ type: 'varchar' }) type!: string;
  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' }) receivedAt!: Date;
}
