import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'node_modules/**',
      'coverage/**',
      '__tests__/fixtures/**',
      'examples/**',
      // Generated code, which .prettierignore skips too: the pcs and report validators (Ajv standalone code) and the
      // device tables, each compared by a test with a fresh generation, and Python's printable ranges, tested against
      // Python's own answers (__tests__/python/python.test.ts).
      'src/suites/pcs/schema-validators.ts',
      'src/core/report-schema-validators.js',
      'src/quantum/targets/devices/data/**',
      'src/python/printable-table.ts'
    ]
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: {
      // No rule here reads JSDoc: the parser need not parse it (less CPU per file).
      parserOptions: { jsDocParsingMode: 'none' },
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setImmediate: 'readonly',
        performance: 'readonly',
        TextDecoder: 'readonly',
        TextEncoder: 'readonly',
        fetch: 'readonly',
        AbortController: 'readonly',
        structuredClone: 'readonly',
        queueMicrotask: 'readonly'
      }
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-constant-condition': ['error', { checkLoops: false }]
    }
  },
  {
    // Spreading an array into a call's arguments overflows the stack at ~120k elements (issue 18): use
    // pushAll / maxOf / minOf from src/core/arrays.ts. src/quantum/ builds fixed-size WebAssembly code this way.
    files: ['src/**/*.ts'],
    ignores: ['src/quantum/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(push|unshift)$/] > SpreadElement',
          message: 'push(...x) overflows the stack for large x: use pushAll(target, x) from src/core/arrays.ts.'
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name=/^(max|min)$/] > SpreadElement",
          message: 'Math.max(...x) overflows the stack for large x: use maxOf / minOf from src/core/arrays.ts.'
        }
      ]
    }
  },
  {
    // One text order everywhere (src/core/order.ts): localeCompare and Intl.Collator follow the machine's locale,
    // so two runners would write the same findings in a different order.
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'localeCompare', message: 'Locale-dependent order: use compareText from src/core/order.ts.' },
        {
          object: 'Intl',
          property: 'Collator',
          message: 'Locale-dependent order: use compareText from src/core/order.ts.'
        }
      ]
    }
  }
);
