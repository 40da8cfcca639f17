import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useCreatePath, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

type Props = { label?: string; resource?: string; 'data-testid'?: string };

/**
 * The list's create button, a button at every width: react-admin's CreateButton turns into a floating '+' below
 * 900 px, which covered the last rows' actions at 800 px.
 */
export const NewButton = ({ label, resource, 'data-testid': testId }: Props) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const current = useResourceContext({ resource });
  const text = label ?? translate('ra.action.create');
  return (
    <Button
      aria-label={text}
      component={Link}
      to={createPath({ resource: current, type: 'create' })}
      startIcon={<AddIcon />}
      size="small"
      data-testid={testId}
    >
      {text}
    </Button>
  );
};
