import { type Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { AdminPage } from '@inhala/domain';
import { ApiInteger } from '../../../../../platform/http/api-schema';

/** The OpenAPI schema of one editor's list page: `{ items: Item[], total, page, limit, totalPages }`. */
export function AdminPageDto<Item>(item: Type<Item>, name: string): Type<AdminPage<Item>> {
  class Page implements AdminPage<Item> {
    @ApiProperty({ type: [item] }) items!: Item[];
    @ApiInteger({ minimum: 0 }) total!: number;
    @ApiInteger({ minimum: 1 }) page!: number;
    @ApiInteger({ minimum: 1 }) limit!: number;
    @ApiInteger({ minimum: 1 }) totalPages!: number;
  }
  Object.defineProperty(Page, 'name', { value: name });
  return Page;
}
