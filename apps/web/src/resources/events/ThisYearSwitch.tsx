import { FormControlLabel, Switch } from '@mui/material';
import { useListContext } from 'react-admin';

const KEY = 'filterThisYearOnly';

/** Spec 03 §2: the list starts on this year only unless the user turned it off in this browser. */
export const thisYearOnly = (): '0' | '1' => (localStorage.getItem(KEY) === '0' ? '0' : '1');

/** 'Solo este año': filters the list and remembers the choice in the browser. */
export const ThisYearSwitch = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const on = String(filterValues[KEY] ?? thisYearOnly()) !== '0';
  return (
    <FormControlLabel
      sx={{ px: 2, pt: 1 }}
      control={
        <Switch
          checked={on}
          onChange={(_, checked) => {
            localStorage.setItem(KEY, checked ? '1' : '0');
            setFilters({ ...filterValues, [KEY]: checked ? '1' : '0' }, displayedFilters);
          }}
        />
      }
      label="Solo este año"
    />
  );
};
