import {
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
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
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
