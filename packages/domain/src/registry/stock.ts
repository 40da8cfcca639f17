import { PAGE_SIZES } from '../enums.ts';
import { MSG } from '../messages.ts';
import type { PermissionArea } from '../permission-areas.ts';
import { inventoryMoveSchema, productSchema, productSizeSchema, productVariantSchema } from '../schemas/stock.ts';
import { inventoryMoveAnswer, productAnswer, productSizeAnswer, productVariantAnswer } from '../schemas/stock-answers.ts';
import { defineResource, labelled } from './types.ts';

// Products with their variants and sizes (catalogue 'Productos'), and each doyang's stock of them: INVENTARIO
// (/doyang/{id}/inventory, a screen of the products list asked with a doyang) and Entradas/Salidas (issue 25).

/** Who reads the catalogue: its managers, the forms that pick products, the point of sale and the stock screens. */
const PRODUCT_READERS: readonly PermissionArea[] = [
  'Productos',
  'Categories de doyang',
  'Validación de examen',
  'Otros requisitos',
  'Ventas',
  'Inventario',
  'Entradas/Salidas',
];

/** The areas whose holders see a doyang's stock (INVENTARIO, Entradas/Salidas, the point of sale). */
export const STOCK_READERS: readonly PermissionArea[] = ['Inventario', 'Entradas/Salidas', 'Ventas'];

export const products = defineResource({
  name: 'products',
  answer: productAnswer,
  area: 'Productos',
  readAreas: PRODUCT_READERS,
  schema: productSchema,
  filters: ['active', 'doyang_id', 'session_doyang_id'],
  relations: ['product_variants', 'product_variants.product_sizes', 'multilevel_discount_type', 'role_prices'],
  orderable: ['name', 'price', 'id'],
  defaultOrder: ['name', 'asc'],
  perPage: PAGE_SIZES.default,
  menu: { section: 'catalogues', label: 'Productos' },
  labels: {
    name: 'Producto |||| Productos',
    list: 'PRODUCTOS',
    create: 'NUEVO PRODUCTO',
    edit: 'EDITAR PRODUCTO',
    created: MSG.createdAccent,
    updated: MSG.modifiedAccent,
    deleted: MSG.deletedData,
  },
  fields: [
    { name: 'name', label: 'Nombre', kind: 'upper', list: true },
    { name: 'price', label: 'Precio', kind: 'number', list: true },
    { name: 'active', label: 'Activo', kind: 'flag', list: true },
    { name: 'synonym', label: 'Sinónimo', kind: 'upper' },
    { name: 'multilevel_discount_type_id', label: 'Tabla de comisiones', kind: 'reference' },
    { name: 'role_prices', label: 'Precios por rol' },
    { name: 'product_variants', label: 'Variantes' },
  ],
  screens: 'custom',
});

export const productVariants = defineResource({
  name: 'product_variants',
  answer: productVariantAnswer,
  area: 'Productos',
  readAreas: PRODUCT_READERS,
  schema: productVariantSchema,
  filters: ['product_id'],
  relations: ['product_sizes', 'product'],
  orderable: ['order', 'name', 'id'],
  defaultOrder: ['order', 'asc'],
  perPage: PAGE_SIZES.default,
  labels: {
    name: 'Variante |||| Variantes',
    created: MSG.createdAccent,
    updated: MSG.modifiedAccent,
    deleted: MSG.deletedData,
  },
  fields: labelled({ name: 'Nombre', price: 'Precio', order: 'Orden' }),
  // Edited inside the product's form (ProductVariantEdit is a dialog there).
  screens: 'data',
});

export const productSizes = defineResource({
  name: 'product_sizes',
  answer: productSizeAnswer,
  area: 'Productos',
  readAreas: PRODUCT_READERS,
  schema: productSizeSchema,
  filters: ['product_variant_id'],
  relations: ['product_variant'],
  orderable: ['order', 'name', 'id'],
  defaultOrder: ['order', 'asc'],
  perPage: PAGE_SIZES.default,
  labels: {
    name: 'Talla |||| Tallas',
    created: MSG.createdAccent,
    updated: MSG.modifiedAccent,
    deleted: MSG.deletedData,
  },
  fields: labelled({ name: 'Nombre', prize: 'Precio', order: 'Orden', min_product: 'Mínimo', existance: 'Existencia' }),
  screens: 'data',
});

/** Entradas/Salidas (InventoryMoveIndex): every move of a doyang's stock, newest first, 20 a page. */
export const inventoryMoves = defineResource({
  name: 'inventory_moves',
  answer: inventoryMoveAnswer,
  area: 'Entradas/Salidas',
  readAreas: ['Entradas/Salidas', 'Inventario'],
  schema: inventoryMoveSchema,
  filters: ['doyang_id', 'product_id', 'product_variant_id', 'product_size_id', 'only_ins', 'only_outs', 'from_date', 'to_date'],
  relations: ['product_size'],
  orderable: ['created_at', 'id'],
  defaultOrder: ['created_at', 'desc'],
  perPage: PAGE_SIZES.default,
  menu: { section: 'administration', label: 'Entradas/Salidas' },
  labels: { name: 'Entrada/Salida |||| Entradas/Salidas', list: 'ENTRADAS/SALIDAS', created: MSG.createdAccent },
  fields: labelled({
    is_turn_in: 'Entrada/Salida',
    total_after_move: 'Total después del movimiento',
    parsed_created_at: 'Fecha',
    product_size: 'Producto',
    reference: 'Referencia',
    observation: 'Comentario',
    qty: 'Cantidad',
  }),
  screens: 'custom',
});
