import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('morning_pages')
export class MorningPageOrmEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'text' }) content!: string;
  @Column({ type: 'varchar', nullable: true }) title!: string | null;
  @Column({ name: 'prompt_text', type: 'text', nullable: true }) promptText!: string | null;
  @Column({ name: 'challenge_id', type: 'integer', nullable: true }) challengeId!: number | null;
  @Column({ name: 'challenge_name', type: 'varchar', nullable: true }) challengeName!: string | null;
  @Column({ name: 'day_number', type: 'integer', nullable: true }) dayNumber!: number | null;
  @Column({ type: 'boolean', default: false }) archived!: boolean;
  @Column({ name: 'client_id', type: 'uuid', nullable: true }) clientId!: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt!: Date;
}
