// Stands in for tslib in @docusaurus/utils-common's CommonJS index (see index.ts):
// the one helper it calls, with tslib's meaning (a CommonJS module's exports
// become the default export unless they already are an ES module's).
export function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
}
