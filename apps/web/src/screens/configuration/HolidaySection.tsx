import { formatDayMonYear, type HolidayBody, type HolidayWrittenAnswer, MSG } from '@doyang/domain';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { useApi } from '../../providers/use-api.ts';
import { RelatedTable } from '../../resources/shared/RelatedTable.tsx';
import { restAdapter } from '../../resources/shared/rest-adapter.ts';
import { useIsGeneralDirection } from '../../resources/shared/use-general-direction.ts';
import { useToday } from '../../resources/shared/use-today.ts';
import { holidayForm } from './HolidayFields.tsx';
import { holidaysApi } from './holidays-api.ts';
import { YearSelect } from './YearSelect.tsx';

const TEXTS = {
  add: { done: (answer: unknown) => (answer as HolidayWrittenAnswer).message || MSG.holidayAdded, failed: MSG.holidayAddError },
  remove: { done: MSG.holidayDeleted, failed: MSG.holidayDeleteError },
};

/** Network-wide holidays (no group) of one year: listed, added, deleted (spec 03 §2, §8 texts). */
export const HolidaySection = () => {
  const thisYear = Number(useToday().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const holidays = useApi(holidaysApi);
  // General holidays are general direction's, as the server decides.
  const gd = useIsGeneralDirection();
  const rest = restAdapter(holidays, { general: 1, start_date: `${year}-01-01`, end_date: `${year}-12-31` });
  const adapter = {
    ...rest,
    // The list moves to the added holiday's year.
    add: async (input: HolidayBody) => {
      const answer = await holidays.create<HolidayWrittenAnswer>(input);
      setYear(Number(answer.data.start_date.slice(0, 4)));
      return answer;
    },
  };

  return (
    <RelatedTable
      title="DÍAS FESTIVOS"
      testId="settings-holidays"
      headerAction={<YearSelect year={year} years={[thisYear - 2, thisYear - 1, thisYear, thisYear + 1]} onChange={setYear} />}
      description={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Días sin clase en todos los grupos de la red: sus faltas no cuentan.
        </Typography>
      }
      table={{ label: 'Días festivos', testId: 'holidays' }}
      columns={[
        { label: 'Nombre', wrap: 'anywhere', render: (h) => h.name },
        { label: 'Desde', wrap: 'nowrap', render: (h) => formatDayMonYear(h.start_date) },
        { label: 'Hasta', wrap: 'nowrap', render: (h) => formatDayMonYear(h.end_date) },
      ]}
      empty={`No hay días festivos en ${year}.`}
      adapter={adapter}
      gate={{ add: gd, edit: false, remove: gd }}
      texts={TEXTS}
      form={holidayForm}
      add={{ inline: 'after' }}
      remove={{ label: (h) => `Eliminar ${h.name}`, confirm: { title: 'Eliminar día festivo' } }}
    />
  );
};
