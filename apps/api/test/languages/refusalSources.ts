import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** The helpers of the one error path that carry a sentence for the caller (`apps/api/src/http/errors.ts`). */
const RAISERS = new Set(['invalid', 'conflict', 'forbidden', 'notFound', 'tooMany', 'unauthenticated']);
/** zod's ways of giving a field a sentence: a string argument to one of these, or a `message`/`error` property. */
const SCHEMA_METHODS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'superRefine',
  'email',
  'int',
  'positive',
  'nonnegative',
  'nonempty',
  'gte',
  'lte',
  'gt',
  'lt',
  'multipleOf',
]);

const root = join(import.meta.dirname, '../../../..');
export const MODULES_DIR = join(root, 'apps/api/src/modules');
export const CONTRACTS_DIR = join(root, 'packages/contracts/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

/**
 * A sentence as the phrasebooks key it: a string literal as it is, a template literal with each `${…}` numbered
 * `{0}`, `{1}` …, literals joined with `+` as one. Anything else (a constant, a message object's entry) is undefined:
 * those are checked through their message objects.
 */
export function templateOf(node: ts.Expression): string | undefined {
  if (ts.isParenthesizedExpression(node)) return templateOf(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    let n = 0;
    return node.head.text + node.templateSpans.map((s) => `{${n++}}${s.literal.text}`).join('');
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = templateOf(node.left);
    const right = templateOf(node.right);
    if (left === undefined || right === undefined) return undefined;
    // The right part's own placeholders follow the left part's.
    const shift = (left.match(/\{\d+\}/g) ?? []).length;
    return left + right.replace(/\{(\d+)\}/g, (_, i) => `{${Number(i) + shift}}`);
  }
  return undefined;
}

export interface Found {
  sentence: string;
  where: string;
}

function walk(file: string, visit: (node: ts.Node, where: string, source: ts.SourceFile) => void) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const go = (node: ts.Node) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    visit(node, `${relative(root, file)}:${line}`, source);
    ts.forEachChild(node, go);
  };
  go(source);
}

/**
 * Every sentence a module raises with a literal (through a helper or `new AppError`) or keeps in a message object of
 * its own, in the files `include` keeps (paths relative to the modules).
 */
export function raisedSentences(include: (path: string) => boolean): Found[] {
  const found: Found[] = [];
  for (const file of sourceFiles(MODULES_DIR)) {
    if (!include(relative(MODULES_DIR, file))) continue;
    walk(file, (node, where) => {
      const raised =
        ts.isCallExpression(node) && ts.isIdentifier(node.expression) && RAISERS.has(node.expression.text)
          ? node.arguments[0]
          : // `new AppError(status, code, sentence)`, the error path's class itself.
            ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppError'
            ? node.arguments?.[2]
            : undefined;
      const sentence = raised && templateOf(raised);
      if (sentence !== undefined) found.push({ sentence, where });
      // A module's own message object (`const PlanMessages = { … }`): every sentence in it may be raised.
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text.endsWith('Messages') &&
        node.initializer
      ) {
        let value = node.initializer;
        while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
        if (!ts.isObjectLiteralExpression(value)) return;
        for (const property of value.properties) {
          if (!ts.isPropertyAssignment(property)) continue;
          let init = property.initializer;
          // A message with values: `(n: number) => \`…${n}…\``.
          if (ts.isArrowFunction(init) && !ts.isBlock(init.body)) init = init.body;
          const text = templateOf(init);
          if (text !== undefined) found.push({ sentence: text, where: `${where} ${node.name.text}` });
        }
      }
    });
  }
  return found;
}

/**
 * Every sentence the contract gives a field: a zod method's string argument, a `message`/`error` property, and the
 * sentence of a domain rule's error (`new XError(field, sentence)`).
 */
export function schemaSentences(): Found[] {
  const found: Found[] = [];
  for (const file of sourceFiles(CONTRACTS_DIR)) {
    walk(file, (node, where) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        if (!SCHEMA_METHODS.has(node.expression.name.text)) return;
        for (const arg of node.arguments) {
          const sentence = templateOf(arg);
          if (sentence !== undefined) found.push({ sentence, where });
        }
      } else if (
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text.endsWith('Error')
      ) {
        // A domain rule's refusal (`new DeclarationCalcError(field, sentence)`), said to the citizen with its field.
        const sentence = node.arguments?.[1] && templateOf(node.arguments[1]);
        if (sentence !== undefined) found.push({ sentence, where });
      } else if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        (node.name.text === 'message' || node.name.text === 'error')
      ) {
        const sentence = templateOf(node.initializer);
        if (sentence !== undefined) found.push({ sentence, where });
      }
    });
  }
  return found;
}
