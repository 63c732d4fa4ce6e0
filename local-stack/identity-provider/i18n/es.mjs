// @ts-check
// Every string the provider's pages show, in Spanish, in the site's words
// (docs/spanish-glossary.md#site-words): usted in sentences, the infinitive on buttons and links.
// Same keys as en.mjs.

/** @type {import('./en.mjs').Copy} */
export const ES = {
  siteName: 'Inicio de sesión local de HomePay',
  eyebrow: 'Desarrollo local',
  returnToSite: 'Volver a HomePay',
  login: {
    title: 'Iniciar sesión',
    heading: 'Iniciar sesión en HomePay',
    intro:
      'Esta página reemplaza al proveedor de identidad real en su computadora. Inicie sesión con una de las cuentas de demostración que aparecen abajo.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    supportSummary: 'Personal de soporte: ver el sitio como un miembro',
    viewAs: 'Miembro cuya cuenta desea ver',
    chooseMember: 'Elija un miembro',
    supportHint:
      'Solo para cuentas de soporte. Su propia cuenta sigue siendo el titular del token; el miembro que elija se agrega como el atributo {claim}.',
    submit: 'Iniciar sesión',
    cancel: 'Cancelar y volver al sitio',
    demoAccounts: 'Cuentas de demostración',
    columns: {
      name: 'Nombre',
      status: 'Estado de la cuenta',
      email: 'Correo electrónico',
      password: 'Contraseña',
    },
    supportStatus: 'Soporte: ve el sitio como un miembro',
  },
  formErrors: {
    emailMissing: 'Ingrese su correo electrónico.',
    badCredentials:
      'Ese correo electrónico y esa contraseña no coinciden con ninguna cuenta de demostración. Las cuentas y su contraseña aparecen abajo.',
    supportMustChoose:
      'Las cuentas de soporte ven el sitio como un miembro: elija el miembro cuya cuenta desea ver.',
    onlySupport:
      'Solo las cuentas de soporte pueden ver el sitio como otro miembro. Deje vacío el campo "Miembro cuya cuenta desea ver".',
    chooseAgain: 'Elija el miembro cuya cuenta desea ver e inicie sesión de nuevo.',
  },
  logout: {
    title: 'Cerrar sesión',
    heading: '¿Desea cerrar sesión en HomePay?',
    intro: 'Se cerrará su sesión en el proveedor de identidad local y volverá al sitio.',
    confirm: 'Cerrar sesión',
    stay: 'Mantener la sesión iniciada',
  },
  signedOut: { title: 'Sesión cerrada', heading: 'Su sesión está cerrada' },
  error: {
    eyebrow: 'Inicio de sesión de desarrollo local',
    returnLink: 'Vuelva a HomePay',
    startAgain: 'e inicie sesión de nuevo.',
  },
  pages: {
    notFound: {
      heading: 'Página no encontrada',
      message: 'No hay ningún paso de inicio de sesión en esta dirección.',
    },
    methodNotAllowed: {
      heading: 'Método no permitido',
      message: 'Esta dirección no acepta esa solicitud.',
    },
    expired: {
      heading: 'Este inicio de sesión venció',
      message:
        'La solicitud de inicio de sesión ya no es válida (se completó, se canceló o es demasiado antigua).',
    },
    refused: {
      heading: 'Solicitud de inicio de sesión rechazada',
      message: 'El proveedor de identidad no pudo aceptar esta solicitud.',
    },
    requestRefused: { heading: 'Solicitud rechazada', message: 'No se pudo leer el formulario.' },
    serverError: {
      heading: 'Algo salió mal',
      message:
        'El proveedor de identidad local tuvo un error inesperado; el registro tiene los detalles.',
    },
    unknownPrompt: { heading: 'No disponible', message: 'Paso desconocido: "{prompt}".' },
  },
  bodyErrors: {
    413: 'El formulario es demasiado grande.',
    415: 'Se esperaba un formulario application/x-www-form-urlencoded.',
  },
};
