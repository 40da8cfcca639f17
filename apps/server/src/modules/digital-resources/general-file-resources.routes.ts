import {
  crudSummaries,
  generalFileResources as entry,
  generalFileResourceAnswer,
  generalFileResourceCreateForm,
  generalFileResourceSchema,
  generalFileResourceUpdateForm,
  MSG,
  storedFile,
} from '@doyang/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { idParams } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { readUpload, uploadOf } from '../../http/uploads.ts';
import { sendDownload } from '../../reports/download.ts';
import {
  createResource,
  deleteResource,
  downloadName,
  resourceOnWire,
  resourceRow,
  updateResource,
} from './general-file-resources.service.ts';

// RECURSOS DIGITALES MDK's writes and download (spec 03 §7 'Digital resources'): create and update are multipart (name,
// file; an update also as POST with `_method=PUT`, spec 01 §7), the delete takes the file with the row, the download
// streams the stored file. Network-wide: the general direction publishes to every school (docs/decisions.md).

const tags = [entry.name];
const summaries = crudSummaries(entry);
const area = 'Recursos Digitales' as const;
const base = `/api/${entry.name}` as const;
const updateFields = generalFileResourceSchema.partial();

/** A resource as every call answers it (its download name too). */
const shown = async (db: Db, id: number) => resourceOnWire(await resourceRow(db, id));

export async function generalFileResourceRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'POST',
    status: 201,
    url: base,
    tags,
    summary: `${summaries.create} (multipart: name, file PDF o imagen)`,
    permission: { area, action: 'create' },
    scope: 'network',
    form: generalFileResourceCreateForm,
    preValidation: readUpload({ folder: 'general-file-resources', required: true, fields: generalFileResourceSchema }),
    response: generalFileResourceAnswer,
    handler: async ({ db, actor, request }) => {
      const { file, fields } = uploadOf(request);
      if (!file) throw new HttpError(422, MSG.uploadRequired, { file: [MSG.uploadRequired] });
      const id = await createResource(db, actor.id, generalFileResourceSchema.parse(fields), file);
      return shown(db, id);
    },
  });

  const update = async ({ db, request, params }: { db: Db; request: FastifyRequest; params: { id: number } }) => {
    const { file, fields } = uploadOf(request);
    await updateResource(db, request, params.id, updateFields.parse(fields), file);
    return shown(db, params.id);
  };
  const updateUpload = (methodOverride: boolean) =>
    readUpload({ folder: 'general-file-resources', methodOverride, fields: updateFields });

  // The spec's form: POST with `_method=PUT` (a browser's multipart form cannot send PUT).
  route(app, {
    method: 'POST',
    url: `${base}/:id`,
    tags,
    summary: `${summaries.update} (multipart con _method=PUT: name y/o file)`,
    permission: { area, action: 'update' },
    scope: 'network',
    params: idParams,
    form: generalFileResourceUpdateForm,
    preValidation: updateUpload(true),
    response: generalFileResourceAnswer,
    handler: update,
  });

  route(app, {
    method: 'PUT',
    url: `${base}/:id`,
    tags,
    summary: `${summaries.update} (multipart o JSON: name y/o file)`,
    permission: { area, action: 'update' },
    scope: 'network',
    params: idParams,
    form: generalFileResourceUpdateForm.omit({ _method: true }),
    preValidation: updateUpload(false),
    response: generalFileResourceAnswer,
    handler: update,
  });

  route(app, {
    method: 'DELETE',
    url: `${base}/:id`,
    tags,
    summary: `${summaries.delete} y su archivo`,
    permission: { area, action: 'delete' },
    scope: 'network',
    params: idParams,
    response: generalFileResourceAnswer,
    handler: async ({ db, request, params }) => {
      return resourceOnWire(await deleteResource(db, request, params.id));
    },
  });

  route(app, {
    method: 'GET',
    url: `${base}/:id/download`,
    tags,
    summary: 'Descarga el archivo de un recurso digital (PDF o imagen, con el nombre del recurso)',
    permission: { area },
    scope: 'network',
    params: idParams,
    response: storedFile,
    handler: async ({ db, params, reply }) => {
      const row = await resourceRow(db, params.id);
      const stored = await app.storage.get(row.file);
      if (!stored) throw new HttpError(404, MSG.storedFileMissing);
      reply.header('Content-Length', stored.size).header('Cache-Control', 'private, no-cache');
      return sendDownload(reply, downloadName(row.name, row.extension), row.content_type, stored.body);
    },
  });
}
