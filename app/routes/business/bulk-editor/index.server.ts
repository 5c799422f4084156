/** The bulk-editor capability's server code the console route uses. */
export { bulkEditorAction, isBulkEditorPage, loadBulkEditor } from "./bulk-editor.server";
