import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { IconButton } from '@mui/material';
import type { ReactNode } from 'react';

// Rows dragged into a new order (the exam's blocks, a tournament area's schedule): mouse or keyboard (space, arrows),
// the new order saved by the caller on drop.

/** What a screen reader hears while a row is moved, in Spanish (dnd-kit speaks English by default). */
const SCREEN_READER_INSTRUCTIONS =
  'Para mover una fila, presiona espacio o Enter sobre su control de arrastre; usa las flechas arriba y abajo para ' +
  'llevarla a su nuevo lugar, y espacio o Enter para soltarla. Escape cancela el movimiento.';

function announcements(ids: readonly number[]): Announcements {
  const at = (id: string | number | undefined) => `la posición ${ids.indexOf(Number(id)) + 1} de ${ids.length}`;
  return {
    onDragStart: ({ active }) => `Tomaste la fila en ${at(active.id)}.`,
    onDragOver: ({ over }) => (over ? `La fila está en ${at(over.id)}.` : 'La fila está fuera de la lista.'),
    onDragEnd: ({ active, over }) =>
      over ? `Soltaste la fila en ${at(over.id)}.` : `Soltaste la fila; se queda en ${at(active.id)}.`,
    onDragCancel: ({ active }) => `Movimiento cancelado; la fila vuelve a ${at(active.id)}.`,
  };
}

/** Wraps a table whose rows (useSortableRow) move among `ids`; `onMove` gets the positions from and to on drop. */
export function SortableRows({
  ids,
  onMove,
  children,
}: {
  ids: readonly number[];
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcements(ids), screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS } }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A row's drag state: spread `row` on the TableRow and give `handle` to its DragHandle. */
export function useSortableRow(id: number, disabled: boolean) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return {
    row: { ref: setNodeRef, style: { transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 } },
    handle: { ...attributes, ...listeners },
  };
}

/** The grip a row is dragged by, named for screen readers ('Arrastrar …'). */
export const DragHandle = ({ label, handle }: { label: string; handle: ReturnType<typeof useSortableRow>['handle'] }) => (
  <IconButton size="small" aria-label={`Arrastrar ${label}`} sx={{ cursor: 'grab' }} {...handle}>
    <DragIndicatorIcon fontSize="small" />
  </IconButton>
);
