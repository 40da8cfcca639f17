import { MSG, REVISION_RESULT_NAMES, type RevisionResultAnswer, type RosterEntryAnswer, revisionResult } from '@doyang/domain';
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Loading, useNotify } from 'react-admin';
import { errorText } from '../../resources/shared/error-text.ts';
import { useAttendanceApi } from './attendance-api.ts';
import { RequirementChecks } from './RequirementChecks.tsx';
import { checkedIds, itemsOf } from './revision-items.ts';

type Props = {
  revisionId: number;
  row: RosterEntryAnswer;
  canAssign: boolean;
  canApprove: boolean;
  onSaved: (result: RevisionResultAnswer) => void;
  onClose: () => void;
};

/**
 * A student's review: the products and other requisites of the requirement for their degree and age,
 * ticked when covered. The result follows the ticks as the server computes it (1 complete when all are
 * covered, else 2 incomplete). General direction may approve outright: '(DG) Todo cubierto y a tiempo'.
 */
export const RevisionDialog = ({ revisionId, row, canAssign, canApprove, onSaved, onClose }: Props) => {
  const api = useAttendanceApi();
  const notify = useNotify();
  const query = useQuery({
    queryKey: ['revision-requirement', revisionId, row.id],
    queryFn: () => api.requirement(revisionId, row.id),
  });
  const stored = query.data?.result ?? row.revision_result;
  const [products, setProducts] = useState<Set<number>>(new Set());
  const [others, setOthers] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setProducts(checkedIds(stored?.requirement_products));
    setOthers(checkedIds(stored?.requirement_other));
  }, [stored]);

  const requirement = query.data?.requirement ?? null;
  const required = {
    products: requirement?.products.map((p) => p.id) ?? [],
    others: requirement?.other_exam_requisites.map((o) => o.id) ?? [],
  };
  const result = revisionResult(
    required,
    [...products].map((id) => ({ id, checked: true })),
    [...others].map((id) => ({ id, checked: true })),
  );
  const run = async (call: () => Promise<{ message: string; data: RevisionResultAnswer }>, fallback: string) => {
    setBusy(true);
    try {
      const answer = await call();
      onSaved(answer.data);
      notify(answer.message || fallback, { type: 'success' });
      onClose();
    } catch (error) {
      notify(errorText(error, MSG.generic), { type: 'error' });
      setBusy(false);
    }
  };
  const assign = () =>
    run(
      () =>
        api.assignRevision({
          id: revisionId,
          user_id: row.id,
          requirementProducts: itemsOf(requirement?.products ?? [], products, stored?.requirement_products),
          requirementOther: itemsOf(requirement?.other_exam_requisites ?? [], others, stored?.requirement_other),
        }),
      MSG.revisionAssigned,
    );
  const approve = () => run(() => api.approveRevision(revisionId, row.id), MSG.revisionApproved);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="revision-title">
      <DialogTitle id="revision-title">{`Revisión de ${row.full_name}`}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {query.isPending ? (
          <Loading />
        ) : query.error ? (
          <Typography color="error">{errorText(query.error, MSG.generic)}</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {requirement ? `Requisitos: ${requirement.name}` : 'Su grado y edad no tienen requisitos de examen.'}
            </Typography>
            <RequirementChecks title="Productos" items={requirement?.products ?? []} on={products} onChange={setProducts} />
            <RequirementChecks
              title="Otros requisitos"
              items={requirement?.other_exam_requisites ?? []}
              on={others}
              onChange={setOthers}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2">Resultado:</Typography>
              <Chip
                size="small"
                color={result === 1 ? 'success' : 'warning'}
                label={REVISION_RESULT_NAMES[result]}
                data-testid="revision-result-preview"
              />
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Cancelar</Button>
        {canApprove && (
          <Button color="success" variant="outlined" disabled={busy || query.isPending} onClick={approve}>
            {MSG.revisionApproveButton}
          </Button>
        )}
        {canAssign && (
          <Button variant="contained" disabled={busy || query.isPending || Boolean(query.error)} onClick={assign}>
            Asignar revisión
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
