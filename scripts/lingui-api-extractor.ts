// Lingui extractor for the server's messages (shared/lib/messages.ts): every call
// `msg({ id: '…', message: '…' })` in server/ and shared/ becomes an entry of the `api` catalogs.
// A `msg` call whose id or message is not a string literal is an error, so no message escapes the
// catalog check. Used by lingui.config.ts. @babel/parser comes with @babel/core and @lingui/cli.
import path from 'node:path';
import { parse } from '@babel/parser';
import type * as types from '@babel/types';
import type { ExtractorType } from '@lingui/conf';

const root = path.resolve(import.meta.dirname, '..');
const SERVER_SOURCE = /^(server|shared)\/.*(?<!\.test)\.ts$/;

function literal(node: types.Node | null | undefined): string | null {
  if (!node) return null;
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
    return node.quasis[0]?.value.cooked ?? null;
  return null;
}

function property(object: types.ObjectExpression, name: string): types.Node | null {
  for (const prop of object.properties) {
    if (prop.type !== 'ObjectProperty') continue;
    const key = prop.key.type === 'Identifier' ? prop.key.name : literal(prop.key);
    if (key === name) return prop.value;
  }
  return null;
}

export const apiMessageExtractor: ExtractorType = {
  match: (filename) => SERVER_SOURCE.test(path.relative(root, path.resolve(filename)).replaceAll('\\', '/')),
  extract(filename, code, onMessageExtracted) {
    if (!/\bmsg\(/.test(code)) return;
    const ast = parse(code, { sourceType: 'module', plugins: ['typescript'] });
    const origin = path.relative(root, filename);
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) {
        for (const item of node) visit(item);
        return;
      }
      if (!node || typeof node !== 'object') return;
      const n = node as types.Node;
      if (n.type === 'CallExpression' && n.callee.type === 'Identifier' && n.callee.name === 'msg') {
        const line = n.loc?.start.line ?? 0;
        const where = `${origin}:${line}`;
        const descriptor = n.arguments[0];
        if (descriptor?.type !== 'ObjectExpression') {
          throw new Error(`${where}: msg() takes an object literal { id, message }.`);
        }
        const id = literal(property(descriptor, 'id'));
        const message = literal(property(descriptor, 'message'));
        if (!id || !message) throw new Error(`${where}: msg() needs a literal id and message.`);
        onMessageExtracted({ id, message, origin: [origin, line] });
      }
      for (const [key, child] of Object.entries(n)) {
        if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments') visit(child);
      }
    };
    visit(ast.program);
  },
};
