// Every Spanish text of the spec, verbatim (including its spelling). Import from here; never retype.
export const MSG = {
  // spec 01 §8
  loginFailed: 'Error al iniciar sesión',
  sessionExpired: 'Tu sesión a caducado, por favor vuelve a iniciar sesión',
  passwordChanged: 'La contraseña se ha cambiado con exito',
  passwordNotChanged: 'La contraseña no ha podido cambiarse, verifique su vieja contraseña.',
  noNextExam: 'No hay examen siguiente',
  trafficLightRecalculated: 'Semáforo recalculado, por favor refresca la página para ver los cambios',
  noDoyangSelected: 'SIN DOYANG SELECCIONADO',
  // spec 02 §5 common
  required: 'El campo no puede estar vacio',
  nameTooLong: 'Debe ser menos de 100 caracteres',
  nameTooLongDegree: 'Tiene que ser menos de 100 caracteres',
  orderAboveZero: 'El numero de orden debe ser mayor a 0',
  orderInteger: 'El numero debe ser un entero',
  fieldNotEmpty: 'Este campo no puede quedar vacío',
  atLeastOnePhone: 'Debes introducir al menos un telefono',
  // spec 02 §8
  saveError: 'Hubo un error al guardar los datos, intentalo mas tarde',
  created: 'El registro se ha creado con exito',
  edited: 'El registro se ha editado con exito',
  createError: 'Hubo un error al crear tu registro',
  editError: 'Hubo un error al editar tu registro',
  modifyError: 'Hubo un error al modificar tu registro',
  createdAccent: 'Se ha creado el registro con éxito',
  editedAccent: 'Se ha editado el registro con éxito',
  modifiedAccent: 'Se ha modificado el registro con éxito',
  degreeCreated: 'Tu registro se ha creado',
  degreeEdited: 'Tu registro se ha editado',
  deletedData: 'Dato borrado',
  generic: 'Error, intenta refrescar la página',
  confirmDeleteElement: '¿Está seguro que desea eliminar este elemento?',
  confirmDeleteRecord: '¿Estás seguro que deseas eliminar este registro?',
  // server-side texts decided by us (docs/decisions.md)
  unauthenticated: 'Unauthenticated.',
  tokenExpired: 'Token has expired',
  forbidden: 'No tienes permiso para realizar esta acción.',
  forbiddenDoyang: 'No tienes acceso a este doyang.',
  notFound: 'El registro no existe.',
  invalidData: 'Los datos enviados no son válidos.',
  tooManyLogins: 'Demasiados intentos de inicio de sesión, espera un minuto.',
  inUse: 'No se puede eliminar: el registro está en uso.',
  relatedMissing: 'El registro relacionado no existe.',
  duplicateName: 'Ya existe un registro con ese nombre.',
} as const;

export type MessageKey = keyof typeof MSG;
