import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The id is the SHA-256 of the client's session id: a leaked table does not leak sessions.
 * created_at is the sign-in: refreshes move expires_at, never past 90 days after it.
 */
@Entity('sessions')
export class SessionOrmEntity {
  @PrimaryColumn({ type: 'char', length: 64 }) id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt!: Date;
}
