import { isStudentRole, MSG, storedFile, userFileForm, userRecordAnswer, userUpdateSchema } from '@doyang/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { idParams } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { removeAfterCommit } from '../../http/stored-files.ts';
import { readUpload, uploadOf } from '../../http/uploads.ts';
import { requireStaffAccess } from '../../plugins/permissions.ts';
import { fileSlug, sendDownload } from '../../reports/download.ts';
import { contentTypeOf } from '../../storage/file-kinds.ts';
import { keyExtension } from '../../storage/storage-keys.ts';
import { RECORD_RELATIONS, showUser } from './user-record.queries.ts';
import { authorizeRecord } from './users.routes.ts';
import { loadUserRow, updateUser } from './users.service.ts';

// A person's file (expediente, spec 02 §3 `file`): sent with the record's update as a multipart POST with
// `_method=PUT` (spec 02 §7), downloaded by whoever may read the record (the same doyang scope), replaced files removed
// once the save commits. A person's delete takes their file too (users.routes.ts).

const tags = ['users'];
const byRecordRule = { anyLogin: 'authorizeRecord (users.routes.ts): alumnos por doyang, personal por Usuarios/Sinodales' };
const upload = readUpload({ folder: 'users', methodOverride: true, fields: userUpdateSchema });

export async function userFileRoutes(app: FastifyInstance): Promise<void> {
  const today = () => app.clock.today();

  route(app, {
    method: 'POST',
    url: '/api/users/:id',
    tags,
    summary: 'Guarda el expediente de una persona con su archivo (multipart con _method=PUT: file y los campos del registro)',
    permission: byRecordRule,
    scope: 'doyang',
    params: idParams,
    form: userFileForm,
    // Refused before anything is stored: a person the caller may not edit gets no file.
    preValidation: async (request) => {
      const id = Number((request.params as { id: string }).id);
      if (Number.isInteger(id) && id > 0 && id < 2 ** 31) authorizeRecord(request.user, await loadUserRow(app.db, id), 'update');
      await upload(request);
    },
    response: userRecordAnswer,
    handler: async ({ db, actor, params, request }) => {
      const { file, fields } = uploadOf(request);
      const before = await loadUserRow(db, params.id);
      authorizeRecord(actor, before, 'update');
      const changes = userUpdateSchema.parse(fields);
      if (changes.role_id && isStudentRole(changes.role_id) !== isStudentRole(before.role_id)) {
        requireStaffAccess(actor, 'update', false);
      }
      await updateUser(db, actor, before, changes, today());
      if (file) {
        await db.update(users).set({ file: file.key }).where(eq(users.id, params.id));
        removeAfterCommit(request, before.file);
      }
      return showUser(db, params.id, { with: RECORD_RELATIONS, append: [] }, today());
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/users/:id/file',
    tags,
    summary: 'Descarga el expediente de una persona (PDF o imagen)',
    permission: byRecordRule,
    scope: 'doyang',
    params: idParams,
    response: storedFile,
    handler: async ({ db, actor, params, reply }) => {
      const row = await loadUserRow(db, params.id);
      authorizeRecord(actor, row, 'read');
      if (!row.file) throw new HttpError(404, MSG.userFileMissing);
      const stored = await app.storage.get(row.file);
      if (!stored) throw new HttpError(404, MSG.storedFileMissing);
      const extension = keyExtension(row.file);
      const name = `expediente-${fileSlug([row.name, row.last_name, row.second_last_name].filter(Boolean).join(' '))}.${extension}`;
      reply.header('Content-Length', stored.size).header('Cache-Control', 'private, no-cache');
      return sendDownload(reply, name, contentTypeOf(extension), stored.body);
    },
  });
}
