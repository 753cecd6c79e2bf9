import { Injectable } from '@nestjs/common';
import { MorningPageRepository } from '../ports/morning-page.repository.port';
import { pageNotFound } from './morning-page-input';

@Injectable()
export class DeleteMorningPage {
  constructor(private readonly pages: MorningPageRepository) {}

  async execute(ownerId: string, id: number): Promise<void> {
    if (!(await this.pages.delete(ownerId, id))) throw pageNotFound();
  }
}
