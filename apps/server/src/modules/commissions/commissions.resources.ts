import { multilevelDiscountTypes } from '@doyang/domain';
import { multilevel_discount_types } from '../../db/schema/index.ts';
import { bindResource } from '../../http/resource.ts';

/** TABLAS COMISIONES: the registry entry on its table. */
export const multilevelDiscountTypeResource = bindResource(multilevelDiscountTypes, {
  table: multilevel_discount_types,
  search: [multilevel_discount_types.name],
  orderable: { name: multilevel_discount_types.name, id: multilevel_discount_types.id },
});
