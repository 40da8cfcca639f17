// The arrows of ../shared/DESIGN.md §3, checked in `npm test` (npm run check:deps): a forbidden import fails.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-stands-alone',
      comment: 'packages/domain holds pure rules: it imports neither the server nor the web app.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-never-imports-web',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'modules-meet-through-their-index',
      comment: 'A module reaches another only through its index.ts.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'layers-below-modules',
      comment:
        'db, http, plugins, reports, session, shared and storage serve every module and import none (the demo seed aside).',
      severity: 'error',
      from: {
        path: '^apps/server/src/(db|http|plugins|reports|session|shared|storage)/',
        pathNot: ['\\.test\\.ts$', '^apps/server/src/db/seed/'],
      },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'seed-reaches-modules-through-their-index',
      comment: 'The demo seed makes its brackets and schedules with the tournament code, through the module index only.',
      severity: 'error',
      from: { path: '^apps/server/src/db/seed/' },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'no-circular-modules',
      comment: 'Modules form no import cycle (groups and attendance used to).',
      severity: 'error',
      from: { path: '^apps/server/src/modules/' },
      to: { circular: true, path: '^apps/server/src/modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
