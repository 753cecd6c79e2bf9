import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('password_reset_codes')
export class PasswordResetCodeOrmEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'code_hash', type: 'text' }) codeHash!: string;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt!: Date;
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true }) usedAt!: Date | null;
  @Column({ name: 'failed_attempts', type: 'integer', default: 0 }) failedAttempts!: number;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
}
