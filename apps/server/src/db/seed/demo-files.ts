import { buffer } from 'node:stream/consumers';
import { EXAM_RESULTS, formatDayMonYear } from '@doyang/domain';
import { eq, sql } from 'drizzle-orm';
import { publishResource } from '../../modules/digital-resources/index.ts';
import { STYLES, titleBlock } from '../../reports/pdf/exam-header.ts';
import { type PdfContent, type PdfDocument, pdfStream } from '../../reports/pdf.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { newStorageKey } from '../../storage/storage-keys.ts';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { rows } from '../sql.ts';
import { pngImage } from './demo-png.ts';

// RECURSOS DIGITALES MDK as a network has them (issue 26): two PDFs made with the product's PDF writer (the exam rules,
// the year's calendar from the demo's own events) and an image (the belt colours), stored through the file storage
// like any upload; and the enrolment form of alumno@demo.mx as their file (expediente).

const pdfBytes = async (doc: PdfDocument) => buffer(await pdfStream({ styles: STYLES, ...doc }));

const section = (text: string): PdfContent => ({ text, style: 'section' });
const paragraph = (text: string): PdfContent => ({ text, margin: [0, 0, 0, 4] });

function examRules(year: number): PdfDocument {
  const scale: PdfContent[][] = EXAM_RESULTS.filter((r) => r.min_score !== null).map((r) => [
    `${r.min_score} o más`,
    r.name,
    r.approved ? 'Aprobado' : 'No aprobado',
  ]);
  return {
    info: { title: `Reglamento de exámenes de grado ${year}` },
    content: [
      ...titleBlock('REGLAMENTO DE EXÁMENES DE GRADO', `Vigente para ${year}`),
      section('1. Requisitos para presentar'),
      paragraph('Estar al corriente en mensualidades, tener su revisión completa y el tiempo mínimo en su grado actual.'),
      paragraph('Presentarse con dobok limpio, cinta bien anudada y credencial vigente, 30 minutos antes de su bloque.'),
      section('2. Calificación'),
      {
        table: {
          headerRows: 1,
          widths: ['auto', '*', 'auto'],
          body: [
            [
              { text: 'Puntos', style: 'th' },
              { text: 'Resultado', style: 'th' },
              { text: '', style: 'th' },
            ],
            ...scale,
          ],
        },
      },
      section('3. Después del examen'),
      paragraph('Los resultados se publican en la plataforma; el certificado se entrega en la siguiente junta de padres.'),
    ],
  };
}

async function calendar(db: Db, year: number): Promise<PdfDocument> {
  const events = await rows<{ name: string; date: string; kind: string }>(
    db,
    sql`select name, date::text as date, 'Examen' as kind from exams where extract(year from date) = ${year}
      union all select name, date::text, 'Evento' from events where extract(year from date) = ${year}
      union all select name, date::text, 'Torneo' from tournaments where extract(year from date) = ${year}
      order by 2, 1`,
  );
  return {
    info: { title: `Calendario de actividades ${year}` },
    content: [
      ...titleBlock(`CALENDARIO DE ACTIVIDADES ${year}`, 'Exámenes, eventos y torneos de la red'),
      {
        margin: [0, 10, 0, 0],
        table: {
          headerRows: 1,
          widths: ['auto', 'auto', '*'],
          body: [
            [
              { text: 'Fecha', style: 'th' },
              { text: 'Tipo', style: 'th' },
              { text: 'Actividad', style: 'th' },
            ],
            ...events.map((e) => [formatDayMonYear(e.date), e.kind, e.name]),
          ],
        },
      },
    ],
  };
}

/** The belts of the network from white to black, each a band with its tip, on a light background. */
function beltColours(): Buffer {
  const belts = [
    [245, 245, 240],
    [240, 200, 40],
    [235, 120, 30],
    [50, 150, 70],
    [40, 90, 180],
    [120, 75, 40],
    [200, 40, 40],
    [25, 25, 25],
  ] as const;
  const [width, band, gap] = [480, 34, 12];
  const height = gap + belts.length * (band + gap);
  return pngImage(width, height, (x, y) => {
    const i = Math.floor((y - gap) / (band + gap));
    const inBand = y >= gap && (y - gap) % (band + gap) < band && i < belts.length;
    if (!inBand || x < 24 || x > width - 24) return [236, 240, 246];
    const edge = (y - gap) % (band + gap) === 0 || (y - gap) % (band + gap) === band - 1 || x === 24 || x === width - 24;
    if (edge) return [90, 90, 90];
    // The tip of a kup's belt: a black stripe near the end, as the exams award them.
    if (i < belts.length - 1 && x > width - 90 && x < width - 70) return [25, 25, 25];
    return belts[i];
  });
}

function enrolmentForm(fullName: string, today: string): PdfDocument {
  return {
    info: { title: `Ficha de inscripción de ${fullName}` },
    content: [
      ...titleBlock('FICHA DE INSCRIPCIÓN', fullName, formatDayMonYear(today)),
      section('Datos del alumno'),
      paragraph(`Nombre: ${fullName}`),
      paragraph('Documentos entregados: acta de nacimiento, CURP, certificado médico y carta responsiva firmada.'),
    ],
  };
}

const at = (today: string, daysBack: number) => new Date(Date.parse(`${today}T16:00:00Z`) - daysBack * 86_400_000);

export async function seedDigitalResources(db: Db, storage: FileStorage, today: string): Promise<void> {
  const year = Number(today.slice(0, 4));
  const director = 1;
  await publishResource(db, storage, {
    name: `Reglamento de exámenes de grado ${year}`,
    bytes: await pdfBytes(examRules(year)),
    createdBy: director,
    createdAt: at(today, 40),
  });
  await publishResource(db, storage, {
    name: 'Tabla de colores de cintas',
    bytes: beltColours(),
    createdBy: director,
    createdAt: at(today, 21),
  });
  await publishResource(db, storage, {
    name: `Calendario de actividades ${year}`,
    bytes: await pdfBytes(await calendar(db, year)),
    createdBy: director,
    createdAt: at(today, 6),
  });

  const [student] = await db
    .select({ id: t.users.id, name: t.users.name, last_name: t.users.last_name })
    .from(t.users)
    .where(eq(t.users.email, 'alumno@demo.mx'));
  if (!student) return;
  const key = newStorageKey('users', 'pdf');
  await storage.put(key, await pdfBytes(enrolmentForm(`${student.name} ${student.last_name}`, today)), 'application/pdf');
  await db.update(t.users).set({ file: key }).where(eq(t.users.id, student.id));
}
