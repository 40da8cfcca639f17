import { MSG } from '@doyang/domain';
import ClearIcon from '@mui/icons-material/Clear';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import SearchIcon from '@mui/icons-material/Search';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Alert, Box, Button, IconButton, InputAdornment, TextField, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Loading } from 'react-admin';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { useApi } from '../../providers/use-api.ts';
import { PageHeading } from '../../resources/shared/PageHeading.tsx';
import { GenealogyTree } from './GenealogyTree.tsx';
import { genealogyApi } from './genealogy-api.ts';
import { allExpandable, type FlatTree, flattenTree, initialExpanded, searchTree, visibleRows } from './genealogy-tree.ts';

const SEARCH_DEBOUNCE_MS = 300;
const n = (value: number) => value.toLocaleString('es-MX');

/** '1 coincidencia', '3 de 1,204 coincidencias'. */
export const matchLabel = (at: number, total: number) =>
  total === 1 ? '1 coincidencia' : `${n(at + 1)} de ${n(total)} coincidencias`;

const Explorer = ({ tree }: { tree: FlatTree }) => {
  const [expanded, setExpanded] = useState(() => initialExpanded(tree));
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useMemo(() => searchTree(tree, query), [tree, query]);
  const [matchAt, setMatchAt] = useState(0);

  // A new search opens the teachers of every match and goes to the first one.
  useEffect(() => {
    setMatchAt(0);
    if (search?.ancestors.size) setExpanded((old) => new Set([...old, ...search.ancestors]));
  }, [search]);

  const rows = useMemo(() => visibleRows(tree, expanded, search), [tree, expanded, search]);
  const onToggle = useCallback(
    (node: number) =>
      setExpanded((old) => {
        const next = new Set(old);
        if (next.has(node)) next.delete(node);
        else next.add(node);
        return next;
      }),
    [],
  );
  const matches = search?.matches ?? [];
  const focus = matches.length ? matches[Math.min(matchAt, matches.length - 1)] : null;
  const step = (by: number) => setMatchAt((at) => (at + by + matches.length) % matches.length);

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}>
        <TextField
          size="small"
          label="Buscar persona"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && matches.length) step(e.shiftKey ? -1 : 1);
          }}
          sx={{ width: { xs: '100%', sm: 340 } }}
          slotProps={{
            htmlInput: { 'data-testid': 'genealogy-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: text ? (
                <InputAdornment position="end">
                  <IconButton size="small" aria-label="Borrar búsqueda" onClick={() => setText('')}>
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
        {search && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
            <Typography
              variant="body2"
              color={matches.length ? 'text.primary' : 'error'}
              data-testid="genealogy-matches"
              sx={{ mr: 0.5 }}
            >
              {matches.length ? matchLabel(Math.min(matchAt, matches.length - 1), matches.length) : 'Sin coincidencias'}
            </Typography>
            <Tooltip title="Anterior">
              <span>
                <IconButton
                  size="small"
                  aria-label="Coincidencia anterior"
                  disabled={matches.length < 2}
                  onClick={() => step(-1)}
                >
                  <KeyboardArrowUpIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Siguiente">
              <span>
                <IconButton
                  size="small"
                  aria-label="Coincidencia siguiente"
                  disabled={matches.length < 2}
                  onClick={() => step(1)}
                >
                  <KeyboardArrowDownIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        )}
        <Box sx={{ flex: 1 }} />
        <Button
          size="small"
          startIcon={<UnfoldMoreIcon />}
          onClick={() => setExpanded(allExpandable(tree))}
          data-testid="genealogy-expand-all"
        >
          Expandir todo
        </Button>
        <Button
          size="small"
          startIcon={<UnfoldLessIcon />}
          onClick={() => setExpanded(new Set([0]))}
          data-testid="genealogy-collapse-all"
        >
          Contraer todo
        </Button>
      </Box>
      {search && !matches.length ? (
        <Alert severity="info">No hay nadie en el linaje con ese nombre.</Alert>
      ) : (
        <GenealogyTree tree={tree} rows={rows} expanded={expanded} search={search} focus={focus} onToggle={onToggle} />
      )}
    </>
  );
};

/** GenealogyIndex (/genealogy, 'Linaje'): the teacher → student tree from the general director down. */
export const GenealogyIndex = () => {
  const genealogy = useApi(genealogyApi);
  const { data, isPending, error } = useQuery({
    queryKey: ['genealogy'],
    queryFn: () => genealogy.tree(),
    staleTime: 5 * 60_000,
  });
  const tree = useMemo(() => (data ? flattenTree(data) : null), [data]);
  return (
    <Box data-testid="genealogy">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <PageHeading>LINAJE</PageHeading>
        {tree && (
          <Typography variant="body2" color="text.secondary" data-testid="genealogy-summary">
            {n(tree.size)} personas · {tree.maxDepth + 1} generaciones
          </Typography>
        )}
      </Box>
      {isPending && <Loading />}
      {error && <Alert severity="error">{MSG.generic}</Alert>}
      {tree && <Explorer tree={tree} />}
    </Box>
  );
};
