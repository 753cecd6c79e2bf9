import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ContentStatus } from '@inhala/domain';

@Entity('angel_mondays')
export class AngelMondayOrmEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'varchar' }) title!: string;
  @Column({ type: 'text' }) text!: string;
  @Column({ type: 'timestamptz' }) timestamp!: Date;
  @Column({ name: 'audio_url', type: 'varchar', nullable: true }) audioUrl!: string | null;
  @Column({ name: 'gradient_option', type: 'integer', default: 1 }) gradientOption!: number;
  @Column({ type: 'varchar', length: 10, default: 'published' }) status!: ContentStatus;
  @Column({ name: 'publish_at', type: 'timestamptz', nullable: true }) publishAt!: Date | null;
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true }) deletedAt!: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt!: Date;
}
