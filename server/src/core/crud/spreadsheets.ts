/**
 * The spreadsheet libraries, loaded at the first export, import or template that needs them rather than at start:
 * ExcelJS and SheetJS together took ~11 MB of a fresh server's heap (~10 MB resident), which a server nobody exports
 * from or imports into never uses. Node loads each once; later calls get the same module.
 */
export const loadExcelJS = async () => (await import('exceljs')).default;
export const loadSheetJS = () => import('xlsx-republish');
