import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/** /inventory_moves (Entradas/Salidas, InventoryMoveIndex): a list only; moves are made in INVENTARIO. */
export const inventoryMoves: ResourceProps = {
  name: 'inventory_moves',
  ...lazyResource({ list: lazyNamed(() => import('./InventoryMoveList.tsx'), 'InventoryMoveList') }),
};
