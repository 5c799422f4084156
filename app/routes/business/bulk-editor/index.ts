/**
 * The bulk-editor capability's page code other capabilities use: its view's type. The console
 * page loads the pages themselves lazily (bulk-editor-page.tsx), so its first load stays the shell's.
 */
export type { BulkAnswer, BulkEditorView } from "./bulk-editor.server";
