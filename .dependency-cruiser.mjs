/**
 * Import loops, checked by `npm run lint` (dependency-cruiser): a module never
 * reaches itself again through what it imports, in the console (src/) and the
 * local server (server/). The floors (what may import what) are in
 * eslint.config.js.
 */
export default {
  forbidden: [
    {
      name: 'no-import-loop',
      severity: 'error',
      comment: 'An import loop: split out the part both sides need into a module of its own, on a lower floor.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    skipAnalysisNotInRules: true,
  },
};
