/**
 * The English texts the server (server/**) and the shared schemas (domain/**) can answer the admin
 * with, read from their source: what tests/unit/admin-problems.test.ts holds against the admin's
 * catalogue of them (app/i18n/catalogue/en/admin-problems.json, docs/product.md §11).
 *
 * A text is read where it is made into an answer:
 * - the arguments of `new Invalid(…)`, `new NotFound(…)` and the other errors of server/errors.ts
 *   or made from them (`class LinkGone extends HttpError`): an object's values are a field's
 *   messages; and those errors' own defaults;
 * - zod's messages: `{ error: … }` and `{ message: … }` (also `ctx.addIssue`, and the `message` of
 *   an answer), and the message argument of `.min(…)`, `.max(…)`, `.regex(…)`, `.refine(…)`…;
 * - a field's message put into an `errors` object (`errors[field] = "…"`), and what a form's
 *   `check` answers (server/api/forms.ts);
 * - the texts the server sends as data the admin shows (DATA_TEXTS).
 *
 * Where the text is not written there, it is followed: a constant (`LAST_OWNER`, `MESSAGES.x`,
 * `ROLE_LABELS[role]`, `const [status, message] = …`), an object filled field by field, a
 * function's returns (`forbiddenMessage(role)`, `messages.twice(id)`), a parameter by the
 * arguments its function is called with (in its file, else anywhere), a property of a declaration
 * by every value given to a property of that name (`kind.notFound`). A template literal becomes a
 * text with `{name}` where a value goes, unless the value is a constant or a choice of texts
 * (`minute${minutes === 1 ? "" : "s"}` is two texts). What cannot be followed is reported as unread.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface FoundText {
  /** The English, `{name}` where the code puts a value. */
  text: string;
  /** "server/services/accounts.ts:258" */
  where: string;
}

export interface UnreadText {
  where: string;
  /** The expression whose text could not be followed. */
  code: string;
}

/** The errors of server/errors.ts, and where their messages are among their arguments. */
const ERRORS: Record<string, readonly number[]> = {
  HttpError: [1, 2],
  NotFound: [0],
  Invalid: [0, 1],
  Unauthorized: [0],
  Forbidden: [0],
  TooLarge: [0],
  Unsupported: [0],
  TooManyRequests: [0],
  ServiceBusy: [0],
};

/** zod's checks and where their message is among their arguments. */
const ZOD_CHECKS: Record<string, number> = {
  min: 1,
  max: 1,
  length: 1,
  gt: 1,
  gte: 1,
  lt: 1,
  lte: 1,
  multipleOf: 1,
  regex: 1,
  refine: 1,
  email: 0,
  url: 0,
  int: 0,
  positive: 0,
  nonnegative: 0,
  nonempty: 0,
};

/** The properties that give a message (`{ message: "…" }`, zod's `{ error: "…" }`). */
const MESSAGE_PROPERTIES = ["message", "error"];

/** Functions that turn zod's issues into field messages: those messages are read in the schemas. */
const ISSUE_MAPS = new Set(["fieldErrors", "sectionErrors"]);

/** Texts the server sends as data the admin shows: the properties of the objects a file makes. */
const DATA_TEXTS: Record<string, readonly string[]> = {
  // The dashboard's setup checklist.
  "domain/site-setup.ts": ["text", "detail"],
};

/** Files whose messages never reach a person: the environment's checks, read when the server starts. */
const NEVER_ANSWERED = ["server/config.ts"];

/** Texts given as `message` that are not messages, by file. */
const NOT_MESSAGES: Record<string, readonly string[]> = {
  // The label of an enquiry's field called "message".
  "domain/enquiries.ts": ["Message"],
};

/** More texts than this from one value: it is a value, not a choice of texts. */
const MAX_CHOICES = 12;

type Fn = ts.FunctionLikeDeclaration;

interface Source {
  file: string;
  ast: ts.SourceFile;
}

function filesUnder(root: string, dir: string): string[] {
  const found: string[] = [];
  if (!existsSync(path.join(root, dir))) return found;
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) found.push(...filesUnder(root, relative));
    else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") && !entry.name.endsWith(".d.ts")) found.push(relative);
  }
  return found;
}

function descendants(node: ts.Node, visit: (node: ts.Node) => void): void {
  ts.forEachChild(node, (child) => {
    visit(child);
    descendants(child, visit);
  });
}

const isFunction = (node: ts.Node): node is Fn =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node);

const nameOf = (name: ts.PropertyName | ts.BindingName | undefined): string | undefined =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name)) ? name.text : undefined;

/** The name a function is called by: its own, or the constant or property it is given to. */
function functionName(fn: Fn): string | undefined {
  if (ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) return nameOf(fn.name);
  const parent = fn.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return nameOf(parent.name);
  return undefined;
}

/** What a function can return (the returns of its body, not of the functions inside it). */
function returnsOf(fn: Fn): ts.Expression[] {
  if (!fn.body) return [];
  if (!ts.isBlock(fn.body)) return [fn.body];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (isFunction(node)) return;
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(fn.body, visit);
  return found;
}

const unwrap = (expression: ts.Expression): ts.Expression => {
  let current = expression;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isTypeAssertionExpression(current) ||
    ts.isAwaitExpression(current)
  )
    current = current.expression;
  return current;
};

/** A value's name for its `{name}`: `max` for `max.toLocaleString("en-US")`, `files` for `LIMITS.files`. */
function holeName(expression: ts.Expression): string {
  const node = unwrap(expression);
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isElementAccessExpression(node)) return holeName(node.expression);
  if (ts.isCallExpression(node)) {
    if (ts.isPropertyAccessExpression(node.expression)) return holeName(node.expression.expression);
    if (node.arguments[0]) return holeName(node.arguments[0]);
  }
  if (ts.isBinaryExpression(node)) return holeName(node.left);
  return "value";
}

function product(parts: string[][]): string[] | null {
  let texts = [""];
  for (const choices of parts) {
    texts = texts.flatMap((text) => choices.map((choice) => text + choice));
    if (texts.length > MAX_CHOICES) return null;
  }
  return texts;
}

export function scanProblemTexts(root: string): { texts: FoundText[]; unread: UnreadText[] } {
  const sources: Source[] = ["server", "domain"]
    .flatMap((dir) => filesUnder(root, dir))
    .sort()
    .map((file) => ({ file, ast: ts.createSourceFile(file, readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest, true) }));

  // What the whole code declares, by name: constants, functions, and the values given to properties.
  const constants = new Map<string, ts.VariableDeclaration[]>();
  const functions = new Map<string, Fn[]>();
  const properties = new Map<string, ts.Expression[]>();
  const calls = new Map<ts.SourceFile, ts.CallExpression[]>();
  /** The names a file takes out of a list: `const [status, message] = cond ? [408, "…"] : […]`. */
  const unpackedIn = new Map<ts.SourceFile, ts.BindingElement[]>();
  /** What a file puts into an object by name: `missing[field] = "…"`. */
  const filled = new Map<ts.SourceFile, Map<string, ts.Expression[]>>();
  /** The names each file declares itself (not the ones it imports). */
  const declared = new Map<ts.SourceFile, Set<string>>();
  const add = <T>(map: Map<string, T[]>, key: string, value: T) => map.set(key, [...(map.get(key) ?? []), value]);
  for (const { ast } of sources) {
    const inFile: ts.CallExpression[] = [];
    const names = new Set<string>();
    declared.set(ast, names);
    descendants(ast, (node) => {
      if ((ts.isVariableDeclaration(node) || ts.isBindingElement(node) || ts.isParameter(node)) && ts.isIdentifier(node.name)) {
        names.add(node.name.text);
      }
      if (isFilling(node)) {
        const into = filled.get(ast) ?? new Map<string, ts.Expression[]>();
        filled.set(ast, into);
        add(into, (node.left.expression as ts.Identifier).text, node.right);
      }
      if (ts.isBindingElement(node) && ts.isArrayBindingPattern(node.parent) && ts.isVariableDeclaration(node.parent.parent)) {
        unpackedIn.set(ast, [...(unpackedIn.get(ast) ?? []), node]);
      }
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        add(constants, node.name.text, node);
        const init = unwrap(node.initializer);
        if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) add(functions, node.name.text, init);
      } else if (ts.isFunctionDeclaration(node) && node.name) add(functions, node.name.text, node);
      else if (ts.isMethodDeclaration(node) && nameOf(node.name)) {
        add(functions, `.${nameOf(node.name)}`, node);
      } else if (ts.isPropertyAssignment(node) && nameOf(node.name)) {
        const init = unwrap(node.initializer);
        if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) add(functions, `.${nameOf(node.name)}`, init);
        else add(properties, nameOf(node.name)!, node.initializer);
      } else if (ts.isCallExpression(node)) inFile.push(node);
    });
    calls.set(ast, inFile);
  }

  // The errors of server/errors.ts, and those made from them elsewhere (`class LinkGone extends HttpError`): their message first.
  const errorArguments = new Map(Object.entries(ERRORS));
  for (let grown = true; grown;) {
    grown = false;
    for (const { ast } of sources) {
      descendants(ast, (node) => {
        if (!ts.isClassDeclaration(node) || !node.name || errorArguments.has(node.name.text)) return;
        const parents = node.heritageClauses?.flatMap((clause) => clause.types.map((type) => type.expression.getText())) ?? [];
        if (parents.some((parent) => errorArguments.has(parent))) {
          errorArguments.set(node.name.text, [0]);
          grown = true;
        }
      });
    }
  }

  const texts: FoundText[] = [];
  const unread: UnreadText[] = [];
  const where = (node: ts.Node) => {
    const ast = node.getSourceFile();
    return `${ast.fileName}:${ast.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };

  /** The declaration a name means at `node`: a parameter of a function around it, else a constant. */
  function lookUp(
    node: ts.Identifier,
  ): { parameter: { fn: Fn; index: number } } | { constants: ts.VariableDeclaration[] } | { values: ts.Expression[] } | null {
    for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
      if (isFunction(scope)) {
        const index = scope.parameters.findIndex((parameter) => nameOf(parameter.name) === node.text);
        if (index >= 0) return { parameter: { fn: scope, index } };
      }
    }
    const all = constants.get(node.text) ?? [];
    const here = all.filter((declaration) => declaration.getSourceFile() === node.getSourceFile());
    if (here.length > 0) return { constants: here };
    const unpacked = (unpackedIn.get(node.getSourceFile()) ?? []).filter((element) => nameOf(element.name) === node.text);
    if (unpacked.length > 0) return { values: unpacked.flatMap(unpackedValues) };
    // A name the file binds itself (a loop's, a destructured one) is a value; an imported one is another file's constant.
    if (declared.get(node.getSourceFile())?.has(node.text)) return null;
    const others = all.filter((declaration) => declaration.getSourceFile() !== node.getSourceFile());
    return others.length > 0 ? { constants: others } : null;
  }

  /** The object literal a constant holds (`MESSAGES`, `ROLE_LABELS`), if `node` names one. */
  function objectOf(node: ts.Expression, depth: number): ts.ObjectLiteralExpression | null {
    const expression = unwrap(node);
    if (ts.isObjectLiteralExpression(expression)) return expression;
    if (depth > 8) return null;
    if (ts.isIdentifier(expression)) {
      const found = lookUp(expression);
      if (found && "constants" in found && found.constants.length === 1) return objectOf(found.constants[0]!.initializer!, depth + 1);
      return null;
    }
    if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression)) {
      // A function that makes the object (`arrangementMessages(noun)`).
      const returned = functionsNamed(expression.expression.text, expression).flatMap(returnsOf);
      return returned.length === 1 ? objectOf(returned[0]!, depth + 1) : null;
    }
    if (ts.isPropertyAccessExpression(expression)) {
      const outer = objectOf(expression.expression, depth + 1);
      const property = outer?.properties.find((p) => ts.isPropertyAssignment(p) && nameOf(p.name) === expression.name.text);
      return property && ts.isPropertyAssignment(property) ? objectOf(property.initializer, depth + 1) : null;
    }
    return null;
  }

  const union = (lists: Array<string[] | null>): string[] | null => {
    const known = lists.filter((list): list is string[] => list !== null);
    if (known.length === 0) return null;
    const all = [...new Set(known.flat())];
    return all.length > MAX_CHOICES ? null : all;
  };

  /** The functions a name calls: those of its file, else those of the others (an import). */
  const functionsNamed = (name: string, at: ts.Node): Fn[] => {
    const all = functions.get(name) ?? [];
    const here = all.filter((fn) => fn.getSourceFile() === at.getSourceFile());
    return here.length > 0 ? here : all;
  };

  /** The functions a method call `x.name(…)` may run: methods, and functions given to properties of that name. */
  const methods = (name: string): Fn[] => [
    ...(functions.get(`.${name}`) ?? []),
    ...(properties.get(name) ?? []).flatMap((value) => (ts.isIdentifier(value) ? functionsNamed(value.text, value) : [])),
  ];

  const known = new Map<string, string[] | null>();

  /**
   * The texts an expression can be, `{name}` where a value goes; null when it cannot be read.
   * `whole`: the expression is the message itself (a parameter is followed to its arguments, a
   * property to the values given to properties of its name), not a value inside a template.
   */
  function read(node: ts.Expression, whole: boolean, depth = 0): string[] | null {
    if (depth > 40) return null;
    // Each expression is read once; one met again while being read (a loop) cannot be read.
    const key = `${node.getSourceFile().fileName}:${node.pos}:${node.end}:${whole}`;
    if (known.has(key)) return known.get(key)!;
    known.set(key, null);
    const found = readNow(node, whole, depth);
    known.set(key, found);
    return found;
  }

  function readNow(node: ts.Expression, whole: boolean, depth: number): string[] | null {
    const next = (expression: ts.Expression, asWhole = whole) => read(expression, asWhole, depth + 1);
    const expression = unwrap(node);
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
    if (ts.isNumericLiteral(expression)) return whole ? null : [String(Number(expression.text.replace(/_/g, "")))];
    if (expression.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(expression) && expression.text === "undefined")) return [];
    if (ts.isTemplateExpression(expression)) {
      const parts: string[][] = [[expression.head.text]];
      for (const span of expression.templateSpans) {
        parts.push(next(span.expression, false) ?? [`{${holeName(span.expression)}}`], [span.literal.text]);
      }
      return product(parts);
    }
    if (ts.isConditionalExpression(expression)) {
      const choices = [expression.whenTrue, expression.whenFalse].map(
        (branch) => next(branch) ?? (whole ? null : [`{${holeName(branch)}}`]),
      );
      return choices.includes(null) ? null : union(choices);
    }
    if (ts.isBinaryExpression(expression)) {
      const operator = expression.operatorToken.kind;
      if (operator === ts.SyntaxKind.PlusToken) {
        const sides = [expression.left, expression.right].map((side) => next(side, false) ?? (whole ? null : [`{${holeName(side)}}`]));
        return sides.includes(null) ? null : product(sides as string[][]);
      }
      if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken) {
        // Inside a template, a side that cannot be read is a value.
        return union([expression.left, expression.right].map((side) => next(side) ?? (whole ? null : [`{${holeName(side)}}`])));
      }
      return null;
    }
    if (ts.isObjectLiteralExpression(expression)) {
      if (!whole) return null;
      const values = expression.properties.map((property) =>
        ts.isPropertyAssignment(property)
          ? next(property.initializer)
          : ts.isShorthandPropertyAssignment(property)
            ? next(property.name)
            : ts.isSpreadAssignment(property)
              ? next(property.expression)
              : null,
      );
      return values.includes(null) ? null : [...new Set((values as string[][]).flat())];
    }
    if (ts.isIdentifier(expression)) {
      const found = lookUp(expression);
      if (!found) return null;
      if ("values" in found) return union(found.values.map((value) => next(value)));
      if ("constants" in found) {
        // An object made empty and filled field by field (`missing[field] ??= rule.required`): what it is filled with.
        const fills = found.constants.some((declaration) => ts.isObjectLiteralExpression(unwrap(declaration.initializer!)))
          ? (filled.get(expression.getSourceFile())?.get(expression.text) ?? []).map((value) => next(value))
          : [];
        const values = [...found.constants.map((declaration) => next(declaration.initializer!)), ...fills];
        return union(values);
      }
      if (!whole) return null;
      // A parameter: what the function is called with, in its file.
      const name = functionName(found.parameter.fn);
      if (!name) return null;
      const callsOf = (list: readonly ts.CallExpression[]) =>
        list.filter((call) => ts.isIdentifier(call.expression) && call.expression.text === name);
      const here = callsOf(calls.get(expression.getSourceFile()) ?? []);
      const given = (here.length > 0 ? here : [...calls.values()].flatMap(callsOf))
        .map((call) => call.arguments[found.parameter.index])
        .filter((argument): argument is ts.Expression => argument !== undefined)
        .map((argument) => next(argument));
      return given.length === 0 || given.includes(null) ? null : [...new Set((given as string[][]).flat())];
    }
    if (ts.isPropertyAccessExpression(expression) || ts.isElementAccessExpression(expression)) {
      const object = objectOf(expression.expression, 0);
      if (object) {
        const chosen = ts.isPropertyAccessExpression(expression)
          ? object.properties.filter((p) => nameOf(p.name) === expression.name.text)
          : object.properties;
        const values = chosen.map((p) => (ts.isPropertyAssignment(p) ? next(p.initializer) : null));
        return values.length === 0 || values.includes(null) ? null : union(values);
      }
      if (!whole || !ts.isPropertyAccessExpression(expression)) return null;
      // A field's message in an errors object, or a message given as `message`/`error`: read where
      // they are given.
      const root = unwrap(expression.expression);
      if ((ts.isIdentifier(root) && /errors$/i.test(root.text)) || MESSAGE_PROPERTIES.includes(expression.name.text)) return [];
      // A property of a declaration (`kind.notFound`): every value given to a property of that name.
      const given = (properties.get(expression.name.text) ?? []).map((value) => next(value)).filter((value) => value !== null);
      return given.length === 0 ? null : [...new Set((given as string[][]).flat())];
    }
    if (ts.isCallExpression(expression)) {
      const callee = expression.expression;
      if (ts.isIdentifier(callee) && ISSUE_MAPS.has(callee.text)) return [];
      const named = ts.isIdentifier(callee)
        ? functionsNamed(callee.text, callee)
        : whole && ts.isPropertyAccessExpression(callee)
          ? methods(callee.name.text)
          : undefined;
      if (!named || named.length === 0) return null;
      const returned = named.flatMap(returnsOf).map((value) => next(value));
      return returned.length === 0 || returned.includes(null) ? null : union(returned);
    }
    if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)) {
      const returned = returnsOf(expression).map((value) => next(value));
      return returned.includes(null) ? null : union(returned);
    }
    return null;
  }

  /** A place where a message is made: its texts, or an unread entry. */
  const take = (node: ts.Expression, quiet = false) => {
    const found = read(node, true);
    if (found === null && quiet) return;
    if (found === null) unread.push({ where: where(node), code: node.getText().replace(/\s+/g, " ") });
    else
      for (const text of found) {
        if (text.trim() && !NOT_MESSAGES[node.getSourceFile().fileName]?.includes(text)) texts.push({ text, where: where(node) });
      }
  };

  for (const { file, ast } of sources) {
    if (NEVER_ANSWERED.includes(file)) continue;
    const data = DATA_TEXTS[file] ?? [];
    const visit = (node: ts.Node): void => {
      // The messages a function of ISSUE_MAPS passes on are read in the schemas that give them.
      if (ts.isFunctionDeclaration(node) && node.name && ISSUE_MAPS.has(node.name.text)) return;
      look(node);
      ts.forEachChild(node, visit);
    };
    const look = (node: ts.Node): void => {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && errorArguments.has(node.expression.text)) {
        for (const index of errorArguments.get(node.expression.text)!) {
          const argument = node.arguments?.[index];
          if (argument) take(argument);
        }
      } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const index = ZOD_CHECKS[node.expression.name.text];
        const argument = index === undefined ? undefined : node.arguments[index];
        const receiver = node.expression.expression;
        const isMath = ts.isIdentifier(receiver) && receiver.text === "Math";
        if (argument && !isMath && !ts.isObjectLiteralExpression(unwrap(argument))) take(argument);
      } else if (ts.isPropertyAssignment(node) && nameOf(node.name) === "check" && ts.isArrowFunction(unwrap(node.initializer))) {
        // What a form lacks (server/api/forms.ts `check`): a field's message by its name.
        take(node.initializer);
      } else if (ts.isPropertyAssignment(node) && [...MESSAGE_PROPERTIES, ...data].includes(nameOf(node.name) ?? "")) {
        // Not every `message:` is one (a schema's field, a number, a mail's JSON): only what reads as
        // text is taken, and what does not is reported only if it could be a message.
        const value = unwrap(node.initializer);
        if (ts.isNumericLiteral(value)) return;
        take(node.initializer, ts.isCallExpression(value) && ts.isPropertyAccessExpression(value.expression));
      } else if (ts.isShorthandPropertyAssignment(node) && MESSAGE_PROPERTIES.includes(node.name.text)) {
        take(node.name);
      } else if (isFilling(node) && /errors$/i.test(node.left.expression.text)) {
        take(node.right);
      } else if (
        ts.isClassDeclaration(node) &&
        node.heritageClauses?.some((clause) => clause.types.some((type) => /Error$/.test(type.expression.getText())))
      ) {
        // The errors' own defaults (server/errors.ts): `message = "Not found"`, `super(507, "…")`.
        descendants(node, (inner) => {
          if (
            ts.isStringLiteral(inner) &&
            (ts.isParameter(inner.parent) || inner.parent.parent?.kind === ts.SyntaxKind.SuperKeyword || isSuperArgument(inner))
          ) {
            texts.push({ text: inner.text, where: where(inner) });
          }
        });
      }
    };
    visit(ast);
  }
  return { texts, unread };
}

/** `x[key] = value` (or `??=`, `||=`, `x.key = value`): a value put into an object. */
function isFilling(
  node: ts.Node,
): node is ts.BinaryExpression & { left: (ts.ElementAccessExpression | ts.PropertyAccessExpression) & { expression: ts.Identifier } } {
  return (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.EqualsToken, ts.SyntaxKind.QuestionQuestionEqualsToken, ts.SyntaxKind.BarBarEqualsToken].includes(
      node.operatorToken.kind,
    ) &&
    (ts.isElementAccessExpression(node.left) || ts.isPropertyAccessExpression(node.left)) &&
    ts.isIdentifier(node.left.expression)
  );
}

/** What a name taken out of a list can be: its place in each list the declaration's value can be. */
function unpackedValues(element: ts.BindingElement): ts.Expression[] {
  const pattern = element.parent as ts.ArrayBindingPattern;
  const index = pattern.elements.indexOf(element);
  const lists = (value: ts.Expression | undefined): ts.Expression[] => {
    const expression = value && unwrap(value);
    if (!expression) return [];
    if (ts.isConditionalExpression(expression)) return [...lists(expression.whenTrue), ...lists(expression.whenFalse)];
    if (ts.isArrayLiteralExpression(expression) && expression.elements[index]) return [expression.elements[index]!];
    return [];
  };
  return lists((pattern.parent as ts.VariableDeclaration).initializer);
}

/** Whether a string is (within `??`) an argument of `super(…)`. */
function isSuperArgument(node: ts.Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isCallExpression(current)) return current.expression.kind === ts.SyntaxKind.SuperKeyword;
    if (!ts.isBinaryExpression(current) && !ts.isParenthesizedExpression(current)) return false;
  }
  return false;
}

/** A text with its values taken out: "{label} is required" and "{name} is required" are one. */
export const shape = (text: string) => text.replace(/\{[a-zA-Z_][a-zA-Z0-9_]*\}/g, "{}");
