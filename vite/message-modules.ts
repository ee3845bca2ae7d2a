import path from "node:path";
import type { Plugin } from "vite";
import type { Locale } from "../domain/locales";
import { messageSource, readCatalogue, type Catalogue } from "../scripts/messages";

/**
 * The islands' fixed texts in one language, a module per message (docs/architecture.md §12).
 *
 * app/i18n/messages.ts holds every message in the three languages, which the server render needs.
 * A browser needs only its page's language and only the messages its page's islands show; but a
 * bundler splits files by module, and one module of messages shared by every island would land
 * whole in the file they all load. So each islands build is made for one language: a module's
 * `import * as m from "…/i18n/messages"` becomes one import per `m.<name>` it reads, of a module
 * that holds that message's text in the build's language alone. A message one island shows then
 * stays in that island's file, and an English page carries no Malayalam or Tamil.
 */
const MESSAGES_IMPORT = /(^|\/)i18n\/messages(\.ts)?$/;
const PREFIX = "virtual:message/";

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && typeof (value as Node).type === "string";

/** Every place `visit` answers true for, not descending into those. */
function walk(node: Node, visit: (node: Node, parent: Node | undefined, key: string) => boolean, parent?: Node, key = ""): void {
  if (visit(node, parent, key)) return;
  for (const [childKey, value] of Object.entries(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) walk(child, visit, node, childKey);
  }
}

export function messageModules(locale: Locale): Plugin {
  let root = process.cwd();
  let catalogue: Catalogue;
  return {
    name: "message-modules",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      catalogue = readCatalogue(locale, path.join(root, "app/i18n/catalogue"));
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      const message = catalogue.get(name);
      if (!message) this.error(`"${name}" is not a message of the ${locale} catalogue (app/i18n/catalogue/${locale}/)`);
      return `export default ${messageSource(message.text)};`;
    },
    transform(code, id) {
      if (id.startsWith("\0") || !/\.[jt]sx?$/.test(id.replace(/\?.*$/, "")) || !code.includes("i18n/messages")) return null;
      const program = this.parse(code) as unknown as Node & { body: Node[] };
      const imports = program.body.filter(
        (node) => node.type === "ImportDeclaration" && MESSAGES_IMPORT.test(String((node.source as { value: unknown }).value)),
      );
      if (imports.length === 0) return null;
      const edits: Array<{ start: number; end: number; text: string }> = [];
      const used = new Set<string>();
      for (const declaration of imports) {
        const specifiers = declaration.specifiers as Node[];
        const namespace = specifiers.length === 1 && specifiers[0]!.type === "ImportNamespaceSpecifier" ? specifiers[0]! : undefined;
        if (!namespace) this.error(`${path.relative(root, id)}: import the messages as \`import * as m from "…/i18n/messages"\``);
        const local = (namespace.local as { name: string }).name;
        edits.push({ start: declaration.start, end: declaration.end, text: "" });
        walk(program, (node, parent, key) => {
          if (node === declaration) return true;
          if (node.type === "MemberExpression" && !node.computed && isNode(node.object) && node.object.type === "Identifier") {
            if ((node.object as unknown as { name: string }).name !== local) return false;
            const name = (node.property as { name: string }).name;
            used.add(name);
            edits.push({ start: node.start, end: node.end, text: `__message_${name}` });
            return true;
          }
          const isReference =
            node.type === "Identifier" &&
            (node as unknown as { name: string }).name === local &&
            !(parent?.type === "MemberExpression" && key === "property" && !parent.computed) &&
            !(parent?.type === "Property" && key === "key" && !parent.computed && !parent.shorthand);
          if (isReference) this.error(`${path.relative(root, id)}: read the messages as \`${local}.<name>\`, not \`${local}\` itself`);
          return false;
        });
      }
      edits.sort((a, b) => b.start - a.start);
      let result = code;
      for (const edit of edits) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
      const lines = [...used].sort().map((name) => `import __message_${name} from ${JSON.stringify(PREFIX + name)};`);
      return { code: `${lines.join("\n")}\n${result}`, map: null };
    },
  };
}
